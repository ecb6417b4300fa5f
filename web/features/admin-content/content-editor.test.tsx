// The content tab against a small fake of the API at the network edge: what a save sends, per field and per plan.
import { afterEach, beforeEach, expect, mock, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { CONTENT_KEYS, type ContentTree, type PricingPlan } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { useState } from 'react';
import { snippetUnsavedKey } from '../../lib/calls/snippets';
import { usePageForm } from '../../lib/page-save';
import { discardUnsaved, unsavedChanges, useUnsavedChanges } from '../../lib/unsaved';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { keysWithGaps } from './completeness';
import { ContentEditor } from './content-editor';

type Call = { method: string; path: string; body?: unknown };

const entry = (
  planId: 'basic' | 'pro' | 'enterprise',
  billing: 'monthly' | 'annual',
  amount: number,
  titleEn: string,
  titleZh: string,
): PricingPlan => ({
  id: `${planId}-${billing}`,
  planId,
  billing,
  nameEn: `${titleEn} ${billing === 'monthly' ? 'Monthly' : 'Annual'}`,
  nameZh: `${titleZh} ${billing === 'monthly' ? '月訂閱' : '年訂閱'}`,
  price: `$${amount.toLocaleString('en-US')}`,
  amount,
  titleEn,
  titleZh,
  descriptionEn: `${titleEn} plan`,
  descriptionZh: `${titleZh}方案`,
  featuresEn: ['Bug fixes'],
  featuresZh: ['錯誤修正'],
  isPopular: planId === 'pro',
});
const listing = (): PricingPlan[] => [
  entry('basic', 'monthly', 149, 'Basic', '基本'),
  entry('pro', 'monthly', 399, 'Pro', '專業'),
  entry('enterprise', 'monthly', 999, 'Enterprise', '企業'),
  entry('basic', 'annual', 1490, 'Basic', '基本'),
  entry('pro', 'annual', 3990, 'Pro', '專業'),
  entry('enterprise', 'annual', 9990, 'Enterprise', '企業'),
];
const homeTree = (): ContentTree => ({
  hero: { title: { en: 'Stored hero title', zh: '已儲存的主標題' }, subtitle: { en: 'Stored hero subtitle', zh: '已儲存的副標題' } },
  features: { title: { en: 'Our Expertise', zh: '我們的專業' }, subtitle: { en: 'What we do', zh: '我們做什麼' } },
  team: {
    title: { en: 'Our team', zh: '我們的團隊' },
    subtitle: { en: 'Who you work with', zh: '與您合作的人' },
    ...Object.fromEntries(
      ['first', 'second', 'third'].map((n) => [
        n,
        {
          name: { en: `${n} name`, zh: `${n} 姓名` },
          role: { en: `${n} role`, zh: `${n} 職稱` },
          bio: { en: `${n} bio`, zh: `${n} 介紹` },
        },
      ]),
    ),
  },
  cta: { title: { en: 'Ready?', zh: '準備好了嗎？' }, description: { en: 'Talk to us', zh: '與我們聯絡' } },
});
const pricingTree = (): ContentTree => ({
  hero: { title: { en: 'Pricing', zh: '價格方案' }, subtitle: { en: 'Plans for every team', zh: '適合各種團隊' } },
  customSolution: { title: { en: 'Need more?', zh: '需要更多？' }, description: { en: 'Ask us', zh: '問我們' } },
});

let calls: Call[] = [];
let failWrites = false;
let failReads = false;
/** Milliseconds each read of the texts takes: a refresh after a save that has not arrived yet. */
let readDelay = 0;
let trees: Record<string, ContentTree>;

beforeEach(() => {
  // Each test opens the tab at its first page, whole (the editor keeps its page in the address; a page alone opens its
  // first part: the tests of that are marked).
  history.replaceState(null, '', '/dashboard/content/home/all');
  calls = [];
  failWrites = false;
  failReads = false;
  readDelay = 0;
  trees = { home: homeTree(), pricing: pricingTree(), services: {}, contact: {} };
  // The network edge only: the editor, its queries and the API client run for real.
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, body });
    if (method === 'GET' && failReads) return json({ error: { code: 'internal', message: 'boom' } }, 500);
    if (method === 'GET' && path.startsWith('/api/content/')) {
      await Bun.sleep(readDelay);
      return json(trees[path.slice('/api/content/'.length)] ?? {});
    }
    if (method === 'GET' && path === '/api/pricing-plans') return json(listing());
    if (failWrites) return new Response('database is locked', { status: 500, statusText: 'Internal Server Error' });
    if (method === 'POST' && path === '/api/content') {
      // Store it, so the refresh after the save shows the new value.
      const { section, key, enValue, zhValue } = body as { section: string; key: string; enValue?: string; zhValue?: string };
      const [group, leaf] = key.split('.') as [string, string];
      const node = ((trees[section] ??= {})[group] ??= {}) as Record<string, { en: string; zh: string }>;
      node[leaf] = { en: enValue ?? node[leaf]?.en ?? '', zh: zhValue ?? node[leaf]?.zh ?? '' };
      return json({ ok: true });
    }
    if (method === 'PUT' && path.startsWith('/api/pricing-plans/')) return json(listing());
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in module state: none may carry over to the next test
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const writes = () => calls.filter((c) => c.method !== 'GET');
/** The English or Chinese input of one content field (a fieldset named by its legend). */
const input = (field: string, language: string) =>
  within(screen.getByRole('group', { name: field })).getByLabelText(language) as HTMLInputElement;
/** A plan's fields (a fieldset named by the plan) under its tab, opened first (one plan at a time). */
const planCard = (plan: string) => {
  fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${plan}`) }));
  return within(screen.getByRole('group', { name: plan }));
};
/** One field of a plan card. */
const planInput = (plan: string, label: string) => planCard(plan).getByLabelText(label) as HTMLInputElement;
/** A plan's title in one language: one bilingual field, as every other text's (its languages named on the boxes). */
const planTitle = (plan: string, language: string) =>
  within(planCard(plan).getByRole('group', { name: adminEn.content.planTitle })).getByLabelText(language) as HTMLInputElement;
const saveButton = (t = adminEn) => screen.getByRole('button', { name: t.content.save });

async function openEditor(lang: 'en' | 'zh' = 'en') {
  await renderInApp(
    <>
      <ContentEditor />
      <Toaster />
    </>,
    { lang },
  );
  const t = lang === 'zh' ? adminZh : adminEn;
  await waitFor(() => expect(input(t.content.fields['hero.title'], t.content.english).value).toBe('Stored hero title'));
  return t;
}

const currentLine = (value: string) => screen.queryByText(adminEn.content.current.replace('{{value}}', value));

test('the home section shows its six fields in both languages, holding the live (stored) values', async () => {
  await openEditor();
  for (const key of ['hero.title', 'hero.subtitle', 'features.title', 'features.subtitle', 'cta.title', 'cta.description'] as const) {
    expect(screen.getByRole('group', { name: adminEn.content.fields[key] })).toBeTruthy();
  }
  expect(input(adminEn.content.fields['hero.title'], adminEn.content.chinese).value).toBe('已儲存的主標題');
  // Nothing changed yet: no "Current" echo under any input.
  expect(screen.queryAllByText(/^Current: /)).toEqual([]);
  expect((screen.getByLabelText(adminEn.content.section) as HTMLSelectElement).value).toBe('home');
  // product.md §7: the plans are fetched only for the pricing section.
  expect(calls.some((c) => c.path === '/api/pricing-plans')).toBe(false);
});

test('"Current" shows the stored text only under an input whose text was changed, and goes when it is typed back', async () => {
  await openEditor();
  const english = input(adminEn.content.fields['hero.title'], adminEn.content.english);
  fireEvent.change(english, { target: { value: 'Changed title' } });
  const line = currentLine('Stored hero title')!;
  expect(line).toBeTruthy();
  expect(english.getAttribute('aria-describedby')).toContain(line.id);
  expect(screen.queryAllByText(/^Current: /)).toHaveLength(1); // the Chinese input beside it shows none
  fireEvent.change(english, { target: { value: 'Stored hero title' } });
  expect(currentLine('Stored hero title')).toBeNull();
});

test('editing one English field and saving sends exactly one POST with { section, key, enValue }', async () => {
  await openEditor();
  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'A brand new hero title' } });
  expect(unsavedChanges.value).toBe(true);
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.contentUpdated);
  expect(writes()).toEqual([
    { method: 'POST', path: '/api/content', body: { section: 'home', key: 'hero.title', enValue: 'A brand new hero title' } },
  ]);
  // After the save the field starts again from the stored (refreshed) value and nothing is unsaved.
  await waitFor(() => expect(currentLine('Stored hero title')).toBeNull());
  expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('A brand new hero title');
  expect(currentLine('A brand new hero title')).toBeNull();
  expect(unsavedChanges.value).toBe(false);
});

test('while the save’s refresh is on its way the field keeps the saved text: the old one never shows again', async () => {
  await openEditor();
  const field = () => input(adminEn.content.fields['hero.title'], adminEn.content.english);
  fireEvent.change(field(), { target: { value: 'Saved while reads are slow' } });
  readDelay = 150;
  fireEvent.click(saveButton());
  const seen = new Set<string>();
  const sample = setInterval(() => seen.add(field().value), 5);
  await screen.findByText(adminEn.toast.contentUpdated);
  clearInterval(sample);
  expect([...seen]).toEqual(['Saved while reads are slow']);
  expect(field().value).toBe('Saved while reads are slow');
  expect(currentLine('Stored hero title')).toBeNull();
});

test('two edited fields send two requests, one per field, each with only the edited language', async () => {
  await openEditor();
  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'English only' } });
  fireEvent.change(input(adminEn.content.fields['cta.title'], adminEn.content.chinese), { target: { value: '只有中文' } });
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.contentUpdated);
  expect(writes().map((c) => c.body)).toEqual([
    { section: 'home', key: 'hero.title', enValue: 'English only' },
    { section: 'home', key: 'cta.title', zhValue: '只有中文' },
  ]);
});

test('saving with no change sends nothing and says there is nothing to save', async () => {
  await openEditor();
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.nothingToSave);
  expect(writes()).toEqual([]);
});

test('edits typed back to the stored value send nothing', async () => {
  await openEditor();
  fireEvent.change(input(adminEn.content.fields['hero.subtitle'], adminEn.content.english), { target: { value: 'changed' } });
  fireEvent.change(input(adminEn.content.fields['hero.subtitle'], adminEn.content.english), { target: { value: 'Stored hero subtitle' } });
  expect(unsavedChanges.value).toBe(false);
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.nothingToSave);
  expect(writes()).toEqual([]);
});

test('a cleared text is said to be required at its input, and is not sent (only non-blank values are)', async () => {
  await openEditor();
  const cleared = input(adminEn.content.fields['hero.title'], adminEn.content.english);
  fireEvent.change(cleared, { target: { value: '   ' } });
  const message = within(screen.getByRole('group', { name: adminEn.content.fields['hero.title'] })).getByText(adminEn.content.required);
  expect(cleared.getAttribute('aria-invalid')).toBe('true');
  expect(cleared.getAttribute('aria-describedby')).toContain(message.id);
  expect(input(adminEn.content.fields['hero.title'], adminEn.content.chinese).getAttribute('aria-invalid')).toBeNull();
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.content.onlyBlank);
  expect(screen.queryByText(adminEn.toast.nothingToSave)).toBeNull();
  expect(writes()).toEqual([]);
});

test('the save bar counts the unsaved changes, discards them or saves them, then says all is saved and when', async () => {
  await openEditor();
  const bar = () => screen.getByRole('region', { name: adminEn.content.bar.label });
  expect(within(bar()).getByRole('status').textContent).toBe(adminEn.content.bar.clean);
  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'Bar title' } });
  expect(within(bar()).getByText(adminEn.content.bar.one)).toBeTruthy();
  fireEvent.change(input(adminEn.content.fields['cta.title'], adminEn.content.chinese), { target: { value: '酒吧' } });
  expect(within(bar()).getByText(fill(adminEn.content.bar.many, { count: '2' }))).toBeTruthy();
  fireEvent.click(within(bar()).getByRole('button', { name: adminEn.content.bar.discard }));
  expect(within(bar()).getByRole('status').textContent).toBe(adminEn.content.bar.clean);
  expect(within(bar()).queryByRole('button', { name: adminEn.content.bar.discard })).toBeNull();
  expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('Stored hero title');
  expect(unsavedChanges.value).toBe(false);

  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'Saved from the bar' } });
  fireEvent.click(within(bar()).getByRole('button', { name: adminEn.content.save }));
  await screen.findByText(adminEn.toast.contentUpdated);
  expect(writes()).toEqual([
    { method: 'POST', path: '/api/content', body: { section: 'home', key: 'hero.title', enValue: 'Saved from the bar' } },
  ]);
  const saved = adminEn.content.bar.saved.split('{{time}}')[0]!;
  await waitFor(() => expect(within(bar()).getByRole('status').textContent).toMatch(new RegExp(`^${saved}\\d{1,2}:\\d{2}`)));
});

test('one language edited, the other untouched: the other says to check its translation until edited or dismissed; a save keeps it, an undo drops it', async () => {
  await openEditor();
  const checks = () => [...document.querySelectorAll('[data-check]')].map((el) => el.querySelector('[lang]')?.getAttribute('lang'));
  const heroEn = () => input(adminEn.content.fields['hero.title'], adminEn.content.english);
  const heroZh = () => input(adminEn.content.fields['hero.title'], adminEn.content.chinese);
  fireEvent.change(heroEn(), { target: { value: 'A new title' } });
  expect(checks()).toEqual(['zh-Hant']);
  expect(heroZh().getAttribute('aria-describedby')).toContain('-check');
  expect(screen.getByText(adminEn.content.checkTranslation.zh)).toBeTruthy();
  // Undone: nothing to check; changed again: asked again.
  fireEvent.change(heroEn(), { target: { value: 'Stored hero title' } });
  expect(checks()).toEqual([]);
  fireEvent.change(heroEn(), { target: { value: 'A new title' } });
  expect(checks()).toEqual(['zh-Hant']);
  // Saved (the English alone): the Chinese is still unchecked, so still marked.
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.contentUpdated);
  await waitFor(() => expect(heroEn().value).toBe('A new title'));
  expect(checks()).toEqual(['zh-Hant']);
  // Dismissed: gone. Another field's Chinese edited: its English asked, and the edit of the English clears it.
  fireEvent.click(screen.getByRole('button', { name: adminEn.content.checkTranslation.dismiss }));
  expect(checks()).toEqual([]);
  fireEvent.change(input(adminEn.content.fields['hero.subtitle'], adminEn.content.chinese), { target: { value: '新的副標題' } });
  expect(checks()).toEqual(['en']);
  fireEvent.change(input(adminEn.content.fields['hero.subtitle'], adminEn.content.english), { target: { value: 'New subtitle' } });
  expect(checks()).toEqual([]);
});

test('in the pricing section, Basic monthly price 29.99 sends one PUT /api/pricing-plans/basic with { monthlyPrice: 29.99 }', async () => {
  await openEditor();
  fireEvent.change(screen.getByLabelText(adminEn.content.section), { target: { value: 'pricing' } });
  await waitFor(() => expect(planInput(adminEn.content.plans.basic, adminEn.content.monthlyPrice).value).toBe('149'));
  expect(calls.filter((c) => c.path === '/api/pricing-plans')).toHaveLength(1);
  expect(input(adminEn.content.fields['customSolution.title'], adminEn.content.english).value).toBe('Need more?');
  expect(planInput(adminEn.content.plans.pro, adminEn.content.annualPrice).value).toBe('3,990');
  expect(planTitle(adminEn.content.plans.enterprise, adminEn.content.chinese).value).toBe('企業');

  fireEvent.change(planInput(adminEn.content.plans.basic, adminEn.content.monthlyPrice), { target: { value: '29.99' } });
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.contentUpdated);
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/basic', body: { monthlyPrice: 29.99 } }]);
});

test('an invalid price is flagged, blocks the save and sends nothing', async () => {
  await openEditor();
  fireEvent.change(screen.getByLabelText(adminEn.content.section), { target: { value: 'pricing' } });
  await waitFor(() => expect(planInput(adminEn.content.plans.basic, adminEn.content.monthlyPrice).value).toBe('149'));
  const price = planInput(adminEn.content.plans.basic, adminEn.content.monthlyPrice);
  fireEvent.change(price, { target: { value: '12.345' } });
  expect(price.getAttribute('aria-invalid')).toBe('true');
  // A valid edit elsewhere does not get through either while a price is wrong.
  fireEvent.change(planTitle(adminEn.content.plans.pro, adminEn.content.english), { target: { value: 'Professional' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(screen.getAllByText(adminEn.content.invalidPrice).length).toBeGreaterThanOrEqual(2)); // under the field and in the toast
  expect(writes()).toEqual([]);
});

test('a failed save shows the error toast in words (no status, no server text), keeps the typed text, and Retry sends it', async () => {
  await openEditor();
  failWrites = true;
  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'Will not be stored' } });
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.error);
  expect(screen.getByText(adminEn.failure.server)).toBeTruthy();
  expect(screen.queryByText(/500|database is locked/)).toBeNull();
  expect(writes()).toHaveLength(1);
  failWrites = false;
  fireEvent.click(screen.getByRole('button', { name: adminEn.failure.retry }));
  await screen.findByText(adminEn.toast.contentUpdated);
  expect(writes()).toHaveLength(2);
  expect(trees.home!.hero).toMatchObject({ title: { en: 'Will not be stored' } });
});

test('texts that could not load are not shown as empty fields: the editor says so, with one Retry that brings them', async () => {
  failReads = true;
  await renderInApp(<ContentEditor />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(adminEn.failure.loadContent);
  expect(screen.queryByRole('group', { name: adminEn.content.fields['hero.title'] })).toBeNull();
  expect(screen.queryByText(/\(blank\)/)).toBeNull();
  // One message, one action: no Preview of texts that are not there.
  expect(screen.queryByRole('button', { name: adminEn.content.preview.show })).toBeNull();
  expect(within(alert).getAllByRole('button')).toHaveLength(1);
  failReads = false;
  fireEvent.click(within(alert).getByRole('button', { name: adminEn.failure.retry }));
  await waitFor(() => expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('Stored hero title'));
});

test('a failed save keeps the typed text', async () => {
  await openEditor();
  failWrites = true;
  fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'Will not be stored' } });
  fireEvent.click(saveButton());
  await screen.findByText(adminEn.toast.error);
  expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('Will not be stored');
  expect(unsavedChanges.value).toBe(true);
});

test('in Chinese the labels and the toast are the Chinese ones, and the save sends the same body', async () => {
  const t = await openEditor('zh');
  expect(t).toBe(adminZh);
  fireEvent.change(input(adminZh.content.fields['hero.title'], adminZh.content.chinese), { target: { value: '全新的主標題' } });
  fireEvent.click(screen.getByRole('button', { name: adminZh.content.save }));
  await screen.findByText(adminZh.toast.contentUpdated);
  expect(writes().map((c) => c.body)).toEqual([{ section: 'home', key: 'hero.title', zhValue: '全新的主標題' }]);
});

test('changing section with an unsaved edit asks first: "stay" keeps the section and the text, "leave" drops them', async () => {
  const realConfirm = window.confirm;
  const answers: boolean[] = [false, true];
  const asked: string[] = [];
  window.confirm = mock((question?: string) => {
    asked.push(String(question));
    return answers.shift()!;
  });
  try {
    await openEditor();
    const select = screen.getByLabelText(adminEn.content.section) as HTMLSelectElement;
    fireEvent.change(input(adminEn.content.fields['hero.title'], adminEn.content.english), { target: { value: 'Unsaved title' } });
    fireEvent.change(select, { target: { value: 'pricing' } });
    expect(asked).toEqual([adminEn.unsaved]);
    expect(select.value).toBe('home');
    expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('Unsaved title');
    expect(unsavedChanges.value).toBe(true);

    fireEvent.change(select, { target: { value: 'pricing' } });
    expect(asked).toHaveLength(2);
    await waitFor(() => expect(input(adminEn.content.fields['customSolution.title'], adminEn.content.english).value).toBe('Need more?'));
    expect(select.value).toBe('pricing');
    expect(unsavedChanges.value).toBe(false);
    expect(writes()).toEqual([]);

    // Nothing unsaved: no question at all.
    fireEvent.change(select, { target: { value: 'home' } });
    await waitFor(() => expect(input(adminEn.content.fields['hero.title'], adminEn.content.english).value).toBe('Stored hero title'));
    expect(asked).toHaveLength(2);
  } finally {
    window.confirm = realConfirm;
  }
});

test('the section selector offers home, services, pricing and contact, each with the product.md fields, and the privacy notice', async () => {
  await openEditor();
  const select = screen.getByLabelText(adminEn.content.section) as HTMLSelectElement;
  expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
    ['home', adminEn.content.sections.home],
    ['services', adminEn.content.sections.services],
    ['pricing', adminEn.content.sections.pricing],
    ['contact', adminEn.content.sections.contact],
    ['privacy', adminEn.content.sections.privacy],
  ]);
  const fields = {
    services: ['hero.title', 'hero.subtitle', 'caseStudies.title', 'caseStudies.subtitle'],
    pricing: ['hero.title', 'hero.subtitle', 'customSolution.title', 'customSolution.description'],
    contact: ['hero.title', 'hero.subtitle', 'info.title'],
    privacy: [
      'hero.title',
      'hero.subtitle',
      'hero.updated',
      'controller.title',
      'controller.body',
      'collected.title',
      'collected.body',
      'statistics.title',
      'statistics.body',
      'use.title',
      'use.body',
      'keeping.title',
      'keeping.body',
      'rights.title',
      'rights.body',
    ],
  } as const;
  for (const [section, keys] of Object.entries(fields) as [keyof typeof fields, readonly (keyof typeof adminEn.content.fields)[]][]) {
    fireEvent.change(select, { target: { value: section } });
    const legends = () => screen.queryAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    await waitFor(() => expect(legends().slice(0, keys.length)).toEqual(keys.map((k) => adminEn.content.fields[k])));
    expect(legends()[keys.length]).not.toBe(adminEn.content.fields['features.title']); // nothing of another section
    for (const key of keys) {
      expect(input(adminEn.content.fields[key], adminEn.content.english)).toBeTruthy();
      expect(input(adminEn.content.fields[key], adminEn.content.chinese)).toBeTruthy();
    }
    // Only contact points to where its address, phone and email are edited (the settings' contact section).
    const detailsLink = screen.queryByRole('link', { name: adminEn.content.contactDetailsLink });
    expect(detailsLink?.getAttribute('href') ?? null).toBe(section === 'contact' ? '/dashboard/settings/contact' : null);
    // Only pricing has the three plan cards.
    const plans = screen.queryByRole('heading', { name: adminEn.content.plansTitle });
    expect(Boolean(plans)).toBe(section === 'pricing');
    if (section === 'pricing') {
      await waitFor(() => expect(planInput(adminEn.content.plans.enterprise, adminEn.content.annualPrice).value).toBe('9,990'));
      for (const plan of ['basic', 'pro', 'enterprise'] as const) {
        for (const label of [adminEn.content.monthlyPrice, adminEn.content.annualPrice]) {
          expect(planInput(adminEn.content.plans[plan], label)).toBeTruthy();
        }
        for (const language of [adminEn.content.english, adminEn.content.chinese]) {
          expect(planTitle(adminEn.content.plans[plan], language)).toBeTruthy();
        }
        // A decimal keyboard; the step of 0.01 is the check of at most two decimals (12.345 is refused, below).
        expect(planInput(adminEn.content.plans[plan], adminEn.content.monthlyPrice).getAttribute('inputmode')).toBe('decimal');
      }
    }
  }
});

test('fields to translate: each marked with what it lacks, counted for the section and the site, and shown alone on request', async () => {
  trees.home = homeTree();
  (trees.home.hero as ContentTree).title = { en: 'Same words', zh: 'Same words' };
  (trees.home.cta as ContentTree).title = { en: 'Ready?', zh: '' };
  await renderInApp(<ContentEditor />, { lang: 'en' });
  const t = adminEn;
  // services, contact and privacy hold nothing (every field empty); pricing's tree lacks none of its keys.
  const emptyElsewhere =
    CONTENT_KEYS.services.length +
    CONTENT_KEYS.contact.length +
    CONTENT_KEYS.privacy.length +
    keysWithGaps('pricing', pricingTree()).length;
  await screen.findByText(fill(t.content.gaps.summary, { count: '2', total: String(2 + emptyElsewhere) }));
  const field = (key: 'hero.title' | 'cta.title' | 'hero.subtitle') => within(screen.getByRole('group', { name: t.content.fields[key] }));
  expect(field('hero.title').getByText(t.content.gaps.sameAsEnglish)).toBeTruthy();
  expect(field('cta.title').getByText(t.content.gaps.missingZh)).toBeTruthy();
  expect(field('hero.subtitle').queryByText(t.content.gaps.missingZh)).toBeNull();

  fireEvent.click(screen.getByLabelText(t.content.gaps.onlyThese));
  expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
    t.content.fields['hero.title'],
    t.content.fields['cta.title'],
  ]);
});

test('each field says where it shows on the page, in the admin language', async () => {
  await openEditor('zh');
  const field = screen.getByRole('group', { name: adminZh.content.fields['hero.title'] });
  expect(within(field).getByText(adminZh.content.places.home['hero.title'])).toBeTruthy();
  fireEvent.change(screen.getByLabelText(adminZh.content.section), { target: { value: 'contact' } });
  await screen.findByText(adminZh.content.places.contact['info.title']);
  expect(screen.queryByText(adminZh.content.places.home['hero.title'])).toBeNull();
});

test('the side list holds every page, its parts in page order; a part of another page asks first, then opens that page there', async () => {
  const realConfirm = window.confirm;
  const answers = [false, true];
  window.confirm = mock(() => answers.shift()!);
  try {
    await openEditor();
    const nav = within(screen.getByRole('navigation', { name: adminEn.content.nav.label }));
    const { groups, sections } = adminEn.content;
    // Home's parts, open; the other pages folded, each with its parts ready to unfold.
    const homeParts = nav.getByRole('button', { name: fill(adminEn.content.nav.partsOf, { page: sections.home }) });
    expect(homeParts.getAttribute('aria-expanded')).toBe('true');
    const homeList = document.getElementById(homeParts.getAttribute('aria-controls')!)!;
    expect([...homeList.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      groups.hero,
      adminEn.lists.kinds.figures.title,
      adminEn.lists.kinds.clients.title,
      groups.features,
      adminEn.lists.kinds.companyValues.title,
      adminEn.lists.kinds.steps.title,
      groups.team,
      adminEn.lists.kinds.testimonials.title,
      groups.cta,
      adminEn.snippets.title,
    ]);
    fireEvent.click(homeParts);
    expect(homeParts.getAttribute('aria-expanded')).toBe('false');
    expect(homeList.hidden).toBe(true);
    const pricingParts = nav.getByRole('button', { name: fill(adminEn.content.nav.partsOf, { page: sections.pricing }) });
    expect(pricingParts.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(pricingParts);

    // The team part of home: shown alone, the block takes the focus and the list marks it.
    fireEvent.click(homeParts);
    fireEvent.click(within(homeList).getByRole('button', { name: groups.team }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-edit-part')).toBe('team'));
    expect(within(homeList).getByRole('button', { name: groups.team }).getAttribute('aria-current')).toBe('location');
    expect(screen.queryByRole('group', { name: adminEn.content.fields['hero.title'] })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: groups.team })).toBeTruthy();

    // An edit in the part shown is marked in the list; it stays marked (and counted) with the whole page shown again.
    fireEvent.change(input(adminEn.content.fields['team.title'], adminEn.content.english), { target: { value: 'Unsaved' } });
    const teamButton = () => within(homeList).getByRole('button', { name: new RegExp(`^${groups.team}`) });
    expect(teamButton().querySelector('[data-unsaved]')).not.toBeNull();
    expect(within(homeList).getByRole('button', { name: groups.hero }).querySelector('[data-unsaved]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: fill(adminEn.content.nav.showWhole, { page: sections.home }) }));
    await waitFor(() => expect(screen.getByRole('group', { name: adminEn.content.fields['hero.title'] })).toBeTruthy());
    expect(teamButton().querySelector('[data-unsaved]')).not.toBeNull();
    expect(screen.getByText(adminEn.content.bar.one)).toBeTruthy();

    // Pricing's plans with an edit unsaved: asked; "stay" keeps home; "leave" opens pricing's plans alone.
    const plans = () => within(document.getElementById('content-nav-pricing')!).getByRole('button', { name: adminEn.content.plansTitle });
    fireEvent.click(plans());
    expect(nav.getByRole('button', { name: sections.home }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(plans());
    await waitFor(() => expect(nav.getByRole('button', { name: sections.pricing }).getAttribute('aria-current')).toBe('page'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-edit-part')).toBe('plans'));
    expect(plans().getAttribute('aria-current')).toBe('location');
    expect((screen.getByLabelText(adminEn.content.nav.part) as HTMLSelectElement).value).toBe('plans');
    expect(screen.queryByRole('group', { name: adminEn.content.fields['hero.title'] })).toBeNull();
    // Under the part: the ones before and after it on the page.
    const steps = within(screen.getByRole('navigation', { name: adminEn.content.nav.steps }));
    expect(steps.getByRole('button', { name: fill(adminEn.content.nav.previous, { part: groups.customSolution }) })).toBeTruthy();
    fireEvent.click(steps.getByRole('button', { name: fill(adminEn.content.nav.next, { part: adminEn.lists.kinds.faqs.title }) }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-edit-part')).toBe('faqs'));
  } finally {
    window.confirm = realConfirm;
  }
});

test('on the whole page, focus moving into a field makes its part the one being edited in the list; the picker keeps "whole page"', async () => {
  await openEditor();
  input(adminEn.content.fields['cta.title'], adminEn.content.chinese).focus();
  const nav = within(screen.getByRole('navigation', { name: adminEn.content.nav.label }));
  await waitFor(() => expect(nav.getByRole('button', { name: adminEn.content.groups.cta }).getAttribute('aria-current')).toBe('location'));
  expect((screen.getByLabelText(adminEn.content.nav.part) as HTMLSelectElement).value).toBe('all');
  expect(nav.getByRole('button', { name: adminEn.content.groups.hero }).getAttribute('aria-current')).toBeNull();
});

test('the tab alone opens one part at a time: the first part of the page, the clean save bar pinned, the whole page on request', async () => {
  history.replaceState(null, '', '/dashboard/content');
  await renderInApp(<ContentEditor />);
  await screen.findByRole('group', { name: adminEn.content.fields['hero.title'] });
  expect(screen.queryByRole('group', { name: adminEn.content.fields['cta.title'] })).toBeNull();
  expect((screen.getByLabelText(adminEn.content.nav.part) as HTMLSelectElement).value).toBe('hero');
  const nav = within(screen.getByRole('navigation', { name: adminEn.content.nav.label }));
  expect(nav.getByRole('button', { name: adminEn.content.groups.hero }).getAttribute('aria-current')).toBe('location');
  // Nothing to save: the bar is drawn all the same, in its one place at the window's foot (decision 0282, pinned as it is
  // with changes): its status and a greyed "Save Changes", nothing screen-reader-only (decision 0199).
  const bar = screen.getByRole('region', { name: adminEn.content.bar.label });
  expect(bar.className).toContain('fixed');
  expect(bar.getAttribute('data-state')).toBe('clean');
  const idle = within(bar).getByRole('button', { name: adminEn.content.save });
  expect(idle.getAttribute('aria-disabled')).toBe('true');
  expect(bar.querySelector('.sr-only')).toBeNull();
  expect(within(bar).getByText(adminEn.content.bar.clean).closest('.sr-only')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.content.nav.showWhole, { page: adminEn.content.sections.home }) }));
  await waitFor(() => expect(screen.getByRole('group', { name: adminEn.content.fields['cta.title'] })).toBeTruthy());
  expect(location.pathname).toBe('/dashboard/content/home/all');
});

test('a title is one line that wraps to show itself whole; a subtitle is several lines; both grow with their text', async () => {
  await openEditor();
  const title = input(adminEn.content.fields['hero.title'], adminEn.content.english);
  const subtitle = input(adminEn.content.fields['hero.subtitle'], adminEn.content.english);
  expect([title.tagName, subtitle.tagName]).toEqual(['TEXTAREA', 'TEXTAREA']);
  expect(title.style.getPropertyValue('field-sizing') || (title.style as unknown as { fieldSizing: string }).fieldSizing).toBe('content');
  // Enter in the title adds no line break (the key is cancelled); a pasted break becomes a space. The subtitle keeps both.
  expect(fireEvent.keyDown(title, { key: 'Enter' })).toBe(false);
  expect(fireEvent.keyDown(subtitle, { key: 'Enter' })).toBe(true);
  fireEvent.change(title, { target: { value: 'Software\r\n that pays' } });
  expect(title.value).toBe('Software that pays');
  fireEvent.change(subtitle, { target: { value: 'One\nTwo' } });
  expect(subtitle.value).toBe('One\nTwo');
});

/** A stand-in for the snippet's form: its own state and its own unsaved mark, as the search-snippet editor has. */
const probeSaves: string[] = [];
function SnippetProbe() {
  const [text, setText] = useState('');
  useUnsavedChanges(snippetUnsavedKey('home'), text !== '');
  usePageForm(snippetUnsavedKey('home'), {
    changes: text === '' ? 0 : 1,
    save: async () => void probeSaves.push(text),
    discard: () => setText(''),
  });
  return <input aria-label="Snippet probe" value={text} onChange={(e) => setText(e.target.value)} />;
}

test('a part not shown keeps what was typed in its own form (the search snippet), and the side list marks it unsaved', async () => {
  await renderInApp(<ContentEditor snippet={() => <SnippetProbe />} />, { lang: 'en' });
  const nav = within(screen.getByRole('navigation', { name: adminEn.content.nav.label }));
  const snippetButton = () => nav.getByRole('button', { name: new RegExp(`^${adminEn.snippets.title}`) });
  fireEvent.click(snippetButton());
  await waitFor(() => expect(document.activeElement?.getAttribute('data-edit-part')).toBe('snippet'));
  fireEvent.change(screen.getByLabelText('Snippet probe'), { target: { value: 'Typed, not saved' } });
  await waitFor(() => expect(snippetButton().querySelector('[data-unsaved]')).not.toBeNull());
  // Another part shown alone: the snippet is out of sight, its text kept; back to it, the text is there.
  fireEvent.click(nav.getByRole('button', { name: adminEn.content.groups.cta }));
  await waitFor(() => expect(screen.getByLabelText('Snippet probe').closest('[hidden]')).not.toBeNull());
  expect(snippetButton().querySelector('[data-unsaved]')).not.toBeNull();
  fireEvent.click(snippetButton());
  await waitFor(() => expect(screen.getByLabelText('Snippet probe').closest('[hidden]')).toBeNull());
  expect((screen.getByLabelText('Snippet probe') as HTMLInputElement).value).toBe('Typed, not saved');
  // It saves with the bar: counted there, and stored by its Save Changes with the page's texts.
  const bar = within(screen.getByRole('region', { name: adminEn.content.bar.label }));
  expect(bar.getByText(adminEn.content.bar.one)).toBeTruthy();
  fireEvent.click(bar.getByRole('button', { name: adminEn.content.save }));
  await waitFor(() => expect(probeSaves).toEqual(['Typed, not saved']));
});
