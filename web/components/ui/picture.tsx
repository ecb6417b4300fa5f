// A library picture as a page shows it (a cover, a story's screen), with the one the dark theme shows instead when it has
// one (decision 0101). The page is the same for both themes (one copy per language in any cache), so both are in it and
// the theme's class shows one: the dark one is lazy, so a browser fetches it only when the dark theme shows it.
import type { PictureRef } from '../../../src/contract/journal';

type Props = {
  picture: PictureRef;
  /** Empty where the picture is decoration beside words that say the same. */
  alt?: string;
  /** A picture in the first screenful (the page's largest paint): fetched first, never lazy. */
  eager?: boolean;
  /** Both fetched at once, neither lazy (the admin's pictures, where a blank box reads as a missing picture). */
  now?: boolean;
  className: string;
};

export function Picture({ picture, alt = picture.alt, eager = false, now = false, className }: Props) {
  const light = (
    <img
      src={picture.path}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager || now ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`picture ${className}${picture.dark ? ' dark:hidden' : ''}`}
    />
  );
  if (!picture.dark) return light;
  return (
    <>
      {light}
      <img
        src={picture.dark.path}
        alt={alt}
        width={picture.dark.width}
        height={picture.dark.height}
        loading={now ? undefined : 'lazy'}
        decoding="async"
        className={`hidden dark:block ${className}`}
      />
    </>
  );
}
