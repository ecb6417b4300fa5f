// The Insights tab: the public site's visits and the messages they led to, for the last 7, 30 or 90 days or a range
// chosen: four figures against the days before, the days as a chart, and where visitors came from and went.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { InsightsReport } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { PageHead } from '../../components/admin/page-head';
import { useAdminT } from '../../lib/admin-i18n';
import { insightsExportUrl, insightsQuery } from '../../lib/calls/insights';
import { fill, useLang } from '../../lib/i18n';
import { Breakdowns } from './breakdowns';
import { ChartCard } from './chart-card';
import { rangeLabel } from './figures';
import { InsightsEmpty } from './insights-empty';
import { InsightsSkeleton } from './insights-skeleton';
import { KpiCards } from './kpi-cards';
import { daysIn, FIRST_RANGE, lastDays, localDay } from './range';
import { RangePicker } from './range-picker';

/** Nothing counted in these days nor the days before, and no message: a site with no views yet, as far as it can tell. */
const nothingYet = (report: InsightsReport) =>
  report.totals.views + report.previous.totals.views + report.totals.inquiries + report.previous.totals.inquiries === 0;

export function InsightsPanel() {
  const t = useAdminT();
  const lang = useLang();
  const today = localDay();
  const [range, setRange] = useState(() => lastDays(FIRST_RANGE, today));
  const report = useQuery({ ...insightsQuery(range), placeholderData: keepPreviousData });
  const label = rangeLabel(range.from, range.to, lang);

  const exportLink = (
    <a
      href={insightsExportUrl(range, lang)}
      download
      title={fill(t.insights.exportTitle, { range: label })}
      className="btn-outline min-h-11"
    >
      <span className="i-lucide-download h-4 w-4" aria-hidden="true" />
      {t.insights.exportCsv}
    </a>
  );
  let body: ReactNode;
  if (report.isPending) body = <InsightsSkeleton label={t.insights.loading} />;
  else if (report.isError)
    body = (
      <LoadFailed what={t.insights.loadFailed} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
    );
  else if (nothingYet(report.data)) body = <InsightsEmpty />;
  else
    body = (
      <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : ''} aria-busy={report.isPlaceholderData}>
        <KpiCards report={report.data} />
        <ChartCard report={report.data} />
        <Breakdowns report={report.data} />
      </div>
    );
  return (
    <section aria-label={t.tabs.insights}>
      {/* Nothing to export before the first visit. */}
      <PageHead title={t.tabs.insights} actions={report.data && nothingYet(report.data) ? undefined : exportLink} live quietOnPhone>
        {fill(t.insights.compared, { range: label, count: daysIn(range.from, range.to) })}
      </PageHead>
      <RangePicker range={range} today={today} onChange={setRange} />
      {body}
    </section>
  );
}
