// Unsaved edits in the admin, one entry per editor; leaving the screen asks first while any editor has some.
import { useCallback, useEffect } from 'react';
import { batch, type ReadonlySignal, signal, useSignalValue } from './signals';

/** The keys of the editors that have unsaved edits right now. */
const dirtyEditors = signal<ReadonlySet<string>>(new Set());

const anyUnsaved = signal(false);
/** Is anything on the screen unsaved? (A component reads it while rendering through useSignalValue().) */
export const unsavedChanges: ReadonlySignal<boolean> = anyUnsaved;

/** The editors with unsaved edits are now `next`, and whether there are any follows in the same change. */
function setDirty(next: ReadonlySet<string>) {
  batch(() => {
    dirtyEditors.value = next;
    anyUnsaved.value = next.size > 0;
  });
}

function mark(key: string, dirty: boolean) {
  const current = dirtyEditors.peek();
  if (current.has(key) === dirty) return;
  const next = new Set(current);
  if (dirty) next.add(key);
  else next.delete(key);
  setDirty(next);
}

/** Has the editor registered under `key` unsaved edits? Re-renders the component when it changes. */
export const useIsUnsaved = (key: string) => useSignalValue(dirtyEditors).has(key);

/** Forgets every editor's unsaved edits (the admin chose to drop them). */
export function discardUnsaved() {
  setDirty(new Set());
}

/** True when it is fine to leave the screen: nothing unsaved, or the admin agreed to drop all of it. */
export function confirmLeave(question: string): boolean {
  if (!unsavedChanges.value) return true;
  const leave = window.confirm(question);
  if (leave) discardUnsaved();
  return leave;
}

/**
 * Registers one editor's unsaved state under `key` (unique on the screen) while it is mounted; unmounting clears
 * its entry. Returns the editor's own question, for dropping only its edits (e.g. switching what it edits): true
 * when it has nothing unsaved or the admin agreed.
 */
export function useUnsavedChanges(key: string, dirty: boolean): (question: string) => boolean {
  useEffect(() => {
    mark(key, dirty);
    return () => mark(key, false);
  }, [key, dirty]);
  return useCallback(
    (question: string) => {
      if (!dirtyEditors.peek().has(key)) return true;
      const discard = window.confirm(question);
      if (discard) mark(key, false);
      return discard;
    },
    [key],
  );
}

/** While mounted, closing or reloading the page with unsaved edits asks first (the browser words the question). */
export function useWarnBeforeUnload() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedChanges.value) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
