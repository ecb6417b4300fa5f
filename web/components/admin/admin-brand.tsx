// The site's mark and name at the head of the dashboard, as the public header draws them: the uploaded logo (read
// through react-query, so a logo saved under Settings shows here at once) or the built-in mark.
import { useQuery } from '@tanstack/react-query';
import { brandQuery } from '../../lib/calls/brand';
import { useT } from '../../lib/i18n';
import { BrandMark } from '../layout/brand-mark';

/**
 * `compact`: below 1024 px the mark alone, the name said to screen readers only (the dashboard's header, where the name on
 * two lines beside "Setup 3/4" read as a wrapped header, and on a tablet ran under the label and the actions once Sign out
 * joined them, decision 0199); the sign-in page shows it whole.
 */
export function AdminBrand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const brand = useQuery(brandQuery()).data;
  return (
    <span className="flex items-center gap-2">
      {brand?.logoPath ? (
        <img
          src={brand.logoPath}
          width={brand.logoWidth ?? undefined}
          height={brand.logoHeight ?? undefined}
          alt=""
          decoding="async"
          className="h-8 w-auto max-w-32 shrink-0 object-contain"
        />
      ) : (
        <BrandMark className="h-8 w-8 shrink-0" />
      )}
      {/* Elsewhere the whole name on a phone too (the client's fixed name, never cut): a little smaller, on two lines where
          one is too narrow. */}
      <span
        className={`max-w-[8.5rem] text-[0.875rem] leading-[1.15] font-semibold text-balance sm:max-w-none sm:text-base sm:whitespace-nowrap ${compact ? 'max-lg:sr-only' : ''}`}
      >
        {t.brand}
      </span>
    </span>
  );
}
