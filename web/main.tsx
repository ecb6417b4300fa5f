// Browser entry: language and theme settled before the first render, then the app with its query client.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { htmlLang, initialLang, lang, setLang } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme';

initTheme();
const start = initialLang(window.location.search);
// A ?lang= link is a choice too: keep it for the next visit.
if (new URLSearchParams(window.location.search).has('lang')) setLang(start);
else lang.value = start;
document.documentElement.lang = htmlLang(start);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
