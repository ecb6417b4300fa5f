// An uploaded image as every page draws it (decision 0104): once its variants are made, a <picture> whose AVIF and
// WebP sources the browser chooses from by the width the layout gives it (`sizes`), the upload itself the fallback;
// its stored size reserves the box (nothing shifts), its tint fills the box while it loads (on the page the server
// rendered) and its focus stays in view when the box crops it.
import { type ImageLook, webpSrcset } from '../../../src/contract/image-variants';

export type ImageLoading =
  /** Below the first screen: fetched only when the visitor comes near it. */
  | 'lazy'
  /** Perhaps in the first screen, or where a blank box would read as a missing picture (the admin's). */
  | 'eager'
  /** The page's largest paint: fetched before everything else (Picture preloads it). */
  | 'first';

type Props = {
  path: string;
  width: number | null | undefined;
  height: number | null | undefined;
  look?: ImageLook | null;
  alt: string;
  lang?: string;
  /** The width the layout draws it at (IMAGE_SIZES), for the browser to choose the variant it needs. */
  sizes: string;
  loading: ImageLoading;
  className: string;
};

export function MediaImage({ path, width, height, look, alt, lang, sizes, loading, className }: Props) {
  const img = (
    <img
      src={path}
      alt={alt}
      lang={lang}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : undefined}
      decoding="async"
      // Its tint while it loads (the page's own rule, web/server/document.tsx) and its focus in a crop.
      className={look?.className ? `${className} ${look.className}` : className}
    />
  );
  const avif = look?.srcset;
  if (!avif) return img;
  return (
    // Laid out as if only the image were there: the classes that size and place it are the image's.
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webpSrcset(avif)} sizes={sizes} />
      {img}
    </picture>
  );
}
