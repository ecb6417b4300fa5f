// Renders a component as the app would: with a query client and a chosen language.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { lang, type Lang } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

export function renderInApp(ui: ReactElement, opts: { lang?: Lang } = {}) {
  lang.value = opts.lang ?? 'en';
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}
