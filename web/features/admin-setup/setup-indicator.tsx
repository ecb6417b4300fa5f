// The setup checklist's one place (decision 0229; review round 26 #8: the header's "Setup 3/4" dots repeated the
// Overview's checklist and showed on some tabs only): a slim banner in the row of the site's notices under the header,
// the same on every tab, "Setup 3/4" its toggle; pressed, the checklist unfolds in the banner (it pushes the page down,
// never covers it). It takes no room once everything is done or hidden.
import { NoticeBar } from '../../components/admin/notice-bar';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { SetupChecklist } from './setup-checklist';
import { useSetupItems } from './setup-items';

export function SetupIndicator() {
  const t = useAdminT();
  const setup = useSetupItems();
  if (setup.allHidden || setup.open.length === 0) return null;
  const counts = { done: String(setup.done), total: String(setup.total) };
  return (
    <NoticeBar
      id="setup-title"
      title={t.setup.title}
      icon="i-lucide-list-checks"
      tone="quiet"
      more={fill(t.setup.indicatorName, counts)}
      toggle={
        <>
          {/* Still segments and "Setup 3/4": nothing that turns, so it never reads as loading; the whole phrase heard. */}
          <span className="flex gap-0.5 max-sm:hidden" aria-hidden="true">
            {Array.from({ length: setup.total }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a segment is its position
              <span key={i} className={`h-1.5 w-2 rounded-full ${i < setup.done ? 'bg-good' : 'bg-line-strong'}`} />
            ))}
          </span>
          {/* On a phone the count alone: the banner's title beside it says what it counts. */}
          <span aria-hidden="true" className="whitespace-nowrap tabular-nums">
            <span className="max-sm:hidden">{t.setup.indicatorWord} </span>
            {fill(t.setup.indicatorCount, counts)}
          </span>
        </>
      }
      toggleData={{ 'data-setup-indicator': '' }}
      panelData={{ 'data-setup-panel': '' }}
      panelClass="flex max-h-[min(34rem,calc(100dvh-9rem))] max-sm:max-h-[calc(100dvh-14rem)] flex-col overflow-hidden rounded-b-lg border-t border-line bg-surface"
    >
      {(fold) => <SetupChecklist setup={setup} inBanner onGo={fold} />}
    </NoticeBar>
  );
}

/** For the account menu: brings the checklist back after "Hide the checklist", while something is still open. */
export function ShowSetupAgain({ onShow }: { onShow?: () => void }) {
  const t = useAdminT();
  const setup = useSetupItems();
  const stillOpen = setup.items.some((item) => !item.done);
  if (!stillOpen || !(setup.allHidden || setup.open.length === 0)) return null;
  return (
    <button
      type="button"
      className="btn keyboard-ring min-h-11 w-full justify-start px-3 text-sm font-medium hover:bg-surface-alt"
      onClick={() => {
        setup.showAll();
        onShow?.();
      }}
    >
      <span className="i-lucide-list-checks h-4 w-4" aria-hidden="true" />
      {t.setup.showAll}
    </button>
  );
}
