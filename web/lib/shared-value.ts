// A value that components re-render on when it changes (the language, its strings, the theme): read and set through
// `.value`, watched with useShared() (React's own useSyncExternalStore). That is all the public pages need of a signals
// library, so their script carries none (decision 0054); the admin's unsaved-edits tracking still uses one.
import { useSyncExternalStore } from 'react';

export class Shared<T> {
  private current: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.current = initial;
  }

  get value(): T {
    return this.current;
  }

  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  read = (): T => this.current;
}

/** The value now, re-rendering the component whenever it changes (the server reads the value as it stands). */
export const useShared = <T>(shared: Shared<T>): T => useSyncExternalStore(shared.subscribe, shared.read, shared.read);

// Bundling only: every script of the app imports this module, so naming React's DOM renderer here puts it in the one
// script all pages share, with React, rather than in a file of its own beside it (one file compresses smaller than two;
// decision 0054). The browser entry (main.tsx) renders with it; the server never loads it.
if (typeof window !== 'undefined') require('react-dom/client');
