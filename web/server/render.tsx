// Server rendering of the public pages: the app rendered to HTML in the visitor's language and theme, from data
// fetched before rendering, plus the state the browser hydrates from. Runs in the server, never in the browser.
import { QueryClientProvider, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '../app';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { setStrings, type Lang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { theme, type Theme } from '../lib/theme';

export type PageState = { lang: Lang; theme: Theme; queries: DehydratedState };
export type RenderInput = { path: string; search: string; lang: Lang; theme: Theme; data: { queryKey: unknown[]; data: unknown }[] };

export function renderApp(input: RenderInput): { html: string; state: PageState } {
  // renderToString is synchronous: these module-level signals cannot be changed by another request meanwhile.
  setStrings(input.lang, input.lang === 'zh' ? zh : en);
  theme.value = input.theme;
  const client = createQueryClient();
  for (const { queryKey, data } of input.data) client.setQueryData(queryKey, data);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <Router ssrPath={input.path} ssrSearch={input.search}>
        <App />
      </Router>
    </QueryClientProvider>,
  );
  return { html, state: { lang: input.lang, theme: input.theme, queries: dehydrate(client) } };
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
