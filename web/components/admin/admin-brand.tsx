// The site's mark and name at the head of the dashboard, as the public header draws them: the uploaded logo (read
// through react-query, so a logo saved under Settings shows here at once) or the built-in mark.
import { useQuery } from '@tanstack/react-query';
import { brandQuery } from '../../lib/calls/brand';
import { useT } from '../../lib/i18n';
import { BrandMark } from '../layout/brand-mark';

export function AdminBrand() {
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
      {/* The short name on a phone, so the header stays one row (as the public header does). */}
      <span className="font-semibold whitespace-nowrap">
        <span className="hidden sm:inline">{t.brand}</span>
        <span className="sm:hidden">{t.brandShort}</span>
      </span>
    </span>
  );
}
