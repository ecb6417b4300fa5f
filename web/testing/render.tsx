// Renders a component as the app would: with the public pages' read store, the admin's query client and a chosen language.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { setStrings, type Lang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { ReadStore, ReadStoreContext } from '../lib/read-store';

/** `reads` (public pages) or `client` (admin screens): one a test has already filled, to render a state without waiting
 * for a fetch (as server rendering does). */
export async function renderInApp(ui: ReactElement, opts: { lang?: Lang; reads?: ReadStore; client?: QueryClient } = {}) {
  const l = opts.lang ?? 'en';
  setStrings(l, l === 'zh' ? zh : en);
  return render(
    <ReadStoreContext.Provider value={opts.reads ?? new ReadStore()}>
      <QueryClientProvider client={opts.client ?? createQueryClient()}>{ui}</QueryClientProvider>
    </ReadStoreContext.Provider>,
  );
}
