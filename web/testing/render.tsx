// Renders a component as the app would: with a query client and a chosen language.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { setStrings, type Lang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export async function renderInApp(ui: ReactElement, opts: { lang?: Lang } = {}) {
  const l = opts.lang ?? 'en';
  setStrings(l, l === 'zh' ? zh : en);
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}
