// A service's features in its entry form, one row per feature holding both languages: edits, moves and removals keep
// the two stored lists in step, a row is saved only whole, and stored lists of different lengths lose nothing.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { adminEn, type AdminDictionary } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import { discardUnsaved } from '../../lib/unsaved';
import { restoreFetch } from '../../testing/fake-api';
import { fakeEntry, fakeListServer, refusal } from '../../testing/list-fakes';
import { button, field, form, named, openSection, type, waitForTitles, saveAll } from './test-screen';

afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const THREE = { featuresEn: ['Audit', 'Dry runs', 'Cut-over'], featuresZh: ['稽核', '試轉', '切換'] };
function serve(features: { featuresEn: string[]; featuresZh: string[] } = THREE) {
  return fakeListServer({ services: [fakeEntry('services', 1, 'Data Migration', '資料移轉', features)] });
}
const writes = (server: ReturnType<typeof serve>) => server.calls.filter((call) => call.method !== 'GET');

async function openService(lang: 'en' | 'zh' = 'en') {
  const t = await openSection('services', lang);
  await waitForTitles('services', [lang === 'en' ? 'Data Migration' : '資料移轉'], t);
  fireEvent.click(button(named(t.lists.editEntry, lang === 'en' ? 'Data Migration' : '資料移轉')));
  return t;
}
const features = (t: AdminDictionary = adminEn) => within(within(form()).getByRole('group', { name: t.lists.fields.features }));
/** The rows, top to bottom, each as its English and Chinese text. */
const rows = (t: AdminDictionary = adminEn) =>
  features(t)
    .queryAllByRole('listitem')
    .map((row) => [...row.querySelectorAll('textarea')].map((box) => box.value));
const box = (n: number, lang: 'en' | 'zh', t: AdminDictionary = adminEn) =>
  features(t).getByLabelText(
    fill(t.lists.featureText, { n, language: lang === 'en' ? t.lists.english : t.lists.chinese }),
  ) as HTMLTextAreaElement;
const action = (name: string, n: number, t: AdminDictionary = adminEn) =>
  features(t).getByRole('button', { name: fill(name, { n }) }) as HTMLButtonElement;
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
/** Done in the form, then the page's "Save Changes" when the form took the entry (undefined: it kept it, to fix). */
async function save(t: AdminDictionary = adminEn) {
  fireEvent.click(button(t.lists.done));
  return screen.queryByRole('dialog') ? undefined : saveAll();
}

test('editing a feature in both languages and saving sends the two lists, still paired', async () => {
  const server = serve();
  await openService();
  expect(rows()).toEqual([
    ['Audit', '稽核'],
    ['Dry runs', '試轉'],
    ['Cut-over', '切換'],
  ]);
  type(box(2, 'en'), 'Two dry runs');
  type(box(2, 'zh'), '兩次試轉');
  expect((await save())?.said).toEqual([adminEn.toast.serviceUpdated]);
  expect(writes(server)).toHaveLength(1);
  expect(writes(server)[0]!.body).toMatchObject({
    featuresEn: ['Audit', 'Two dry runs', 'Cut-over'],
    featuresZh: ['稽核', '兩次試轉', '切換'],
  });
});

test('moving a row (its menu) moves both languages; the moves at the ends are disabled; the caret follows the row', async () => {
  const server = serve();
  await openService();
  expect(action(adminEn.lists.moveFeatureUp, 1).disabled).toBe(true);
  expect(action(adminEn.lists.moveFeatureDown, 3).disabled).toBe(true);
  fireEvent.click(action(adminEn.lists.moveFeatureDown, 1));
  expect(rows()).toEqual([
    ['Dry runs', '試轉'],
    ['Audit', '稽核'],
    ['Cut-over', '切換'],
  ]);
  await waitFor(() => expect(document.activeElement).toBe(action(adminEn.lists.featureActions, 2)));
  fireEvent.click(action(adminEn.lists.moveFeatureUp, 3));
  expect(rows()).toEqual([
    ['Dry runs', '試轉'],
    ['Cut-over', '切換'],
    ['Audit', '稽核'],
  ]);
  expect((await save())?.said).toEqual([adminEn.toast.serviceUpdated]);
  expect(writes(server)[0]!.body).toMatchObject({ featuresEn: ['Dry runs', 'Cut-over', 'Audit'], featuresZh: ['試轉', '切換', '稽核'] });
});

test('removing a row removes the feature in both languages', async () => {
  const server = serve();
  await openService();
  fireEvent.click(action(adminEn.lists.removeFeature, 2));
  expect(rows()).toEqual([
    ['Audit', '稽核'],
    ['Cut-over', '切換'],
  ]);
  expect((await save())?.said).toEqual([adminEn.toast.serviceUpdated]);
  expect(writes(server)[0]!.body).toMatchObject({ featuresEn: ['Audit', 'Cut-over'], featuresZh: ['稽核', '切換'] });
});

for (const lang of ['en', 'zh'] as const)
  test(`${lang}: a row written in one language only is flagged on its blank box, in the admin's language, and nothing is sent`, async () => {
    const server = serve();
    const t = await openService(lang);
    fireEvent.click(features(t).getByRole('button', { name: t.lists.addFeature }));
    fireEvent.click(features(t).getByRole('button', { name: t.lists.addFeature })); // empty in both: left out, no error
    type(box(4, 'en', t), 'Rollback plan');
    await save(t);
    await waitFor(() => expect(box(4, 'zh', t).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(box(4, 'zh', t))).toBe(t.lists.errors.lineHalf);
    expect(box(4, 'en', t).getAttribute('aria-invalid')).toBeNull();
    expect(box(5, 'zh', t).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(box(4, 'zh', t)); // the caret is sent to what needs fixing
    expect(writes(server)).toEqual([]);

    // Written in Chinese too, the error goes and the row is saved; the empty row is left out.
    type(box(4, 'zh', t), '回復計畫');
    expect(box(4, 'zh', t).getAttribute('aria-invalid')).toBeNull();
    expect((await save(t))?.said).toEqual([t.toast.serviceUpdated]);
    expect(writes(server)[0]!.body).toMatchObject({
      featuresEn: [...THREE.featuresEn, 'Rollback plan'],
      featuresZh: [...THREE.featuresZh, '回復計畫'],
    });
  });

test('an empty row before a half-written one: the error shows on the box the admin left blank, not one row up', async () => {
  serve();
  await openService();
  fireEvent.click(action(adminEn.lists.removeFeature, 3));
  fireEvent.click(features().getByRole('button', { name: adminEn.lists.addFeature }));
  fireEvent.click(features().getByRole('button', { name: adminEn.lists.addFeature }));
  type(box(4, 'zh', adminEn), '回復計畫');
  await save();
  await waitFor(() => expect(box(4, 'en').getAttribute('aria-invalid')).toBe('true'));
  expect(box(3, 'en').getAttribute('aria-invalid')).toBeNull();
});

test('stored lists of different lengths: every line shows, the shorter language has empty boxes, and saving asks for them', async () => {
  const server = serve({ featuresEn: ['Audit', 'Dry runs', 'Cut-over'], featuresZh: ['稽核'] });
  await openService();
  expect(rows()).toEqual([
    ['Audit', '稽核'],
    ['Dry runs', ''],
    ['Cut-over', ''],
  ]);
  expect(box(2, 'zh').placeholder).toBe(adminEn.lists.lineMissing);
  expect(box(1, 'zh').placeholder).toBe('');
  // An edit elsewhere: the rows missing their Chinese are flagged, nothing is dropped or sent.
  type(field(adminEn.lists.fields.title, adminEn.lists.english), 'Data Migration Service');
  await save();
  await waitFor(() => expect(box(2, 'zh').getAttribute('aria-invalid')).toBe('true'));
  expect(box(3, 'zh').getAttribute('aria-invalid')).toBe('true');
  expect(writes(server)).toEqual([]);
  expect(rows()).toHaveLength(3);

  type(box(2, 'zh'), '試轉');
  fireEvent.click(action(adminEn.lists.removeFeature, 3));
  expect((await save())?.said).toEqual([adminEn.toast.serviceUpdated]);
  expect(writes(server)[0]!.body).toMatchObject({ featuresEn: ['Audit', 'Dry runs'], featuresZh: ['稽核', '試轉'] });
});

test('the server’s word on one line shows under that line’s box; Add is disabled at the most features the server takes', async () => {
  const server = serve();
  await openService();
  type(box(3, 'en'), 'Cut-over weekend');
  server.refuseNext = refusal([{ path: 'featuresEn.2', message: 'At most 200 characters' }]);
  expect((await save())?.errors).toHaveLength(1);
  fireEvent.click(button(named(adminEn.lists.editEntry, 'Data Migration')));
  await waitFor(() => expect(box(3, 'en').getAttribute('aria-invalid')).toBe('true'));
  expect(errorOf(box(3, 'en'))).toBe('At most 200 characters');
  expect(box(3, 'en').maxLength).toBe(200);
  cleanup();
  restoreFetch();

  const many = Array.from({ length: 20 }, (_, i) => `Feature ${i}`);
  serve({ featuresEn: many, featuresZh: many.map((line) => `${line}（中）`) });
  await openService();
  expect((features().getByRole('button', { name: adminEn.lists.addFeature }) as HTMLButtonElement).disabled).toBe(true);
});
