// Forms that save with the content tab's one bar although another feature draws them (the search snippet, the lists):
// each says how many changes it holds, how to save or drop them, and what the preview should show of them; the bar
// counts them with its own texts and saves them all.
import { useEffect, useRef } from 'react';
import { signal, useSignalValue } from './signals';

export type PageForm = {
  /** How many changes the form holds (0 when nothing differs from what is stored). */
  changes: number;
  /** Stores what the form holds; throws (the API's error) when it could not. May answer what it stored, in the owner's words (a string). */
  save: () => Promise<unknown>;
  /** Puts the form back to what is stored. */
  discard: () => void;
  /** What a public read would answer once saved (a list with its unsaved entries): the live preview shows it. */
  shows?: { queryKey: readonly unknown[]; data: unknown };
};

export type PageFormShows = NonNullable<PageForm['shows']>;

/** The name a list's unsaved changes join the bar under (the navigation marks its part by it). */
export const listFormName = (list: string) => `list:${list}`;

/** The forms joined to the bar now, by name. */
const forms = signal<ReadonlyMap<string, PageForm>>(new Map());

/** The joined forms now. */
export const pageForms = (): PageForm[] => [...forms.peek().values()];

/** How many changes the joined forms hold together, re-rendering the component when it changes (the save bar). */
export const usePageFormChanges = (): number => [...useSignalValue(forms).values()].reduce((sum, form) => sum + form.changes, 0);

/** The names of the joined forms holding changes (a list's: listFormName), re-rendering the component when they change. */
export const usePageFormsChanged = (): string[] =>
  [...useSignalValue(forms).entries()].flatMap(([key, form]) => (form.changes > 0 ? [key] : []));

/** What the joined forms would show once saved, re-rendering the component when it changes (the live preview). */
export const usePageFormShows = (): PageFormShows[] =>
  [...useSignalValue(forms).values()].flatMap((form) => (form.shows ? [form.shows] : []));

/**
 * Saves every joined form that holds changes: the errors of those that failed, in order (none: all stored), and what
 * the forms said they stored.
 */
export async function savePageForms(): Promise<{ errors: unknown[]; said: string[] }> {
  const errors: unknown[] = [];
  const said: string[] = [];
  for (const form of forms.peek().values()) {
    if (form.changes === 0) continue;
    try {
      const words = await form.save();
      if (typeof words === 'string') said.push(words);
    } catch (error) {
      errors.push(error);
    }
  }
  return { errors, said };
}

/** Drops what every joined form holds. */
export function discardPageForms() {
  for (const form of forms.peek().values()) form.discard();
}

/** Joins a form to the bar under `key` while it is mounted. `save` and `discard` may change every render. */
export function usePageForm(key: string, { changes, save, discard, shows }: PageForm) {
  const latest = useRef({ save, discard });
  latest.current = { save, discard };
  useEffect(() => {
    const next = new Map(forms.peek());
    next.set(key, { changes, save: () => latest.current.save(), discard: () => latest.current.discard(), shows });
    forms.value = next;
  }, [key, changes, shows]);
  useEffect(
    () => () => {
      const next = new Map(forms.peek());
      next.delete(key);
      forms.value = next;
    },
    [key],
  );
}
