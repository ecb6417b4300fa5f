// The admin-lists tests' view of the screen: render a section's lists with the toasts, and find what a user would
// (a list's entries in order, a field of the open form by its label and language, the buttons by their names).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'bun:test';
import { Toaster } from 'sonner';
import type { ListKey, Section } from '../../../src/contract';
import { adminEn, type AdminDictionary } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { pageForms, savePageForms } from '../../lib/page-save';
import { renderInApp } from '../../testing/render';
import { SectionLists } from './section-lists';

export async function openSection(section: Section, lang: 'en' | 'zh' = 'en'): Promise<AdminDictionary> {
  await renderInApp(
    <>
      <SectionLists section={section} />
      <Toaster />
    </>,
    { lang },
  );
  return lang === 'zh' ? adminZh : adminEn;
}

/** The list's own region (its heading names it). */
export const region = (list: ListKey, t = adminEn) => screen.getByRole('region', { name: t.lists.kinds[list].title });

/** The entries' titles, top to bottom, as their Edit buttons name them. */
export function titles(list: ListKey, t = adminEn): string[] {
  const prefix = t.lists.editEntry.split('{{title}}')[0]!;
  const suffix = t.lists.editEntry.split('{{title}}')[1]!;
  return within(region(list, t))
    .queryAllByRole('button', { name: (name) => name.startsWith(prefix) && name.endsWith(suffix) })
    .map((button) => button.getAttribute('aria-label')!.slice(prefix.length, -suffix.length || undefined));
}

export const waitForTitles = (list: ListKey, expected: string[], t = adminEn) => waitFor(() => expect(titles(list, t)).toEqual(expected));

export const button = (name: string) => screen.getByRole('button', { name });
export const named = (text: string, title: string) => text.replace('{{title}}', title);

/** The open entry form. */
export const form = () => screen.getByRole('dialog');

/** One language's input of a field of the open form: field('Title', 'Chinese'). */
export const field = (label: string, language: string) =>
  within(within(form()).getByRole('group', { name: label })).getByLabelText(language) as HTMLInputElement;

export const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * What a browser does on Esc in a modal dialog: a "cancel" event, then closing unless it was refused. (Chrome makes
 * the event uncancelable on a second Esc with no click in between: then the dialog closes whatever the page says.)
 */
export function pressEscape(dialog: HTMLElement, { cancelable = true } = {}) {
  act(() => {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable }))) (dialog as HTMLDialogElement).close();
  });
}

/** The content tab's "Save Changes" for the lists shown: what failed, and what they said they stored. */
export const saveAll = () => act(() => savePageForms());

/** How many unsaved changes the lists hold, as the save bar counts them. */
export const unsaved = () => pageForms().reduce((sum, one) => sum + one.changes, 0);

/** A row's mark of what the next save does to it ('stored': none). */
export const stateOf = (row: HTMLElement) => row.getAttribute('data-state');
