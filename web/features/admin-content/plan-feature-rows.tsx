// A plan's features as rows: each feature's English and Chinese text side by side (stacked on a phone), ONE "Included"
// switch for both, and the row's move and remove actions in its menu; the two stored lists are kept in step
// (plan-content.ts).
import { useEffect, useId, useRef } from 'react';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang, type Lang } from '../../lib/i18n';
import { featureLists, featureRows, rowDisagrees, rowIncluded, type Feature, type FeatureRow } from './plan-content';

/** The server takes at most 30 features per language (src/contract/pricing.ts). */
const MAX_FEATURES = 30;
/** From 1024 px up a row is one line: number, English, Chinese, controls; the headings above use the same columns. The
 * texts get the width: the switch and one menu button are all that sits beside them. */
const COLUMNS = 'lg:grid-cols-[1.75rem_minmax(0,1fr)_minmax(0,1fr)_auto]';

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
  const list = useRef<HTMLOListElement>(null);
  const rows = featureRows(featuresEn, featuresZh);
  const write = (next: FeatureRow[]) => onChange(featureLists(next));
  const update = (index: number, row: FeatureRow) => write(rows.map((old, i) => (i === index ? row : old)));

  // After Add the caret goes to the new row's English text; after a move, to the moved row's menu button.
  const focusNext = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the rows changed, which the lists say
  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) list.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [featuresEn, featuresZh]);

  const move = (index: number, by: -1 | 1) => {
    const other = index + by;
    if (other < 0 || other >= rows.length) return;
    const next = [...rows];
    [next[index], next[other]] = [next[other]!, next[index]!];
    focusNext.current = `[data-row="${other}"] [popovertarget]`;
    write(next);
  };
  const add = () => {
    focusNext.current = `[data-row="${rows.length}"] textarea`;
    write([...rows, { en: { text: '', included: true }, zh: { text: '', included: true } }]);
  };

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h4 id={headingId} className="text-sm font-semibold">
        {t.content.features}
      </h4>
      <p className="mt-1 text-xs text-muted">{w.featuresHint}</p>
      {rows.length === 0 && <p className="mt-2 text-sm text-muted">{t.content.noFeatures}</p>}
      {rows.length > 0 && (
        <div className={`mt-3 hidden gap-x-3 text-xs font-medium text-muted uppercase lg:grid ${COLUMNS}`} aria-hidden="true">
          <span className="col-start-2">{t.content.english}</span>
          <span className="col-start-3">{t.content.chinese}</span>
        </div>
      )}
      <ol ref={list} className="mt-1 divide-y divide-line">
        {rows.map((row, i) => (
          <FeatureRowFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position; features have no identity of their own to key by
            key={i}
            index={i}
            row={row}
            count={rows.length}
            onChange={(next) => update(i, next)}
            onMove={(by) => move(i, by)}
            onRemove={() => write(rows.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button type="button" onClick={add} disabled={rows.length >= MAX_FEATURES} className="btn-outline mt-3 px-3 py-1.5">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {t.content.addFeature}
      </button>
    </section>
  );
}

function FeatureRowFields({
  index,
  row,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  row: FeatureRow;
  count: number;
  onChange: (row: FeatureRow) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const w = t.planEditor;
  const n = index + 1;
  const included = rowIncluded(row);
  const setIncluded = (on: boolean) =>
    onChange({ en: { text: row.en?.text ?? '', included: on }, zh: { text: row.zh?.text ?? '', included: on } });
  const setText = (lang: Lang, text: string) =>
    onChange({ ...row, [lang]: { text: text.replace(/[\r\n]+/g, ' '), included: row[lang]?.included ?? included } });
  const missing = (['en', 'zh'] as const).filter((lang) => !row[lang]?.text.trim());
  return (
    // From 1024 px up one line: number, English, Chinese, controls (the wrappers dissolve into the row's grid); below it
    // the name and controls on top, the two texts under them (side by side from 640 px).
    <li className={`grid gap-x-3 gap-y-1 py-2 lg:items-start ${COLUMNS}`} data-row={index} data-included={included}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 lg:contents">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium lg:col-start-1 lg:row-start-1 lg:min-h-11">
          <span className="lg:hidden">{fill(t.content.feature, { n })}</span>
          <span className="hidden text-muted tabular-nums lg:inline" aria-hidden="true">
            {n}.
          </span>
        </span>
        <div className="ml-auto flex items-center gap-1 lg:col-start-4 lg:row-start-1 lg:justify-end">
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
              {included ? t.content.included : w.notIncluded}
            </span>
          </label>
          <ActionsMenu
            label={fill(w.featureActions, { n })}
            actions={[
              {
                label: fill(w.moveUp, { n }),
                text: w.moveUpShort,
                icon: 'i-lucide-arrow-up',
                disabled: index === 0,
                onSelect: () => onMove(-1),
              },
              {
                label: fill(w.moveDown, { n }),
                text: w.moveDownShort,
                icon: 'i-lucide-arrow-down',
                disabled: index === count - 1,
                onSelect: () => onMove(1),
              },
              {
                label: fill(t.content.removeFeature, { n }),
                text: w.remove,
                icon: 'i-lucide-trash-2',
                destructive: true,
                onSelect: onRemove,
              },
            ]}
          />
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:contents">
        {(['en', 'zh'] as const).map((lang) => (
          <FeatureText key={lang} lang={lang} n={n} feature={row[lang]} included={included} onText={(text) => setText(lang, text)} />
        ))}
      </div>
      {rowDisagrees(row) && <p className="text-xs text-warn lg:col-span-2 lg:col-start-2">{w.disagree}</p>}
      {missing.length === 1 && row[missing[0] === 'en' ? 'zh' : 'en']?.text.trim() && (
        <p className="text-xs text-warn lg:col-span-2 lg:col-start-2">{missing[0] === 'en' ? w.missingEn : w.missingZh}</p>
      )}
    </li>
  );
}

/** One language's text of a feature: a text box that grows with its text (never cut), one line of text however long. */
function FeatureText({
  lang,
  n,
  feature,
  included,
  onText,
}: {
  lang: Lang;
  n: number;
  feature: Feature | null;
  included: boolean;
  onText: (text: string) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const language = lang === 'en' ? t.content.english : t.content.chinese;
  return (
    <div className={`min-w-0 lg:row-start-1 ${lang === 'en' ? 'lg:col-start-2' : 'lg:col-start-3'}`}>
      {/* From 1024 px up the list's column headings say the language once. */}
      <label htmlFor={id} className="text-xs font-medium text-muted uppercase lg:sr-only">
        {language}
      </label>
      <TextBox
        oneLine
        id={id}
        value={feature?.text ?? ''}
        lang={htmlLang(lang)}
        maxLength={200}
        aria-label={fill(t.planEditor.featureText, { n, language })}
        placeholder={feature ? undefined : t.planEditor.emptyPartner}
        // A feature is one line: TextBox keeps Enter and pasted breaks out of it (the server refuses them).
        onText={onText}
        className={`field mt-1 lg:mt-0 ${included ? '' : 'text-muted line-through'}`}
      />
    </div>
  );
}
