// The admin's first screen starts with what the site still lacks (placeholder contacts, no email notifications, no
// public address, no backup), each in plain words with where to fix it; it is gone once everything is done.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { SetupCheckId } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { setupQuery } from '../../lib/calls/setup';
import { fill } from '../../lib/i18n';

/** Where in the admin each item is fixed; the others are fixed on the server. */
const FIX_AT: Partial<Record<SetupCheckId, string>> = {
  contactDetails: '/dashboard/settings#contact',
  emailNotifications: '/dashboard/settings#email',
  backup: '/dashboard/settings#backups',
};

export function SetupChecklist() {
  const t = useAdminT();
  // Quietly absent when it cannot be read: it is advice, and the tab below it works without it.
  const status = useQuery(setupQuery());
  const checks = status.data?.checks ?? [];
  const open = checks.filter((check) => !check.done);
  if (!open.length) return null;
  return (
    <section aria-labelledby="setup-title" className="card mb-8 border-warn/40 p-5">
      <h2 id="setup-title" className="flex items-center gap-2 text-lg font-semibold">
        <span className="i-lucide-list-checks h-5 w-5 text-warn" aria-hidden="true" />
        {t.setup.title}
      </h2>
      <p className="muted mt-1 text-sm">
        {fill(t.setup.progress, { done: String(checks.length - open.length), total: String(checks.length) })}
      </p>
      <ul className="mt-4 grid gap-3">
        {checks.map(({ id, done }) => {
          const words = t.setup.checks[id];
          return (
            <li key={id} className="flex items-start gap-3">
              <span
                className={`mt-0.5 h-5 w-5 ${done ? 'i-lucide-circle-check text-good' : 'i-lucide-circle-alert text-warn'}`}
                aria-hidden="true"
              />
              <div className="min-w-0 text-sm">
                <p className={done ? 'muted' : 'font-medium'}>{done ? words.done : words.todo}</p>
                {!done && (
                  <p className="muted mt-0.5">
                    {words.where}{' '}
                    {FIX_AT[id] && (
                      <Link
                        href={FIX_AT[id]}
                        className="keyboard-ring inline-flex min-h-11 items-center rounded font-semibold text-accent-text underline underline-offset-2"
                      >
                        {t.setup.go}
                      </Link>
                    )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
