// /admin/preview, shown inside the content editor's preview frame and only to a signed-in admin: the public site,
// rendered by its own components, with the unsaved texts the editor sends. Nothing here is stored or sent anywhere;
// its links, buttons and form do nothing, and search engines are told not to index it.
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Router } from '../../lib/router';
import { Spinner } from '../../components/ui/spinner';
import { previewMessage, type PreviewState } from '../../features/admin-content/preview-messages';
import { useCurrentUser } from '../../features/admin-session/session';
import type { Dictionary } from '../../i18n/en';
import { useAdminT } from '../../lib/admin-i18n';
import { htmlLang, loadDictionary } from '../../lib/i18n';
import { PagePrefsContext } from '../../lib/page-prefs';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore, ReadStoreContext } from '../../lib/read-store';
import { PUBLIC_ROUTES } from '../../lib/routes';
import { applyTheme, theme } from '../../lib/theme';
import { PublicSite } from '../public-site';

const stop = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Signed in: the preview. Not signed in: says so, and nothing else — no redirect to the sign-in page inside the frame,
 * and the admin area's own session state (the dashboard around the frame) left as it is.
 */
export function SitePreviewPage() {
  const t = useAdminT();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t.checking} />;
  if (!user.data) return <p className="muted grid min-h-screen place-items-center p-6 text-center">{t.content.preview.signedOut}</p>;
  return <SitePreview />;
}

type Shown = { state: PreviewState; strings: Dictionary; reads: ReadStore };

function SitePreview() {
  const t = useAdminT();
  const [shown, setShown] = useState<Shown>();
  const newest = useRef(0);
  const held = useRef<{ reads: ReadStore; version: number; staged: string[] }>(undefined);

  useEffect(() => {
    const receive = async (event: MessageEvent) => {
      const message = event.source === window.parent ? previewMessage(event) : undefined;
      if (message?.kind !== 'site-preview:state' || message.seq <= newest.current) return;
      newest.current = message.seq;
      const { state } = message;
      const strings = await loadDictionary(state.lang);
      // A newer message came while this one's language loaded: that one is shown, not this.
      if (message.seq !== newest.current) return;
      // The preview's own reads: the stored lists, plans and contact details (read again when the admin's stored data
      // changed), with the editor's texts put in front before the page renders with them, so the page never fetches
      // or shows the stored texts instead.
      // A list whose unsaved changes were dropped is read again from the server too (its staged copy is not kept).
      const staged = (state.reads ?? []).map((read) => JSON.stringify(read.queryKey));
      const kept = held.current?.version === state.version && held.current.staged.every((key) => staged.includes(key));
      const reads = kept && held.current ? held.current.reads : new ReadStore();
      held.current = { reads, version: state.version, staged };
      reads.set(publicQueries.content(state.section).queryKey, state.tree);
      if (state.plans) reads.set(publicQueries.pricingPlans().queryKey, state.plans);
      for (const read of state.reads ?? []) reads.set(read.queryKey, read.data);
      setShown({ state, strings, reads });
    };
    const listener = (event: MessageEvent) => void receive(event);
    window.addEventListener('message', listener);
    if (window.parent !== window) window.parent.postMessage({ kind: 'site-preview:ready' }, window.location.origin);
    return () => window.removeEventListener('message', listener);
  }, []);

  const state = shown?.state;
  useEffect(() => {
    if (!state) return;
    // The preview's theme, not the admin's stored choice (which, were it "system", would follow the OS over this one).
    theme.value = state.theme;
    applyTheme(state.theme);
    document.documentElement.lang = htmlLang(state.lang);
  }, [state]);

  useFollowPart(state && `${state.section}:${state.part ?? ''}`, state?.part);

  const path = PUBLIC_ROUTES.find((route) => route.section === state?.section)?.path ?? '/';
  // A fixed address: the preview shows the page being edited and never navigates.
  const address = useMemo(() => ({ path, search: '' }), [path]);
  if (!shown) return <p className="muted grid min-h-screen place-items-center p-6 text-center">{t.content.preview.waiting}</p>;
  return (
    <PagePrefsContext.Provider value={{ lang: shown.state.lang, t: shown.strings, theme: shown.state.theme }}>
      <ReadStoreContext.Provider value={shown.reads}>
        <Router fixed={address}>
          {/* Read, not used: a link, button or form here would leave the preview or change the admin's own settings. */}
          <div onClickCapture={stop} onSubmitCapture={stop}>
            <PublicSite />
          </div>
        </Router>
      </ReadStoreContext.Provider>
    </PagePrefsContext.Provider>
  );
}

/**
 * Scrolls the page to the part being edited (its `data-part`) whenever the editor names another one, and to the top
 * for another page. Only this frame's window scrolls (never `scrollIntoView`, which would also scroll the admin page
 * around the frame). The part's section may be drawn a moment later (its list still loading): it is looked for on each
 * frame for a while, and aligned once more after what loads above it has settled.
 */
function useFollowPart(target: string | undefined, part: string | undefined) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target names the page and the part; it alone decides
  useEffect(() => {
    if (target === undefined) return;
    const top = (element: Element) => {
      const header = document.querySelector('header');
      const covering = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position) ? header.offsetHeight : 0;
      return element.getBoundingClientRect().top + window.scrollY - covering;
    };
    if (!part) {
      window.scrollTo({ top: 0 });
      return;
    }
    let frame = 0;
    let tries = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const element = document.querySelector(`[data-part="${CSS.escape(part)}"]`);
      if (!element) {
        if (++tries < 120) frame = requestAnimationFrame(look);
        return;
      }
      window.scrollTo({ top: top(element) });
      settle = setTimeout(() => window.scrollTo({ top: top(element) }), 600);
    };
    look();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [target]);
}
