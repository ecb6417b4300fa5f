// A list entry's uploaded picture: its stored size reserves the space; its alt text is in the page's language.
import type { ListImage } from '../../../src/contract';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, type Lang } from '../../lib/i18n';
import { MediaImage } from './media-image';

/** An entry that has a picture. */
export type WithImage = ListImage & { imagePath: string };

export const hasImage = <T extends ListImage>(entry: T): entry is T & WithImage => Boolean(entry.imagePath);

/** The picture's path, size, look and alt text (in the page's language) as MediaImage draws them. */
export function entryPicture(image: WithImage, lang: Lang) {
  const alt = pick(image, 'imageAlt', lang);
  return {
    path: image.imagePath,
    width: image.imageWidth,
    height: image.imageHeight,
    look: image.imageLook,
    alt,
    lang: langFor(alt, lang),
  };
}

/**
 * `eager` only for a picture that can be in the first screenful: a lazy one there waits for layout before it is
 * fetched, which delays the largest paint. Everything further down is lazy, so a phone fetches only what it scrolls to.
 * `sizes`: the width its layout gives it (IMAGE_SIZES).
 */
export function EntryImage({
  image,
  lang,
  sizes,
  eager = false,
  className,
}: {
  image: WithImage;
  lang: Lang;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  return (
    <MediaImage
      {...entryPicture(image, lang)}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      // The classes scale it to the column and crop it to the design's box; the tint holds the box while a lazy
      // picture is still on its way (its own colour once its variants are made).
      className={`block h-auto w-full bg-surface-alt object-cover ${className}`}
    />
  );
}

/**
 * A person's uploaded photo as a 4:5 portrait: cropped to the face's third (object-position 50% 30%), in the one
 * treatment every picture of a person gets, duotone (decision 0262). The frame's width and spacing are the caller's.
 */
export function Portrait({
  person,
  lang,
  sizes,
  eager = false,
  className,
}: {
  person: WithImage;
  lang: Lang;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  return (
    <div className={`duotone aspect-[4/5] overflow-hidden rounded-xl bg-surface-alt ${className}`}>
      <MediaImage
        {...entryPicture(person, lang)}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        className="block h-full w-full object-cover object-[50%_30%]"
      />
    </div>
  );
}
