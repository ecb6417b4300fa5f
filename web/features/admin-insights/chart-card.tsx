// The daily chart in its card: a title with a legend that names each mark (the visitors' line, the page views' area,
// the inquiries' dots), the drawing, the time zone the days are counted in, and the same numbers as a table for screen
// readers.
import { zoneLabel } from '../../lib/zone-label';
import type { InsightsReport } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { count, dayLabel, rangeLabel } from './figures';
import { TrendChart } from './trend-chart';

export function ChartCard({ report }: { report: InsightsReport }) {
  const t = useAdminT().insights;
  const lang = useLang();
  const legend = [
    { name: t.totals.visitors, swatch: 'h-0.5 w-4 rounded-full bg-ink' },
    { name: t.totals.views, swatch: 'h-3 w-4 rounded-t-sm border-t-2 border-chart-bar bg-chart-bar/30' },
    { name: t.totals.inquiries, swatch: 'h-2.5 w-2.5 rounded-full bg-ink' },
  ];
  return (
    <section aria-labelledby="insights-chart-title" className="card mt-4 p-4 sm:mt-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 id="insights-chart-title" className="admin-section-title">
          {t.chart.title}
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
          {legend.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5 whitespace-nowrap">
              <span className={item.swatch} />
              <span className="text-muted">{item.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <TrendChart days={report.days} label={t.chart.label} />
      {/* Said once, quietly: a range's visitors add up its days (the salt that makes a visitor changes every day). */}
      <p className="mt-3 text-xs text-faint">
        {fill(t.chart.zone, { zone: zoneLabel(report.timeZone, lang) })} · {t.chart.perDay}
      </p>
      <div className="sr-only">
        <table>
          <caption>{fill(t.chart.caption, { range: rangeLabel(report.from, report.to, lang) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t.chart.day}</th>
              <th scope="col">{t.totals.visitors}</th>
              <th scope="col">{t.totals.views}</th>
              <th scope="col">{t.totals.inquiries}</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day, lang, true)}</th>
                <td>{count(day.visitors, lang)}</td>
                <td>{count(day.views, lang)}</td>
                <td>{count(day.inquiries, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
