// Renders a component as the app would: with a query client and a chosen language.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { setStrings, type Lang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** `client`: one a test has already filled, to render a state without waiting for a fetch (as server rendering does). */
export async function renderInApp(ui: ReactElement, opts: { lang?: Lang; client?: QueryClient } = {}) {
  const l = opts.lang ?? 'en';
  setStrings(l, l === 'zh' ? zh : en);
  return render(<QueryClientProvider client={opts.client ?? createQueryClient()}>{ui}</QueryClientProvider>);
}
