// The app's one reactive mechanism (decision 0082, amended by 0132): a signal holds a value components share (the
// language and its strings, the theme, the admin's session and unsaved edits), and a component reads one with
// useSignalValue(), React's own useSyncExternalStore on the signal's subscribe. Written here, a few hundred bytes:
// what the app needs of signals is a value, its listeners and a batch, not a dependency graph, and every public page
// carries this module (decision 0132 weighs it against the library it replaces).
import { useCallback, useSyncExternalStore } from 'react';

/** A shared value: read it (`value`, `peek()`), and be told of each change after subscribing. */
export type ReadonlySignal<T> = {
  readonly value: T;
  peek(): T;
  /** Calls `listener` with the value at once, then after every change; returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
};
/** A shared value that may be set; setting an equal value (Object.is) tells no one. */
export type Signal<T> = ReadonlySignal<T> & { value: T };

/** How deep in batch() the current code runs, and the listeners told when the outermost batch ends. */
let depth = 0;
const held = new Set<() => void>();

/** Runs `change`, telling the listeners of the signals it sets only once it is done: none sees one set without the other. */
export function batch(change: () => void) {
  depth++;
  try {
    change();
  } finally {
    if (--depth === 0) {
      const due = [...held];
      held.clear();
      for (const tell of due) tell();
    }
  }
}

export function signal<T>(initial: T): Signal<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get value() {
      return current;
    },
    set value(next: T) {
      if (Object.is(next, current)) return;
      current = next;
      for (const tell of listeners) depth ? held.add(tell) : tell();
    },
    peek: () => current,
    subscribe(listener) {
      const tell = () => listener(current);
      listeners.add(tell);
      tell();
      return () => void listeners.delete(tell);
    },
  };
}

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
