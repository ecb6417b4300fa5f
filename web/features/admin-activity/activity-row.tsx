// One entry of the Activity tab: when, who and from where; what was done, on what, and what it recorded.
import type { AuditEntry } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { describeEntry } from './describe';

export function ActivityRow({ entry }: { entry: AuditEntry }) {
  const t = useAdminT();
  const lang = useLang();
  const { target, lines } = describeEntry(t, entry);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[16rem_1fr]">
      <div>
        <time dateTime={entry.at} className="font-medium">
          {longDate(entry.at, lang)}
        </time>
        <p className="muted text-xs">
          {entry.account} · {fill(t.activity.from, { ip: entry.ip })}
        </p>
      </div>
      <div className="min-w-0">
        {/* An image's target is its 64-character path: it breaks anywhere rather than push the page sideways on a phone. */}
        <p className="[overflow-wrap:anywhere]">
          <span className={`font-semibold ${entry.action === 'sign_in_failed' ? 'text-bad' : ''}`}>{t.activity.actions[entry.action]}</span>
          {target && <span className="muted"> · {target}</span>}
        </p>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed entry, in a fixed order
          <p key={i} className="muted mt-0.5 whitespace-pre-line [overflow-wrap:anywhere]">
            {line}
          </p>
        ))}
      </div>
    </li>
  );
}
