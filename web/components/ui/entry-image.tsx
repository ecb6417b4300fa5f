// A list entry's uploaded picture: its stored size reserves the space; its alt text is in the page's language.
import type { ListImage } from '../../../src/contract';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, type Lang } from '../../lib/i18n';

/** An entry that has a picture. */
export type WithImage = ListImage & { imagePath: string };

export const hasImage = <T extends ListImage>(entry: T): entry is T & WithImage => Boolean(entry.imagePath);

/**
 * `eager` only for a picture that can be in the first screenful: a lazy one there waits for layout before it is
 * fetched, which delays the largest paint. Everything further down is lazy, so a phone fetches only what it scrolls to.
 */
export function EntryImage({
  image,
  lang,
  eager = false,
  className,
}: {
  image: WithImage;
  lang: Lang;
  eager?: boolean;
  className: string;
}) {
  return (
    <img
      src={image.imagePath}
      // The stored size gives the browser the aspect ratio before a byte arrives (no layout shift); the classes then
      // scale it to the column and crop it to the design's box.
      width={image.imageWidth ?? undefined}
      height={image.imageHeight ?? undefined}
      alt={pick(image, 'imageAlt', lang)}
      lang={langFor(pick(image, 'imageAlt', lang), lang)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // The tint holds the box while a lazy picture is still on its way (or if it never arrives); its look classes keep
      // its subject in view where the box crops it (decision 0104).
      className={`block h-auto w-full bg-surface-alt object-cover ${className} ${image.imageLook?.className ?? ''}`}
    />
  );
}
