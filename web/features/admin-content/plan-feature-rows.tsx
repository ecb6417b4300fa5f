// A plan's features as rows (the shared PairedRows): each feature's English and Chinese text side by side (stacked on a
// phone), ONE "Included" switch for both beside the row's menu, whose move and remove act on both languages; the two
// stored lists are kept in step (plan-content.ts).
import { useId } from 'react';
import { PairedRows } from '../../components/admin/paired-rows';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { featureLists, featureRows, rowDisagrees, rowIncluded, type Feature, type FeatureRow } from './plan-content';

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;

/**
 * The features, one row per feature: its English and Chinese text side by side (stacked on a phone), ONE "Included"
 * switch that sets or clears the "!" of both, and the row's move and remove buttons, which move both languages.
 */
export function PlanFeatures({
  featuresEn,
  featuresZh,
  onChange,
}: {
  featuresEn: Feature[];
  featuresZh: Feature[];
  onChange: (lists: { featuresEn?: Feature[]; featuresZh?: Feature[] }) => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} aria-describedby={`${headingId}-hint`} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold">
        {t.content.features}
      </h4>
      {/* Said once above the plans; here for screen readers. */}
      <p id={`${headingId}-hint`} className="sr-only">
        {w.featuresHint}
      </p>
      <PairedRows<FeatureRow>
        rows={featureRows(featuresEn, featuresZh)}
        onRows={(rows) => onChange(featureLists(rows))}
        text={(row, lang) => row[lang]?.text ?? ''}
        withText={(row, lang, text) => ({
          ...row,
          [lang]: { text: text.replace(/[\r\n]+/g, ' '), included: row[lang]?.included ?? rowIncluded(row) },
        })}
        blank={{ en: { text: '', included: true }, zh: { text: '', included: true } }}
        words={{
          english: t.content.english,
          chinese: t.content.chinese,
          none: t.content.noFeatures,
          add: t.content.addFeature,
          row: t.content.feature,
          text: w.featureText,
          actions: w.featureActions,
          moveUp: w.moveUp,
          moveDown: w.moveDown,
          remove: t.content.removeFeature,
          moveUpShort: w.moveUpShort,
          moveDownShort: w.moveDownShort,
          removeShort: w.remove,
        }}
        maxRows={MAX_FEATURES}
        maxLength={200}
        controls={(row, n, change) => <IncludedSwitch row={row} n={n} onChange={change} />}
        box={(row, lang) => ({
          className: rowIncluded(row) ? '' : 'text-muted line-through',
          placeholder: row[lang] ? undefined : w.emptyPartner,
        })}
        notes={(row) => rowNotes(row, w)}
      />
    </section>
  );
}

/** ONE switch for both languages: it sets or clears the "!" of the row's English and Chinese feature together. */
function IncludedSwitch({ row, n, onChange }: { row: FeatureRow; n: number; onChange: (row: FeatureRow) => void }) {
  const t = useAdminT();
  const included = rowIncluded(row);
  const setIncluded = (on: boolean) =>
    onChange({ en: { text: row.en?.text ?? '', included: on }, zh: { text: row.zh?.text ?? '', included: on } });
  return (
    <label className="mr-1 flex min-h-11 cursor-pointer items-center gap-1.5 text-xs font-medium">
      <input
        type="checkbox"
        role="switch"
        checked={included}
        aria-checked={included}
        aria-label={fill(t.content.featureIncluded, { n })}
        onChange={(e) => setIncluded(e.target.checked)}
        className="switch"
      />
      {/* The word follows the switch: "Included", or "Not included" when it is off. */}
      <span aria-hidden="true" className="min-w-[5.5rem]">
        {included ? t.content.included : t.planEditor.notIncluded}
      </span>
    </label>
  );
}

/** What a row's stored lists left unsettled: the languages disagreed on "included", or one language has no text. */
function rowNotes(row: FeatureRow, w: AdminDictionary['planEditor']) {
  const missing = (['en', 'zh'] as const).filter((lang) => !row[lang]?.text.trim());
  const oneMissing = missing.length === 1 && Boolean(row[missing[0] === 'en' ? 'zh' : 'en']?.text.trim());
  if (!rowDisagrees(row) && !oneMissing) return null;
  return (
    <>
      {rowDisagrees(row) && <p className="text-xs text-warn">{w.disagree}</p>}
      {oneMissing && <p className="text-xs text-warn">{missing[0] === 'en' ? w.missingEn : w.missingZh}</p>}
    </>
  );
}
