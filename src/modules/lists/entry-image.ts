// An entry's picture as stored: the uploaded image it names, with that image's own width and height. A path that
// names no uploaded image is refused, so a page never shows a picture that is not there.
import type { Db } from '../../../db/client';
import type { ListImage } from '../../contract';
import { invalidField } from '../../http/errors';
import { findImage } from '../media/service';

/** What an input carries about its picture; the size it may echo back is ignored. */
export type ImageInput = Pick<ListImage, 'imagePath' | 'imageAltEn' | 'imageAltZh'> & { imageWidth?: unknown; imageHeight?: unknown };

export function storedImage(db: Db, input: ImageInput): ListImage {
  if (!input.imagePath) return { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };
  const image = findImage(db, input.imagePath);
  if (!image) throw invalidField('imagePath', 'No uploaded image has this path; upload it first');
  return {
    imagePath: input.imagePath,
    imageWidth: image.width,
    imageHeight: image.height,
    imageAltEn: input.imageAltEn,
    imageAltZh: input.imageAltZh,
  };
}

/**
 * The entries as a read answers them: each picture with its look as of now (its variants, tint and focus; decision
 * 0104), which changes without the entry being saved, so it is never stored with it.
 */
export function withLooks<T>(db: Db, entries: T[]): T[] {
  return entries.map((entry) => {
    const path = (entry as Partial<ListImage>).imagePath;
    return path ? { ...entry, imageLook: findImage(db, path)?.look ?? null } : entry;
  });
}
