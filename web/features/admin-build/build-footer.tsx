// The dashboard's footer: which build of the site runs (version, commit, build time), read from /healthz, whose details
// the signed-in admin gets: the version, the commit and build time behind "Technical details" (round 11: a version
// number is an engineer's word on an owner's screen). Quiet and last on every tab: looked for when someone asks "is the new version live?".
import { useQuery } from '@tanstack/react-query';
import { ServerDetails } from '../../components/admin/server-details';
import { useAdminT } from '../../lib/admin-i18n';
import { healthQuery } from '../../lib/calls/health';
import { longDate } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';

/** `inline`: in a page's column (Settings → How soon changes show) rather than across the foot of the window. */
export function BuildFooter({ inline = false }: { inline?: boolean }) {
  const t = useAdminT();
  const b = t.build;
  const lang = useLang();
  // Read once: the build does not change while the page is open (a new one restarts the server, and a reload reads it).
  const health = useQuery({ ...healthQuery(), staleTime: Infinity, retry: false });
  const data = health.data;
  // Advice, not a control: absent when it cannot be read.
  if (!data || !('version' in data)) return null;
  // On a phone the parts wrap without separators, so no line ends in a lone dot.
  const parts = (
    <p className={`flex flex-wrap gap-x-2 gap-y-1 max-sm:gap-x-4 ${inline ? 'inline-flex' : 'pb-2'}`}>
      <span>{fill(b.version, { version: data.version })}</span>
      <span aria-hidden="true" className="max-sm:hidden">
        ·
      </span>
      {data.builtAt ? (
        <>
          <span>
            {b.commit} <code className="font-mono select-all">{data.commit}</code>
          </span>
          <span aria-hidden="true" className="max-sm:hidden">
            ·
          </span>
          {/* The time is never broken inside (a Chinese one could split between 上 and 午). */}
          <span>
            {b.built}{' '}
            <time dateTime={data.builtAt} title={data.builtAt} className="whitespace-nowrap">
              {longDate(data.builtAt, lang)}
            </time>
          </span>
        </>
      ) : (
        <span>{b.source}</span>
      )}
    </p>
  );
  // In the settings (Settings → How soon changes show): a note of the page's one "Technical details" (decision 0246: its
  // own "Which version is running" was a second disclosure on the screen).
  if (inline)
    return (
      <ServerDetails about={b.details}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a footer inside the main area is not a landmark without a name; the label names it */}
        <footer aria-label={b.label} className="inline">
          {parts}
        </footer>
      </ServerDetails>
    );
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a footer inside the main area is not a landmark without a name; the label names it
    <footer aria-label={b.label} className="muted admin-x pb-8 text-xs">
      {/* The version, commit and build time (for whoever asks "is the new version live?") behind "Which version is running". */}
      <div className="flex flex-wrap items-start gap-x-3">
        <details className="group">
          <summary className="keyboard-ring inline-flex min-h-11 cursor-pointer items-center gap-1 rounded hover:text-ink">
            <span className="i-lucide-chevron-right h-3.5 w-3.5 group-open:rotate-90" aria-hidden="true" />
            {b.details}
          </summary>
          {parts}
        </details>
      </div>
    </footer>
  );
}
