// The setup checklist's panel: what is left, each in the owner's words; the owner's own items link to where they are
// fixed by one main button, the server's too, to the settings page that holds their steps (decision 0264); done steps are listed
// ticked, hidden ones with "Show again" (review round 16).
import { useId } from 'react';
import { Link } from '../../lib/router';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { useMailAlert } from '../../lib/site-alerts';
import type { SetupItem, useSetupItems } from './setup-items';

/** `wide`: the Overview's full-width band (decision 0244: the checklist's one place), one column (review round 20 #5: two
 *  columns left ragged rows). */
type Props = { setup: ReturnType<typeof useSetupItems>; onGo?: () => void; wide?: boolean };

export function SetupChecklist({ setup, onGo, wide = false }: Props) {
  const t = useAdminT();
  const s = t.setup;
  // Its heading's id of its own: the Overview tab shows it in the page while the header's popover holds another.
  const titleId = useId();
  return (
    // The panel's height is capped by its popover (inherited here): the list scrolls.
    <section aria-labelledby={titleId} className="flex min-h-0 flex-col text-sm" style={{ maxHeight: 'inherit' }}>
      <div className="grid min-h-0 grid-cols-[minmax(0,1fr)] gap-3 overflow-y-auto p-4 pb-3" data-setup-scroll="">
        <div>
          {/* Its one dismiss a quiet text button in its header (review round 33 #6: a full bordered button on a footer rule
              weighed the card down). */}
          <div className="flex min-h-6 items-start justify-between gap-2">
            {/* Focused when the header's "Setup 3/4" pill leads here (decision 0244). */}
            <h2 id={titleId} className="admin-section-title outline-none" tabIndex={-1}>
              {s.title}
            </h2>
            <button
              type="button"
              className="keyboard-ring -my-2.5 -mr-2 inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 rounded px-2 text-xs font-medium text-muted hover:text-ink max-sm:min-w-11"
              onClick={setup.hideAll}
              title={s.hideAll}
            >
              <span className="i-lucide-eye-off h-3.5 w-3.5 max-sm:h-4 max-sm:w-4" aria-hidden="true" />
              {/* On a phone the sign alone (named, and titled), leaving the title its line. */}
              <span className="max-sm:sr-only">{s.hideAll}</span>
            </button>
          </div>
          <p className="muted mt-0.5">{fill(s.progress, { done: String(setup.done), total: String(setup.total) })}</p>
          {/* A thin bar in the ink scale (review round 33 #6: the thick near-black one dominated the card; decision 0281:
              the accent is for actions and unread alone). */}
          <div className="mt-2 h-1 overflow-hidden rounded-full bg-line" aria-hidden="true" data-setup-progress="">
            <div className="h-full rounded-full bg-muted" style={{ width: `${(100 * setup.done) / Math.max(1, setup.total)}%` }} />
          </div>
        </div>
        {/* Every step in its place, each with its status sign (review round 16): what is left with its one main button,
            what is done ticked, what was hidden with "Show again"; no folded "Done or hidden" box. */}
        {/* One column no wider than the band (a phone's band was widened by its longest button, cut at the right). */}
        <ul
          className={
            wide ? 'grid grid-cols-[minmax(0,1fr)] divide-y divide-line border-t border-line' : 'divide-y divide-line border-t border-line'
          }
        >
          {openFirst(setup.items).map((item) =>
            !item.done && !item.hidden ? (
              <OpenItem key={item.id} item={item} onGo={onGo} />
            ) : (
              // Top-aligned as an open step is.
              <li key={item.id} className="flex min-h-11 items-start gap-2 py-3" data-setup-step={item.done ? 'done' : 'hidden'}>
                <span
                  className={`mt-0.5 h-4 w-4 shrink-0 ${item.done ? 'i-lucide-circle-check text-good' : 'i-lucide-eye-off text-muted'}`}
                  aria-hidden="true"
                />
                <span className="muted min-w-0 flex-1">
                  {item.done ? s.checks[item.id].done : `${s.checks[item.id].name} · ${s.hidden}`}
                </span>
                {!item.done && (
                  <button type="button" className="ink-link min-h-11 shrink-0 px-2 font-semibold" onClick={() => setup.showItem(item.id)}>
                    {s.showItem}
                  </button>
                )}
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}

/** What is left first, in the band and the header's panel alike; then the done and hidden steps (review round 20 #5). */
const openFirst = (items: SetupItem[]) => [
  ...items.filter((item) => !item.done && !item.hidden),
  ...items.filter((item) => item.done || item.hidden),
];

function OpenItem({ item, onGo }: { item: SetupItem; onGo?: () => void }) {
  const t = useAdminT();
  const words: { name: string; todo: string; fix?: string; go?: string; server?: string } = t.setup.checks[item.id];
  // Email stuck is said once, in "Needs attention" above the checklist (decision 0264, review round 31 #1): its step
  // points there rather than saying it again with a second button.
  const mailAlert = useMailAlert();
  if (item.id === 'emailNotifications' && mailAlert)
    return (
      <li className="flex min-h-11 items-start gap-2 py-3" data-setup-step="covered">
        <span className="i-lucide-circle-dashed mt-0.5 h-4 w-4 shrink-0 text-warn" aria-hidden="true" />
        <span className="muted min-w-0 flex-1">{`${words.name} · ${t.setup.coveredAbove}`}</span>
      </li>
    );
  // Email is the owner's item once a mail server is connected; before that its server words say what is missing.
  const problem = item.byServer && words.server ? words.server : words.todo;
  return (
    <li className="flex items-start gap-2 py-3" data-setup-step="open">
      <span className="i-lucide-circle-dashed mt-0.5 h-4 w-4 shrink-0 text-warn" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{problem}</p>
        {!item.byServer && words.fix && <p className="muted mt-0.5">{words.fix}</p>}
        {/* The step's one main button, to the settings page where it is done (decision 0264, review round 31 #3: "Copy the
            steps" was no action of the owner's); a server's step opens the page whose Technical details hold its steps. No
            "Not now" of its own (decision 0229): the checklist's one dismiss is at its foot. */}
        {item.fixAt && words.go && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Link href={item.fixAt} onClick={onGo} className="btn-outline min-h-11 text-sm">
              {words.go}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
        )}
      </div>
    </li>
  );
}
