// The home page's testimonials, clients, figures and steps and the pricing page's questions in the generic editor,
// in both admin languages: each under its section, its entries named by its title field, a form with a labelled
// input per text, its own toasts, and a required text left blank refused in the admin's words with nothing sent.
import { afterEach, describe, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { LISTS, type AnyList, type ListDescriptor, type ListKey, type TextField } from '../../../src/contract';
import { adminEn, type AdminDictionary } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { rowTitle } from './kinds';
import { button, field, form, named, openSection, type, waitForTitles, saveAll } from './test-screen';

afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const NEW_LISTS = ['testimonials', 'clients', 'figures', 'steps', 'faqs'] as const satisfies readonly ListKey[];
const textsOf = (list: ListDescriptor) => list.fields.filter((f): f is TextField => f.kind === 'text');
/** A field's label as the form shows it: the list's own word, else the shared one. */
const labelOf = (t: AdminDictionary, key: ListKey, name: string) =>
  (t.lists.kinds[key] as { fields?: Record<string, string> }).fields?.[name] ??
  t.lists.fields[name as keyof AdminDictionary['lists']['fields']];
const LANGUAGES = [
  ['en', adminEn],
  ['zh', adminZh],
] as const;

describe.each(NEW_LISTS.flatMap((key) => LANGUAGES.map(([lang, t]) => [key, lang, t] as const)))('%s in %s', (key, lang, t) => {
  const list: ListDescriptor = LISTS[key];
  const first = fakeEntry(key, 1, 'First entry', '第一則');
  const second = fakeEntry(key, 2, 'Second entry', '第二則');
  // A row is named by its title field, a figure's led by its value (kinds.ts).
  const shown = (entry: object) => rowTitle(list as AnyList, entry, lang);
  const open = async () => {
    const server = fakeListServer({ [key]: [first, second] });
    await openSection(list.section, lang);
    await waitForTitles(key, [shown(first), shown(second)], t);
    return { server, writes: () => server.calls.filter((call) => call.method !== 'GET') };
  };

  test('it shows under its section, named by its title field; a new entry is sent with every text and its toast', async () => {
    const { writes } = await open();
    fireEvent.click(button(t.lists.kinds[key].add));
    expect(within(form()).getByText(t.lists.kinds[key].create)).toBeTruthy();
    const sent: Record<string, string> = {};
    for (const text of textsOf(list))
      for (const [suffix, language] of [
        ['En', t.lists.english],
        ['Zh', t.lists.chinese],
      ] as const) {
        const value = `${suffix}${text.name}`.slice(0, text.max);
        type(field(labelOf(t, key, text.name), language), value);
        sent[`${text.name}${suffix}`] = value;
      }
    fireEvent.click(button(t.lists.done));
    expect((await saveAll()).said).toEqual([t.toast[list.toasts.afterCreate as keyof AdminDictionary['toast']]]);
    expect(writes()).toEqual([{ method: 'POST', path: `/api/${list.name}`, body: expect.objectContaining(sent) }]);
  });

  test('a required text left blank is refused beside it in the admin’s words, and nothing is sent', async () => {
    const { writes } = await open();
    fireEvent.click(button(t.lists.kinds[key].add));
    fireEvent.click(button(t.lists.done));
    const required = textsOf(list).filter((text) => text.required);
    expect(required.length).toBeGreaterThan(0);
    for (const text of required) {
      const input = field(labelOf(t, key, text.name), t.lists.chinese);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    const words = list.titleField === 'title' ? t.lists.errors.titleRequired : t.lists.errors.required;
    expect(within(form()).getAllByText(words).length).toBeGreaterThan(0);
    expect(writes()).toEqual([]);
  });

  test('editing sends the whole entry with PUT, deleting sends DELETE; each says its toast', async () => {
    const { writes } = await open();
    fireEvent.click(button(named(t.lists.editEntry, shown(second))));
    type(field(labelOf(t, key, list.titleField), t.lists.chinese), '改過');
    fireEvent.click(button(t.lists.done));
    expect((await saveAll()).said).toEqual([t.toast[list.toasts.afterUpdate as keyof AdminDictionary['toast']]]);
    fireEvent.click(button(named(t.lists.deleteEntry, shown(first))));
    expect((await saveAll()).said).toEqual([t.toast[list.toasts.afterDelete as keyof AdminDictionary['toast']]]);
    expect(writes()).toEqual([
      { method: 'PUT', path: `/api/${list.name}/2`, body: { ...second, [`${list.titleField}Zh`]: '改過' } },
      { method: 'DELETE', path: `/api/${list.name}/1` },
    ]);
  });
});

describe('a figure’s row', () => {
  for (const [lang, t] of LANGUAGES)
    test(`names its value with its label (${lang}), not the label alone`, async () => {
      const figure = fakeEntry('figures', 1, 'projects delivered', '個已交付專案', { valueEn: '40+', valueZh: '40+' });
      fakeListServer({ figures: [figure] });
      await openSection('home', lang);
      await waitForTitles('figures', [lang === 'en' ? '40+ projects delivered' : '40+ 個已交付專案'], t);
      // The row's button that opens the entry says the whole name too.
      const name = lang === 'en' ? '40+ projects delivered' : '40+ 個已交付專案';
      expect(button(named(t.lists.editEntry, name))).toBeTruthy();
    });
});

test('Enter in a one-line text of the entry form adds no line break and saves the form, as in an input', async () => {
  const server = fakeListServer({ figures: [] });
  await openSection('home', 'en');
  fireEvent.click(await screen.findByRole('button', { name: adminEn.lists.kinds.figures.add }));
  const t = adminEn;
  for (const [name, en, zh] of [
    ['value', '40+', '40+'],
    ['label', 'projects delivered', '個已交付專案'],
  ] as const) {
    type(field(labelOf(t, 'figures', name), t.lists.english), en);
    type(field(labelOf(t, 'figures', name), t.lists.chinese), zh);
  }
  const label = field(labelOf(t, 'figures', 'label'), t.lists.english);
  // A pasted break becomes a space; Enter is cancelled (no break) and sends the form.
  type(label, 'projects\ndelivered');
  expect(label.value).toBe('projects delivered');
  expect(fireEvent.keyDown(label, { key: 'Enter' })).toBe(false);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await saveAll()).said).toEqual([t.toast[LISTS.figures.toasts.afterCreate as keyof AdminDictionary['toast']]]);
  expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/figures', body: expect.objectContaining({ labelEn: 'projects delivered', valueZh: '40+' }) },
  ]);
});
