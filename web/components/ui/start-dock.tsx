// A phone's call to action once the hero has passed (decision 0261, rv30 item 10: the phone header has no room for one
// beside the whole name, the language chip and the menu). Placed right before a page's closing band; the stylesheet
// (`start-dock`, `dock-cover` in uno.config.ts) holds it to the window's foot below 640 px, behind the page's hero while
// that is in view and behind the closing band once it arrives: no script, no space taken (a 0 px row), nothing shifts.
import { useT } from '../../lib/i18n';
import { PageLink } from './page-link';

export function StartDock() {
  const t = useT();
  return (
    <div data-dock className="start-dock">
      <div className="start-bar">
        <PageLink href="/contact" className="btn-primary btn-lg w-full">
          {t.nav.start}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      </div>
    </div>
  );
}
