// The admin area (its own chunk, loaded only under /admin): login, the dashboard and its tabs, and the toasts. Its reads
// and writes go through react-query, which comes with this chunk (public pages read through lib/read-store.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties } from 'react';
import { Route, Switch } from '../../lib/router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../../lib/query-client';
import { useTheme } from '../../lib/theme';
import { DashboardPage } from './dashboard';
import { LoginPage } from './login';
import { SitePreviewPage } from './site-preview';

/**
 * Toasts in the design system's colours, opaque in both themes: the surface with ink text, the kind said by the title's
 * and the border's colour (good, bad, warn). sonner's own rich colours put light red on pink, under axe's contrast.
 * Its colour variables sit on the toaster element, so these inline values win over its theme's.
 */
const TOAST_COLOURS = {
  '--normal-bg': 'var(--c-surface)',
  '--normal-bg-hover': 'var(--c-surface-alt)',
  '--normal-border': 'var(--c-line-strong)',
  '--normal-border-hover': 'var(--c-line-strong)',
  '--normal-text': 'var(--c-ink)',
  ...Object.fromEntries(
    (
      [
        ['success', 'good', 'line-strong'],
        ['info', 'ink', 'line-strong'],
        ['warning', 'warn', 'warn'],
        ['error', 'bad', 'bad'],
      ] as const
    ).flatMap(([kind, text, border]) => [
      [`--${kind}-bg`, 'var(--c-surface)'],
      [`--${kind}-border`, `var(--c-${border})`],
      [`--${kind}-text`, `var(--c-${text})`],
    ]),
  ),
} as CSSProperties;

/** The admin's one focus ring (decision 0162): the Writing tab's warm umber on every screen of the admin, the dialogs and
 * menus in the top layer included (set on the root, so it holds outside the app's own element too), not the public
 * site's blue-grey. Put back when the admin is left. */
function useAdminFocus() {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--c-focus', 'var(--c-focus-warm)');
    return () => {
      root.removeProperty('--c-focus');
    };
  }, []);
}

export default function AdminApp() {
  const theme = useTheme();
  const [queryClient] = useState(createQueryClient);
  useAdminFocus();
  return (
    <QueryClientProvider client={queryClient}>
      <Switch>
        <Route path="/">
          <LoginPage />
        </Route>
        <Route path="/preview">
          <SitePreviewPage />
        </Route>
        <Route path="/dashboard">
          <DashboardPage tab="content" />
        </Route>
        <Route path="/dashboard/:tab">{(params) => <DashboardPage tab={params.tab ?? ''} />}</Route>
        {/* The content tab's pages and the settings' sections have addresses of their own; each panel reads its own. */}
        <Route path="/dashboard/content/:section/:part?">
          <DashboardPage tab="content" />
        </Route>
        {/* A message by its address: what a notification links to (decision 0107). */}
        <Route path="/dashboard/messages/:id">
          <DashboardPage tab="messages" />
        </Route>
        <Route path="/dashboard/writing/:collection/:piece?">
          <DashboardPage tab="writing" />
        </Route>
        <Route path="/dashboard/settings/:section">
          <DashboardPage tab="settings" />
        </Route>
        <Route>
          <DashboardPage tab="" />
        </Route>
      </Switch>
      {/* product.md §9: one toast at a time, 5 s each. */}
      {/* On a phone a toast is swiped away (sonner's close button is too small a target there); it goes by itself anyway. */}
      <Toaster
        visibleToasts={1}
        duration={5000}
        richColors
        closeButton={!window.matchMedia('(max-width: 639px)').matches}
        position="bottom-right"
        // On a phone above the dashboard's tab bar at the foot while it shows (--toast-foot, web/styles/uno.config.ts).
        mobileOffset={{ bottom: 'var(--toast-foot, 16px)' }}
        // From 640 px above the pinned save bar while one shows (--toast-foot-wide, decision 0282).
        offset={{ bottom: 'var(--toast-foot-wide, 24px)' }}
        theme={theme}
        style={TOAST_COLOURS}
        // The description in ink's quieter shade, not in the title's colour (a whole paragraph in red reads as alarm).
        toastOptions={{ classNames: { description: '!text-muted' } }}
      />
    </QueryClientProvider>
  );
}
