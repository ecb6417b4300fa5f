// The range's four figures (visitors, page views, inquiries, conversion rate), each with its change against the same
// number of days before: an arrow and a number, in green or red as well but never by colour alone, and said in words.
import type { InsightsReport, InsightTotals } from '../../../src/contract';
import { CHANGE_LOOK } from '../../components/admin/change-look';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { type Change, changeNumber, count, countChange, percent, rateChange } from './figures';
import { daysIn } from './range';

type Figure = keyof InsightTotals;
const FIGURES: Figure[] = ['visitors', 'views', 'inquiries', 'conversion'];

const LOOK = CHANGE_LOOK;

export function KpiCards({ report }: { report: InsightsReport }) {
  const t = useAdminT();
  const lang = useLang();
  const days = daysIn(report.from, report.to);
  const now = report.totals;
  const before = report.previous.totals;
  const shown = (figure: Figure, totals: InsightTotals) =>
    figure === 'conversion' ? percent(totals.conversion, lang) : count(totals[figure], lang);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {FIGURES.map((figure) => {
        const change =
          figure === 'conversion'
            ? rateChange(now.conversion, before.conversion, before.visitors)
            : countChange(now[figure], before[figure]);
        return (
          <div key={figure} className="card min-w-0 p-4 sm:p-5" data-figure={figure}>
            <dt className="text-sm font-medium text-muted">{t.insights.totals[figure]}</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums sm:text-[1.75rem]">{shown(figure, now)}</dd>
            <dd className="mt-1.5">
              <ChangeText change={change} days={days} points={figure === 'conversion'} previous={shown(figure, before)} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function ChangeText({ change, days, points, previous }: { change: Change; days: number; points: boolean; previous: string }) {
  const c = useAdminT().insights.change;
  const lang = useLang();
  const look = LOOK[change.kind];
  const amount = 'value' in change ? fill(points ? c.points : c.percent, { value: changeNumber(change.value, lang) }) : '';
  const visible = { up: amount, down: amount, same: c.same, new: c.new }[change.kind];
  // Read out in full: which way, by how much (points spelt out), against which days and what they had.
  const said = 'value' in change && points ? fill(c.pointsSaid, { value: changeNumber(change.value, lang) }) : amount;
  const words = { up: c.up, down: c.down, same: c.even, new: c.fresh }[change.kind];
  const sentence = fill(words, { value: said, count: days, previous });
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 text-sm" title={sentence}>
      <span className={`inline-flex items-center gap-1 font-medium whitespace-nowrap ${look.tone}`} data-change={change.kind}>
        <span className={`${look.icon} h-4 w-4`} aria-hidden="true" />
        <span aria-hidden="true">{visible}</span>
      </span>
      {/* What the days before had, in view: a big percentage of a small number says little on its own. */}
      {change.kind !== 'new' && (
        <span className="whitespace-nowrap text-faint" aria-hidden="true">
          {fill(c.was, { previous })}
        </span>
      )}
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
