// The image library as the public reads see it: an image's size (a picture in a text shows as written), and the image a
// cover or a screen shows in a language (on a Chinese page its Chinese version, when it has one) with the one the dark
// theme shows instead (decision 0101).
import type { Conn } from '../../../db/client';
import type { Lang } from '../../contract';
import { findImage, findPicture, type Shown } from '../media/service';
import type { ImageSize } from './markdown';

export type Pictures = {
  size: (path: string) => ImageSize | null;
  inLanguage: (path: string, lang: Lang) => (Shown & { dark: Shown | null }) | null;
};

export const libraryPictures = (db: Conn): Pictures => ({
  size: (path) => findImage(db, path) ?? null,
  inLanguage: (path, lang) => findPicture(db, path, lang) ?? null,
});
