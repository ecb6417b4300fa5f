// Above a page's parts: how many of its texts (and the whole site's) still lack a language, and the switch that shows
// only those (nothing at all once every text has both languages).
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

/** `site` is undefined while some page's texts are still on their way. */
type Props = { here: number; site: number | undefined; onlyGaps: boolean; onOnlyGaps: (only: boolean) => void };

export function GapsRow({ here, site, onlyGaps, onOnlyGaps }: Props) {
  const t = useAdminT();
  // With every text in both languages there is nothing to filter: the row would only be in the way of the fields.
  if (site === 0 && !onlyGaps) return null;
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 text-sm">
        <p className="muted" role="status">
          {site === 0
            ? t.content.gaps.allDone
            : fill(t.content.gaps.summary, { count: String(here), total: site === undefined ? '…' : String(site) })}
        </p>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
          <input type="checkbox" checked={onlyGaps} onChange={(e) => onOnlyGaps(e.target.checked)} className="keyboard-ring h-4 w-4" />
          {t.content.gaps.onlyThese}
        </label>
      </div>
      {onlyGaps && here === 0 && <p className="muted card mt-4 px-4 py-6 text-center text-sm">{t.content.gaps.noneHere}</p>}
    </>
  );
}
