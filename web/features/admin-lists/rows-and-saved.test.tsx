// A list's rows and the entry form's saved state: every row of a list that holds pictures has a thumbnail slot (the
// picture, the icon, a service's topic sign, or its title's first letter), a list without pictures none, a person without a
// photo no initials; one lacking Chinese says so; Delete waits in the row's "More actions" menu, an unchanged entry cannot be sent again, and a save says
// which entry it stored, in the toast and on its row.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn as t } from '../../i18n/admin-en';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { button, field, form, named, openSection, region, saveAll, stateOf, titles, type, unsaved, waitForTitles } from './test-screen';

const PATH = `/media/${'a'.repeat(64)}.webp`;
let server: ReturnType<typeof fakeListServer>;
beforeEach(() => {
  server = fakeListServer({
    services: [
      {
        ...fakeEntry('services', 1, 'Custom Software', '客製化軟體'),
        imagePath: PATH,
        imageWidth: 1600,
        imageHeight: 1000,
        imageAltEn: 'A',
        imageAltZh: '甲',
      },
      fakeEntry('services', 2, 'Automation', '自動化'),
    ],
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const writes = () => server.calls.filter((call) => call.method !== 'GET');
const titlesNow = () => titles('services');
const rows = () => within(region('services')).getAllByRole('listitem');

test('every row has a thumbnail slot: the picture, or a service’s topic sign in a tile of the same size', async () => {
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  const slots = rows().map((row) => row.querySelector('[data-slot]'));
  expect(slots.map((slot) => slot?.getAttribute('data-slot'))).toEqual(['image', 'topic']);
  expect(slots[1]!.getAttribute('data-topic')).toBe('flow');
  // Under the title, the first line of its description, muted.
  const description = String((server.lists.services[1] as unknown as { descriptionEn: string }).descriptionEn);
  expect(description).not.toBe('');
  expect(rows()[1]!.querySelector('[data-entry-preview]')?.textContent).toBe(description.split('\n')[0]!);
  // Same box, so the titles after them start at the same place.
  expect(slots[0]!.className.match(/\bh-10 w-10 sm:w-16\b/)).toBeTruthy();
  expect(slots[1]!.className.match(/\bh-10 w-10 sm:w-16\b/)).toBeTruthy();
  expect(slots[0]!.querySelector('img')?.getAttribute('src')).toBe(PATH);
});

test('a row whose entry has English its Chinese lacks says "中文 missing"; a complete one says nothing', async () => {
  server = fakeListServer({
    services: [
      fakeEntry('services', 1, 'Custom Software', '客製化軟體'),
      { ...fakeEntry('services', 2, 'Automation', '自動化'), descriptionZh: '' },
    ],
  });
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  const badges = rows().map((row) => row.querySelector('[data-lacks-chinese]')?.textContent ?? null);
  expect(badges).toEqual([null, `${t.lists.noChinese}: ${t.lists.noChineseHint}`]);
});

test('a list that holds no pictures has no slot on its rows: the titles start after the number', async () => {
  server = fakeListServer({ figures: [fakeEntry('figures', 1, '127', '127'), fakeEntry('figures', 2, '40', '40')] });
  await openSection('home');
  await waitFor(() => expect(within(region('figures')).getAllByRole('listitem')).toHaveLength(2));
  for (const row of within(region('figures')).getAllByRole('listitem')) expect(row.querySelector('[data-slot]')).toBeNull();
});

test('a person without a photo has no tile of initials: the row is led by the name, or keeps an empty slot beside photos', async () => {
  server = fakeListServer({ people: [fakeEntry('people', 1, 'Kevin Wu', '吳冠宇'), fakeEntry('people', 2, 'Iris Tsai', '蔡依庭')] });
  await openSection('home');
  await waitForTitles('people', ['Kevin Wu', 'Iris Tsai']);
  const slots = () =>
    within(region('people'))
      .getAllByRole('listitem')
      .map((row) => row.querySelector('[data-slot]'));
  expect(slots()).toEqual([null, null]);
  // Led by type: the name, then the role beside it, muted.
  const first = within(region('people')).getAllByRole('listitem')[0]!;
  expect(first.querySelector('[data-entry-byline]')?.textContent).toBe('Kevin Wu role');
  for (const row of within(region('people')).getAllByRole('listitem')) expect(row.textContent).not.toMatch(/\bKW\b|\bIT\b/);
  cleanup();
  // One of them with a photo: its thumbnail, and an empty slot of the same size (nothing in it) beside the other's name.
  const photo = { imagePath: '/media/kevin.webp', imageWidth: 800, imageHeight: 1000 };
  server = fakeListServer({
    people: [{ ...fakeEntry('people', 1, 'Kevin Wu', '吳冠宇'), ...photo }, fakeEntry('people', 2, 'Iris Tsai', '蔡依庭')],
  });
  await openSection('home');
  await waitForTitles('people', ['Kevin Wu', 'Iris Tsai']);
  const [pictured, bare] = slots() as [Element, Element];
  expect([pictured.getAttribute('data-slot'), bare.getAttribute('data-slot')]).toEqual(['image', 'none']);
  expect(bare.textContent).toBe('');
  expect(bare.className).toBe(pictured.className);
});

test('History and Delete are not words on every row: Delete is in "More actions", and waits for the save with Undo', async () => {
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  for (const row of rows()) expect(within(row).queryByText(t.lists.delete)?.closest('[popover]')).toBeTruthy();
  const more = button(named(t.lists.moreActions, 'Automation'));
  expect(more.getAttribute('title')).toBe(named(t.lists.moreActions, 'Automation'));
  fireEvent.click(button(named(t.lists.deleteEntry, 'Automation')));
  // Marked, struck through, kept by Undo; nothing sent.
  await waitFor(() => expect(stateOf(rows()[1]!)).toBe('removed'));
  expect(rows()[1]!.querySelector('s')?.textContent).toBe('Automation');
  expect(within(rows()[1]!).getByText(t.lists.state.removed)).toBeTruthy();
  expect(unsaved()).toBe(1);
  fireEvent.click(button(named(t.lists.undoDelete, 'Automation')));
  await waitFor(() => expect(stateOf(rows()[1]!)).toBe('stored'));
  expect(unsaved()).toBe(0);
  // Deleted again and saved: now it goes, with product.md's words for it.
  fireEvent.click(button(named(t.lists.deleteEntry, 'Automation')));
  await waitFor(() => expect(unsaved()).toBe(1));
  expect(writes()).toEqual([]);
  expect(await saveAll()).toEqual({ errors: [], said: [t.toast.serviceDeleted] });
  expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/services/2']);
  await waitForTitles('services', ['Custom Software']);
  expect(unsaved()).toBe(0);
});

test('one save model: Done, no sentence explaining a second step; an unchanged entry just closes on Done', async () => {
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  expect(t.lists.done).toBe('Done');
  expect((button(t.lists.done) as HTMLButtonElement).disabled).toBe(false);
  expect(within(form()).queryByText(/Save Changes/)).toBeNull();
  fireEvent.submit(form().querySelector('form')!); // Enter in a field, nothing changed
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(writes()).toEqual([]);
  expect(unsaved()).toBe(0);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  type(field(t.lists.fields.title, t.lists.english), 'Automation!');
  type(field(t.lists.fields.title, t.lists.english), 'Automation'); // typed back: no change again
  fireEvent.click(button(t.lists.done));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(unsaved()).toBe(0);
  expect(stateOf(rows()[1]!)).toBe('stored');
});

test('Done puts the edit in the list, marked "Edited" and sent by the page\'s save; the mark goes once it is stored', async () => {
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  type(field(t.lists.fields.title, t.lists.english), 'Workflow Automation');
  fireEvent.click(button(t.lists.done));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitForTitles('services', ['Custom Software', 'Workflow Automation']);
  expect(within(rows()[1]!).getByText(t.lists.state.edited)).toBeTruthy();
  expect(stateOf(rows()[0]!)).toBe('stored');
  expect(writes()).toEqual([]);
  expect(unsaved()).toBe(1);

  expect(await saveAll()).toEqual({ errors: [], said: [t.toast.serviceUpdated] });
  expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/services/2']);
  await waitFor(() => expect(stateOf(rows()[1]!)).toBe('stored'));
  expect(titlesNow()).toEqual(['Custom Software', 'Workflow Automation']);
  expect(unsaved()).toBe(0);
});

test('the form has a close button beside its title, which asks before dropping edits', async () => {
  await openSection('services');
  await waitForTitles('services', ['Custom Software', 'Automation']);
  fireEvent.click(button(named(t.lists.editEntry, 'Automation')));
  type(field(t.lists.fields.title, t.lists.english), 'Changed');
  let asked = '';
  const confirm = window.confirm;
  window.confirm = (text?: string) => {
    asked = text ?? '';
    return false;
  };
  try {
    fireEvent.click(within(form()).getByRole('button', { name: t.lists.closeForm }));
  } finally {
    window.confirm = confirm;
  }
  expect(asked).toBe(t.unsaved);
  expect(form()).toBeTruthy();
});
