// The company's logo as the header and footer show it: the image the admin uploaded (its stored size reserves the
// space, so nothing shifts), or the built-in mark. Server-rendered from the page's reads: no fetch before it shows.
import { useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';
import { MediaImage } from '../ui/media-image';
import { BrandMark } from './brand-mark';

/** Whether the admin's logo is shown (then it carries the brand name as its alt text, and the text beside it is for the eye only). */
export function useHasLogo(): boolean {
  return Boolean(usePublicRead(publicQueries.brand()).data?.logoPath);
}

/** `size`: the height in the header (32 px, 28 px below 480 px) or the footer (28 px); a wide logo keeps its proportions up to a limit. */
export function SiteLogo({ size = 'header' }: { size?: 'header' | 'footer' }) {
  const t = useT();
  const brand = usePublicRead(publicQueries.brand()).data;
  if (!brand?.logoPath) return <BrandMark className={size === 'header' ? 'h-8 w-8 max-[30rem]:h-7 max-[30rem]:w-7' : 'h-7 w-7'} />;
  return (
    // In every page's first screen: never lazy. At most 10rem wide: a phone's 3x screen takes the 480 pixels wide
    // variant, not a designer's 4,000-pixel export.
    <MediaImage
      path={brand.logoPath}
      width={brand.logoWidth}
      height={brand.logoHeight}
      look={brand.logoLook}
      alt={t.brand}
      sizes="10rem"
      loading="eager"
      className={`${size === 'header' ? 'h-8 max-w-40 max-[30rem]:h-7' : 'h-7 max-w-36'} w-auto shrink-0 object-contain`}
    />
  );
}
