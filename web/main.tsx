// Browser entry. A public page arrives rendered by the server with the state it was rendered from: the app takes
// over that markup (hydration) in the same language and theme. The admin area arrives empty and renders here.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { namedAddress } from './lib/address-language';
import { activateLanguage, htmlLang, initialLang, showAddressLang } from './lib/i18n';
import { learnPhrases } from './lib/phrases';
import { readCookie } from './lib/prefs';
import { ReadStore, ReadStoreContext } from './lib/read-store';
import { initTheme, parseTheme } from './lib/theme';
import type { PageState } from './server/document';
import { noteTypedText } from './lib/typed-early';
import { startHead } from './lib/use-page-head';
import { preloadPublicPage } from './pages/public-site';

const stateElement = document.getElementById('page-state');
const state = stateElement ? (JSON.parse(stateElement.textContent ?? '') as PageState) : null;
const reads = new ReadStore(state?.queries);
// The server's cut of each Chinese text: hydration renders the same <wbr>s without building a segmenter.
if (state?.phrases) learnPhrases(state.phrases);

// The server already chose the language (from ?lang= or the cookie); a ?lang= address is kept as the choice if none was made.
const start = state?.lang ?? initialLang(window.location.search, navigator.languages);
const named = new URLSearchParams(window.location.search).has('lang');
// A public page at a language-less address names the language it shows (lib/address-language.ts), before hydrating:
// the app then reads the address the server rendered for.
if (state && !named) window.history.replaceState(window.history.state, '', namedAddress(start));
if (state) startHead(state.origin, window.location.pathname, state.lang);
// The page's own screen is a chunk of its own (lib/lazy-page.ts): fetched alongside the language, before hydrating.
await Promise.all([named ? showAddressLang(start) : activateLanguage(start), preloadPublicPage(window.location.pathname)]);
document.documentElement.lang = htmlLang(start);

const app = (
  <StrictMode>
    <ReadStoreContext.Provider value={reads}>
      <App />
    </ReadStoreContext.Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (state) {
  noteTypedText(root);
  // The page was rendered for any theme and its head script painted the chosen one; hydration first renders what the
  // server rendered (lib/theme.ts: useTheme), then the choice.
  initTheme(parseTheme(readCookie('theme')));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: a tap or a key on a slow phone is handled between slices (what it renders is the same).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  initTheme(parseTheme(readCookie('theme')));
  createRoot(root).render(app);
}

// The page inlined only the rules its first paint uses (web/server/page-css.ts): the whole sheet comes now, after
// them, for what the app shows later (an open menu, a dialog, a field's error). A stylesheet a script adds holds up
// no painting, and it repeats the inlined rules in the same order, so nothing drawn changes when it arrives.
for (const href of state?.stylesheets ?? []) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
