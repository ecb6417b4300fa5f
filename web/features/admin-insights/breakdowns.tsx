// The report's breakdowns as six tables, each value in words: a page with its language as a small tag, a referring
// host ("Direct or unknown" for none, whose views the server cannot count: a dash, not a 0), a campaign by its name and
// where it ran, a device, a language, a plan.
import type { InsightDevice, InsightRow, InsightsReport, Lang } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { useLang } from '../../lib/i18n';
import { campaignOfValue, campaignParts, planLabel } from '../../lib/insight-words';
import { BreakdownTable, type Row } from './breakdown-table';

/** The value the server counts under once a day has too many different ones (db/schema.ts, insight_rollups). */
const OTHER = '(other)';

const DEVICE_ICONS: Record<InsightDevice, string> = {
  phone: 'i-lucide-smartphone',
  tablet: 'i-lucide-tablet',
  computer: 'i-lucide-monitor',
};

type Words = AdminDictionary['insights']['tables'];
const quiet = (text: string) => <span className="truncate text-muted">{text}</span>;

/** A row's figures and key; `other` rows are named "Other" and sorted last. */
function rowsOf(rows: InsightRow[], words: Words, label: (value: string) => Pick<Row, 'label' | 'title'>): Row[] {
  return rows.map((row) =>
    row.value === OTHER
      ? { ...row, key: row.value, label: quiet(words.other), last: true }
      : { ...row, key: row.value, ...label(row.value) },
  );
}

function pageLabel(value: string, words: Words): Pick<Row, 'label' | 'title'> {
  const [lang, ...rest] = value.split(' ');
  const path = rest.join(' ');
  if (lang !== 'en' && lang !== 'zh') return { label: <span className="truncate">{value}</span>, title: value };
  return {
    title: path,
    label: (
      <>
        <span
          className="shrink-0 rounded border border-line bg-surface px-1.5 text-xs leading-5 font-semibold text-muted"
          aria-hidden="true"
        >
          {words.langTags[lang as Lang]}
        </span>
        <span className="truncate">{path}</span>
        <span className="sr-only">{`(${words.langNames[lang as Lang]})`}</span>
      </>
    ),
  };
}

function campaignLabel(value: string, words: Words): Pick<Row, 'label' | 'title'> {
  const { name, via } = campaignParts(campaignOfValue(value));
  return {
    title: value,
    label: (
      <span className="min-w-0 truncate">
        {name || <span className="text-muted">{words.noName}</span>}
        {via && <span className="text-muted">{` · ${via}`}</span>}
      </span>
    ),
  };
}

export function Breakdowns({ report }: { report: InsightsReport }) {
  const t = useAdminT();
  const lang = useLang();
  const w = t.insights.tables;
  const known = <K extends string>(names: Record<K, string>, value: string) => (value in names ? names[value as K] : value);
  const unplanned = report.totals.inquiries - report.plans.reduce((sum, row) => sum + row.inquiries, 0);
  return (
    <div className="mt-4 grid gap-4 sm:mt-5 lg:grid-cols-2">
      <BreakdownTable
        title={w.pages}
        heading={w.page}
        figures={['visitors', 'views', 'inquiries']}
        rows={rowsOf(report.pages, w, (value) => pageLabel(value, w))}
      />
      <BreakdownTable
        title={w.referrers}
        heading={w.referrer}
        figures={['visitors', 'views', 'inquiries']}
        rows={rowsOf(report.referrers, w, (value) =>
          value ? { label: <span className="truncate">{value}</span>, title: value } : { label: quiet(w.direct), title: w.directNote },
        ).map((row) => (row.key === '' ? { ...row, visitors: null, views: null } : row))}
      />
      <BreakdownTable
        title={w.campaigns}
        heading={w.campaign}
        figures={['visitors', 'views', 'inquiries']}
        rows={rowsOf(report.campaigns, w, (value) => campaignLabel(value, w))}
      />
      <BreakdownTable
        title={w.plans}
        heading={w.plan}
        figures={['inquiries']}
        rows={[
          ...report.plans.map((row) => ({
            key: row.value,
            inquiries: row.inquiries,
            label: <span className="truncate">{planLabel(row.value, t, lang)}</span>,
          })),
          // The rest of the range's inquiries, so the table adds up to the figure above it.
          ...(unplanned > 0
            ? [{ key: '', inquiries: unplanned, label: <span className="truncate text-faint">{w.noPlan}</span>, last: true }]
            : []),
        ]}
      />
      <BreakdownTable
        title={w.devices}
        heading={w.device}
        figures={['visitors', 'views']}
        rows={rowsOf(report.devices, w, (value) => ({
          label: (
            <>
              {value in DEVICE_ICONS && (
                <span className={`${DEVICE_ICONS[value as InsightDevice]} h-4 w-4 text-muted`} aria-hidden="true" />
              )}
              <span className="truncate">{known(w.deviceNames, value)}</span>
            </>
          ),
        }))}
      />
      <BreakdownTable
        title={w.languages}
        heading={w.language}
        figures={['visitors', 'views']}
        rows={rowsOf(report.languages, w, (value) => ({ label: <span className="truncate">{known(w.langNames, value)}</span> }))}
      />
    </div>
  );
}
