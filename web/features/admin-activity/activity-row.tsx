// One row of the Activity tab: its time (the day is the heading above it), what was done, on what and what it recorded;
// who and the client's address (and, for a folded row, each time it happened) once, in the row's details.
import { DateText } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate, timeOfDay } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { ACTION_SIGNS } from './action-signs';
import { describeEntry } from './describe';
import type { Fold } from './fold';

export function ActivityRow({ fold }: { fold: Fold }) {
  const t = useAdminT();
  const a = t.activity;
  const lang = useLang();
  const entry = fold[0]!;
  const { target, lines, file } = describeEntry(t, entry, lang);
  const addresses = new Set(fold.map((e) => e.ip));
  return (
    // On a phone the time above what was done (decision 0277, review r33 #9: a time column took a quarter of the width and
    // the words wrapped), then what it recorded on one line; who in the details on tap. From 640 px the time sits in its
    // column on the summary's baseline.
    <li className="relative grid grid-cols-1 gap-y-0.5 px-4 py-2.5 text-sm sm:grid-cols-[6.5rem_1fr] sm:items-baseline sm:gap-x-2 sm:gap-y-1">
      {/* The day is the heading above; the whole date on hover. */}
      <span className="pr-10 font-medium tabular-nums max-sm:text-muted" title={longDate(entry.at, lang)}>
        <DateText text={timeOfDay(entry.at, lang)} at={entry.at} />
      </span>
      <div className="min-w-0">
        <p className="pr-10 max-sm:line-clamp-2 sm:pr-12 sm:[overflow-wrap:anywhere]">
          {/* The family of the action at a glance; the words after it say it. */}
          <span
            className={`${ACTION_SIGNS[entry.action]} mr-2 inline-block h-4 w-4 align-[-3px] ${entry.action === 'sign_in_failed' ? 'text-bad' : 'text-muted'}`}
            aria-hidden="true"
          />
          <span className={`font-semibold ${entry.action === 'sign_in_failed' ? 'text-bad' : ''}`}>{a.actions[entry.action]}</span>
          {fold.length > 1 && (
            // A count, not a warning: the neutral chip.
            <span className="ml-1.5 rounded border border-line bg-surface-alt px-1.5 py-0.5 text-xs font-medium text-muted">
              {fill(a.times, { count: fold.length })}
            </span>
          )}
          {target && <span className="muted"> · {target}</span>}
        </p>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed entry, in a fixed order
          <p key={i} className="muted mt-0.5 whitespace-pre-line [overflow-wrap:anywhere] max-sm:hidden">
            {line}
          </p>
        ))}
        {/* On a phone what it recorded (the change, as desktop shows it) in up to three lines, then an ellipsis (decision 0282,
            review of session 55 #3: one line cut every change short); whole in the details. */}
        {lines.length > 0 && (
          <p className="muted mt-0.5 line-clamp-3 [overflow-wrap:anywhere] sm:hidden" data-activity-gist="">
            {lines.join(' · ').replace(/\s*\n\s*/g, ' · ')}
          </p>
        )}
        {/* Its toggle sits at the row's right, so a row is one line until opened (a 44 px target on a phone): a quiet
            chevron, its name for screen readers and on hover, not "Details" written down every row (decision 0153). */}
        <details className="group">
          <summary
            title={a.details}
            className="keyboard-ring absolute top-0 right-2 inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded text-muted hover:bg-surface-alt hover:text-ink sm:top-1.5 sm:right-3 sm:min-h-8 sm:min-w-8 [&::-webkit-details-marker]:hidden"
          >
            <span className="sr-only">{a.details}</span>
            <span className="i-lucide-chevron-down h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          {/* On a phone, what it recorded (the row is one line there). */}
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed entry, in a fixed order
            <p key={i} className="muted mt-0.5 whitespace-pre-line [overflow-wrap:anywhere] sm:hidden">
              {line}
            </p>
          ))}
          {/* Who (one account, but the log keeps it) and from where, once. */}
          <p className="muted text-xs">
            {entry.account}
            {addresses.size === 1 && ` · ${fill(a.from, { ip: entry.ip })}`}
          </p>
          {file && <p className="muted font-mono text-xs [overflow-wrap:anywhere]">{file}</p>}
          {fold.length > 1 && <p className="mt-1 text-xs font-medium">{a.when}</p>}
          {fold.length > 1 && (
            <ul className="muted text-xs">
              {fold.map((e) => (
                <li key={e.id}>
                  <DateText text={longDate(e.at, lang)} at={e.at} />
                  {addresses.size > 1 && ` · ${fill(a.from, { ip: e.ip })}`}
                </li>
              ))}
            </ul>
          )}
        </details>
      </div>
    </li>
  );
}
