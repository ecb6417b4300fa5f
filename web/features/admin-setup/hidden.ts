// What the owner chose to hide of the setup checklist (single items, or the whole indicator), remembered in this
// browser's localStorage: it is the one owner's preference about advice, not site data, so it needs no setting.
import { useSyncExternalStore } from 'react';
import type { SetupCheckId } from '../../../src/contract';

export const HIDDEN_KEY = 'admin-setup-hidden';
export type Hidden = { all: boolean; ids: SetupCheckId[] };
const NONE: Hidden = { all: false, ids: [] };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: Hidden } | null = null;

function read(): Hidden {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(HIDDEN_KEY);
  } catch {
    return NONE; // storage refused (private mode): nothing hidden
  }
  if (cached?.raw === raw) return cached.value;
  let value = NONE;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Hidden>) : null;
    if (parsed) value = { all: parsed.all === true, ids: Array.isArray(parsed.ids) ? parsed.ids : [] };
  } catch {
    // a value this code did not write: start again
  }
  cached = { raw, value };
  return value;
}

function write(next: Hidden) {
  try {
    localStorage.setItem(HIDDEN_KEY, JSON.stringify(next));
  } catch {
    // not remembered past this page: it stays hidden until a reload
  }
  cached = { raw: JSON.stringify(next), value: next }; // read() answers this while storage holds the same text
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useHidden() {
  const hidden = useSyncExternalStore(subscribe, read, () => NONE);
  return {
    hidden,
    hideItem: (id: SetupCheckId) => write({ ...hidden, ids: [...new Set([...hidden.ids, id])] }),
    showItem: (id: SetupCheckId) => write({ ...hidden, ids: hidden.ids.filter((other) => other !== id) }),
    hideAll: () => write({ ...hidden, all: true }),
    showAll: () => write(NONE),
  };
}
