// Browser entry: theme applied and the language's strings loaded before the first render, then the app.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { activateLanguage, htmlLang, initialLang, setLang } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme';

initTheme();
const start = initialLang(window.location.search);
// A ?lang= link is a choice too: keep it for the next visit.
await (new URLSearchParams(window.location.search).has('lang') ? setLang(start) : activateLanguage(start));
document.documentElement.lang = htmlLang(start);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
