// /admin/preview, shown only inside the content editor's preview frame and only to a signed-in admin: the public site,
// rendered by its own components, with the unsaved texts the editor sends. Nothing here is stored or sent anywhere;
// its links, buttons and form do nothing, and search engines are told not to index it.
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { publicQueries } from '../../lib/public-queries';
import { RequireAdmin } from '../../features/admin-session/require-admin';
import { previewMessage, type PreviewState } from '../../features/admin-content/preview-messages';
import type { Dictionary } from '../../i18n/en';
import { useAdminT } from '../../lib/admin-i18n';
import { htmlLang, type Lang } from '../../lib/i18n';
import { PagePrefsContext } from '../../lib/page-prefs';
import { ReadStore, ReadStoreContext } from '../../lib/read-store';
import { PUBLIC_ROUTES } from '../../lib/routes';
import { PublicSite } from '../public-site';

const dictionaries: Record<Lang, () => Promise<Dictionary>> = {
  en: () => import('../../i18n/en').then((m) => m.en),
  zh: () => import('../../i18n/zh').then((m) => m.zh),
};

const stop = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

export function SitePreviewPage() {
  return <RequireAdmin>{() => <SitePreview />}</RequireAdmin>;
}

function SitePreview() {
  const t = useAdminT();
  const [state, setState] = useState<PreviewState>();
  const [strings, setStrings] = useState<Partial<Record<Lang, Dictionary>>>({});
  // The preview's own reads: the stored lists, plans and contact details, with the editor's texts put in front.
  const reads = useMemo(() => new ReadStore(), []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const message = event.source === window.parent ? previewMessage(event) : undefined;
      if (message?.kind !== 'site-preview:state') return;
      const next = message.state;
      // Set before the page renders with them, so the page never fetches (and shows) the stored texts instead.
      reads.set(publicQueries.content(next.section).queryKey, next.tree);
      if (next.plans) reads.set(publicQueries.pricingPlans().queryKey, next.plans);
      void dictionaries[next.lang]().then((dictionary) => {
        setStrings((held) => ({ ...held, [next.lang]: dictionary }));
        setState(next);
      });
    };
    window.addEventListener('message', receive);
    if (window.parent !== window) window.parent.postMessage({ kind: 'site-preview:ready' }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, [reads]);

  useEffect(() => {
    if (!state) return;
    const root = document.documentElement;
    root.classList.toggle('dark', state.theme === 'dark');
    root.style.colorScheme = state.theme;
    root.lang = htmlLang(state.lang);
  }, [state]);

  const path = PUBLIC_ROUTES.find((route) => route.section === state?.section)?.path ?? '/';
  // A fixed location: the preview shows the page being edited and never navigates.
  const location = useMemo(() => memoryLocation({ path, static: true }), [path]);
  const dictionary = state && strings[state.lang];
  if (!state || !dictionary) {
    return <p className="muted grid min-h-screen place-items-center p-6 text-center">{t.content.preview.waiting}</p>;
  }
  return (
    <PagePrefsContext.Provider value={{ lang: state.lang, t: dictionary, theme: state.theme }}>
      <ReadStoreContext.Provider value={reads}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {/* Read, not used: a link, button or form here would leave the preview or change the admin's own settings. */}
          <div onClickCapture={stop} onSubmitCapture={stop}>
            <PublicSite />
          </div>
        </Router>
      </ReadStoreContext.Provider>
    </PagePrefsContext.Provider>
  );
}
