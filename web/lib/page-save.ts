// Forms that save with the content tab's one bar although another feature draws them (the search snippet): each says
// how many changes it holds and how to save or drop them; the bar counts them with its own texts and saves them all.
import { useEffect, useRef } from 'react';
import { signal, useSignalValue } from './signals';

export type PageForm = {
  /** How many changes the form holds (0 when nothing differs from what is stored). */
  changes: number;
  /** Stores what the form holds; throws (the API's error) when it could not. */
  save: () => Promise<void>;
  /** Puts the form back to what is stored. */
  discard: () => void;
};

/** The forms joined to the bar now, by name. */
const forms = signal<ReadonlyMap<string, PageForm>>(new Map());

/** The joined forms now. */
export const pageForms = (): PageForm[] => [...forms.peek().values()];

/** How many changes the joined forms hold together, re-rendering the component when it changes (the save bar). */
export const usePageFormChanges = (): number => [...useSignalValue(forms).values()].reduce((sum, form) => sum + form.changes, 0);

/** Saves every joined form that holds changes; the errors of those that failed, in order (none: all stored). */
export async function savePageForms(): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const form of forms.peek().values()) {
    if (form.changes === 0) continue;
    try {
      await form.save();
    } catch (error) {
      errors.push(error);
    }
  }
  return errors;
}

/** Drops what every joined form holds. */
export function discardPageForms() {
  for (const form of forms.peek().values()) form.discard();
}

/** Joins a form to the bar under `key` while it is mounted. `save` and `discard` may change every render. */
export function usePageForm(key: string, { changes, save, discard }: PageForm) {
  const latest = useRef({ save, discard });
  latest.current = { save, discard };
  useEffect(() => {
    const next = new Map(forms.peek());
    next.set(key, { changes, save: () => latest.current.save(), discard: () => latest.current.discard() });
    forms.value = next;
  }, [key, changes]);
  useEffect(
    () => () => {
      const next = new Map(forms.peek());
      next.delete(key);
      forms.value = next;
    },
    [key],
  );
}
