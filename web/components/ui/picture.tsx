// A library picture as a page shows it (a cover, a story's screen), with the one the dark theme shows instead when it has
// one (decision 0101). The page is the same for both themes (one copy per language in any cache), so both are in it and
// the theme's class shows one: the dark one is lazy, so a browser fetches it only when the dark theme shows it.
import type { PictureRef } from '../../../src/contract/journal';
import { MediaImage } from './media-image';

type Props = {
  picture: PictureRef;
  /** Empty where the picture is decoration beside words that say the same. */
  alt?: string;
  /** The width its layout gives it (IMAGE_SIZES). */
  sizes: string;
  /** A picture in the first screenful (the page's largest paint): preloaded and fetched first, never lazy. */
  eager?: boolean;
  /** Both fetched at once, neither lazy (the admin's pictures, where a blank box reads as a missing picture). */
  now?: boolean;
  className: string;
};

export function Picture({ picture, alt = picture.alt, sizes, eager = false, now = false, className }: Props) {
  const light = (
    <MediaImage
      {...picture}
      alt={alt}
      sizes={sizes}
      loading={eager ? 'first' : now ? 'eager' : 'lazy'}
      className={`picture ${className}${picture.dark ? ' dark:hidden' : ''}`}
    />
  );
  return (
    <>
      {/* Inside a <picture>, React's server render preloads nothing by itself: the page's largest paint is asked for
          here (React moves the link to the document's head), with its AVIF source's own srcset and sizes, so the
          browser uses what it fetched early (every browser that reads a preload's type reads AVIF). */}
      {eager && picture.look?.srcset ? (
        <link
          rel="preload"
          as="image"
          href={picture.path}
          imageSrcSet={picture.look.srcset}
          imageSizes={sizes}
          type="image/avif"
          fetchPriority="high"
        />
      ) : null}
      {light}
      {picture.dark && (
        <MediaImage
          {...picture.dark}
          alt={alt}
          sizes={sizes}
          loading={now ? 'eager' : 'lazy'}
          className={`hidden dark:block ${className}`}
        />
      )}
    </>
  );
}
