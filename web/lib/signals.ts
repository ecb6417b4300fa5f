// The app's one reactive mechanism (decision 0082): signals from @preact/signals-core hold the state components share
// (the language and its strings, the theme, the admin's session and unsaved edits), and a component reads one with
// useSignalValue(), React's own useSyncExternalStore on the signal's subscribe. No Babel transform and no patch of
// React's internals (what @preact/signals-react adds), so public pages carry the small core alone.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadonlySignal } from '@preact/signals-core';

export { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

/**
 * The signal's value now, re-rendering the component whenever it changes. `rendered` is what hydration renders when
 * it differs from the value now (the theme: the page was rendered for one theme, the visitor may have chosen another);
 * the server, which has no signals of its own (lib/page-prefs.ts), reads the value as it stands.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>, rendered?: () => T): T {
  // subscribe() runs its callback at once with the value: React then compares snapshots and renders only on change.
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source]);
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, rendered ?? read);
}

// Bundling only: every script of the app imports this module, so naming React's DOM renderer here puts it in the one
// script all pages share, with React, rather than in a file of its own beside it (one file compresses smaller than two;
// decision 0082). The browser entry (main.tsx) renders with it; the server never loads it.
if (typeof window !== 'undefined') require('react-dom/client');
