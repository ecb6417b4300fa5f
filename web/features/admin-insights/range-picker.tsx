// The days the Insights tab shows: the last 7, 30 or 90 (ending today), or two days chosen. A chosen range is checked as
// it is typed; while it has a problem the problem is said under its fields and the last good range stays on screen.
import { useId, useState } from 'react';
import { INSIGHT_RANGES, RANGE_DAYS_MAX, type InsightsQuery } from '../../../src/contract';
import { DateField } from '../../components/admin/date-field';
import { ChoiceGroup } from '../../components/ui/choice-group';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { dayLabel, rangeLabel } from './figures';
import { daysIn, FIRST_RANGE, lastDays, rangeProblem, type LastDays } from './range';

type Mode = `${LastDays}` | 'custom';
type Props = { range: InsightsQuery; today: string; onChange: (range: InsightsQuery) => void };

export function RangePicker({ range, today, onChange }: Props) {
  const r = useAdminT().insights.range;
  const lang = useLang();
  const id = useId();
  const [mode, setMode] = useState<Mode>(`${FIRST_RANGE}`);
  const [draft, setDraft] = useState<InsightsQuery>(range);
  const problem = mode === 'custom' ? rangeProblem(draft.from, draft.to) : null;
  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'custom')
      setDraft(range); // starts from what is on screen
    else onChange(lastDays(Number(next), today));
  };
  const edit = (part: keyof InsightsQuery, value: string) => {
    const next = { ...draft, [part]: value };
    setDraft(next);
    if (!rangeProblem(next.from, next.to)) onChange(next);
  };
  const words =
    problem &&
    {
      missing: r.missing,
      order: r.order,
      tooLong: fill(r.tooLong, { max: RANGE_DAYS_MAX, count: daysIn(draft.from, draft.to) }),
    }[problem];
  const field = (part: keyof InsightsQuery, label: string) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${part}`} className="block text-sm font-medium">
        {label}
      </label>
      <DateField
        id={`${id}-${part}`}
        value={draft[part]}
        max={today}
        onChange={(value) => edit(part, value)}
        shown={draft[part] ? dayLabel(draft[part], lang, false, true) : ''}
        invalid={problem !== null}
        describedBy={problem ? `${id}-problem` : undefined}
        className="mt-1.5 sm:w-48"
      />
    </div>
  );
  return (
    <div className="mb-6 grid gap-3">
      <ChoiceGroup
        label={r.label}
        value={mode}
        onChange={choose}
        className="segmented-bar"
        options={[
          ...INSIGHT_RANGES.map((days) => ({ value: `${days}` as Mode, label: fill(r.last, { count: days }) })),
          { value: 'custom' as Mode, label: r.custom },
        ]}
      />
      {mode === 'custom' && (
        <div className="grid gap-x-3 gap-y-2 sm:flex sm:flex-wrap sm:items-start">
          <div className="grid grid-cols-2 gap-3 sm:flex">
            {field('from', r.from)}
            {field('to', r.to)}
          </div>
          {words && (
            <p id={`${id}-problem`} role="alert" className="flex items-center gap-1.5 text-sm text-bad sm:mt-9">
              <span className="i-lucide-circle-alert h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {words}{' '}
                <span className="text-muted">
                  {/* The range kept whole on one line: a date split across two reads as two. */}
                  {fill(r.stillShowing, { range: '\u0000' })
                    .split('\u0000')
                    .flatMap((part, i) =>
                      i
                        ? [
                            <span key="range" className="whitespace-nowrap">
                              {rangeLabel(range.from, range.to, lang)}
                            </span>,
                            part,
                          ]
                        : [part],
                    )}
                </span>
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
