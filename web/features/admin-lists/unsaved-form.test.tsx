// An entry form with unsaved edits is never dropped without asking: Cancel and Esc ask; a form with no edit just closes.
import { afterEach, beforeEach, expect, mock, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { discardUnsaved, unsavedChanges } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { button, field, form, named, openSection, pressEscape, type, waitForTitles } from './test-screen';

let asked: string[];
let answers: boolean[];
const realConfirm = window.confirm;
beforeEach(() => {
  [asked, answers] = [[], []];
  window.confirm = mock((question?: string) => {
    asked.push(String(question));
    return answers.shift() ?? false;
  });
  fakeListServer({
    services: [fakeEntry('services', 1, 'Automation', '自動化')],
    caseStudies: [fakeEntry('caseStudies', 7, 'Smart Scheduling', '智慧排程')],
  });
});
afterEach(() => {
  window.confirm = realConfirm;
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const edit = () => {
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  return form();
};
async function editAutomation() {
  await openSection('services');
  await waitForTitles('services', ['Automation']);
  return edit();
}

test('a form with no edit closes on Cancel and on Esc without a question', async () => {
  await editAutomation();
  fireEvent.click(button(t.lists.cancel));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  pressEscape(edit());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(asked).toEqual([]);
});

test('Cancel with an unsaved edit asks: "stay" keeps the form and the text, "leave" closes it', async () => {
  await editAutomation();
  type(field(t.lists.fields.title, t.lists.english), 'Automation, edited');
  expect(unsavedChanges.value).toBe(true);

  answers = [false];
  fireEvent.click(button(t.lists.cancel));
  expect(asked).toEqual([t.unsaved]);
  expect(field(t.lists.fields.title, t.lists.english).value).toBe('Automation, edited');

  answers = [true];
  fireEvent.click(button(t.lists.cancel));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(asked).toHaveLength(2);
  expect(unsavedChanges.value).toBe(false);
  // Opened again, the entry is as stored: the dropped edit is gone.
  edit();
  expect(field(t.lists.fields.title, t.lists.english).value).toBe('Automation');
});

test('Esc with an unsaved edit asks too: a refusal keeps the dialog open with the edit, agreeing closes it', async () => {
  const dialog = (await editAutomation()) as HTMLDialogElement;
  type(field(t.lists.fields.description, t.lists.chinese), '新的說明');

  answers = [false];
  pressEscape(dialog);
  expect(asked).toEqual([t.unsaved]);
  expect(dialog.open).toBe(true);
  expect(field(t.lists.fields.description, t.lists.chinese).value).toBe('新的說明');

  answers = [true];
  pressEscape(dialog);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(asked).toHaveLength(2);
  expect(unsavedChanges.value).toBe(false);
});

test('when the browser will not let Esc be refused (no click since the last one), the dialog opens again with the edit', async () => {
  const dialog = (await editAutomation()) as HTMLDialogElement;
  type(field(t.lists.fields.title, t.lists.chinese), '自動化流程');
  answers = [false];
  pressEscape(dialog, { cancelable: false });
  expect(asked).toEqual([t.unsaved]);
  expect(dialog.open).toBe(true);
  expect(field(t.lists.fields.title, t.lists.chinese).value).toBe('自動化流程');
  expect(unsavedChanges.value).toBe(true);
});

test('each list has its own form: an unsaved case study is asked about on its own', async () => {
  await openSection('services');
  await waitForTitles('caseStudies', ['Smart Scheduling']);
  fireEvent.click(button(named(t.lists.editEntry, 'Smart Scheduling')));
  expect(screen.getByRole('dialog', { name: t.lists.kinds.caseStudies.update })).toBeTruthy();
  type(field(t.lists.fields.industry, t.lists.english), 'Manufacturing');
  expect(unsavedChanges.value).toBe(true);
  answers = [false];
  fireEvent.click(button(t.lists.cancel));
  expect(asked).toEqual([t.unsaved]);
  expect(field(t.lists.fields.industry, t.lists.english).value).toBe('Manufacturing');
});
