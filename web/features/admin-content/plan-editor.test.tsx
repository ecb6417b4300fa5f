// The pricing section's plan cards against a small fake of the API: descriptions, Most Popular, the annual price
// following the monthly one, and the features of all plans as one grid (a row per feature, a tick per plan).
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { PLAN_IDS, type PlanDetail, type PlanId, type PricingPlan } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { fill } from '../../lib/i18n';
import { discardUnsaved, unsavedChanges } from '../../lib/unsaved';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { ContentEditor } from './content-editor';

type Call = { method: string; path: string; body?: unknown };
const c = adminEn.content;

const plan = (id: PlanId, titleEn: string, titleZh: string, monthlyPrice: number, annualPrice: number): PlanDetail => ({
  id,
  titleEn,
  titleZh,
  monthlyPrice,
  annualPrice,
  descriptionEn: `${titleEn} plan`,
  descriptionZh: `${titleZh}方案`,
  featuresEn: ['Bug fixes', '!Dedicated manager'],
  featuresZh: ['錯誤修正', '!專屬經理'],
  isPopular: false,
});

let calls: Call[] = [];
let stored: Record<PlanId, PlanDetail>;
let refuse: string | undefined;

// The listing as the server derives it from the stored plans (docs/architecture.md "Pricing"), so a refresh shows what was saved.
const listing = (): PricingPlan[] =>
  (['monthly', 'annual'] as const).flatMap((billing) =>
    PLAN_IDS.map((id) => {
      const { id: _, monthlyPrice, annualPrice, ...p } = stored[id];
      const amount = billing === 'monthly' ? monthlyPrice : annualPrice;
      const word = billing === 'monthly' ? ['Monthly', '月訂閱'] : ['Annual', '年訂閱'];
      return {
        ...p,
        id: `${id}-${billing}`,
        planId: id,
        billing,
        nameEn: `${p.titleEn} ${word[0]}`,
        nameZh: `${p.titleZh} ${word[1]}`,
        price: `$${amount}`,
        amount,
      };
    }),
  );

beforeEach(() => {
  history.replaceState(null, '', '/dashboard/content/home/all'); // the whole page (a page alone opens its first part)
  calls = [];
  refuse = undefined;
  stored = {
    // Annual prices 16% off twelve months, as seeded.
    basic: plan('basic', 'Basic', '基本', 149, 1502),
    pro: plan('pro', 'Pro', '專業', 399, 4022),
    enterprise: plan('enterprise', 'Enterprise', '企業', 999, 10070),
  };
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    calls.push({ method, path, body });
    if (method === 'GET' && path.startsWith('/api/content/')) return json({});
    if (method === 'GET' && path === '/api/pricing-plans') return json(listing());
    if (method === 'PUT' && path.startsWith('/api/pricing-plans/')) {
      if (refuse)
        return json(
          { error: { code: 'validation_failed', message: 'Validation Error', issues: [{ path: 'featuresEn.2', message: refuse }] } },
          422,
        );
      const id = path.slice('/api/pricing-plans/'.length) as PlanId;
      stored[id] = { ...stored[id], ...body };
      return json(listing().filter((p) => p.planId === id));
    }
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => {
  toast.dismiss();
  cleanup();
  restoreFetch();
  discardUnsaved();
});

const writes = () => calls.filter((call) => call.method !== 'GET');
const listingReads = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/pricing-plans').length;
/** A plan's tab (its name, then its monthly price and any unsaved dot), opened; then its fields (a fieldset named by it). */
const tab = (id: PlanId, t = adminEn) => screen.getByRole('tab', { name: new RegExp(`^${t.content.plans[id]}`) });
const card = (id: PlanId, t = adminEn) => {
  fireEvent.click(tab(id, t));
  return within(screen.getByRole('group', { name: t.content.plans[id] }));
};
const grid = (t = adminEn) => within(screen.getByRole('region', { name: t.planEditor.gridTitle }));
/** The grid's rows, in order: each row's English and Chinese text box (a row worded once) and its ticks by plan. */
const rows = (t = adminEn) =>
  [...screen.getByRole('region', { name: t.planEditor.gridTitle }).querySelectorAll<HTMLElement>('tbody tr[data-row]')].map((row) => {
    const [en, zh] = row.querySelectorAll('textarea');
    const ticks = Object.fromEntries(
      PLAN_IDS.map((id) => [id, row.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label^="${t.content.plans[id]}"]`)!]),
    ) as Record<PlanId, HTMLInputElement>;
    return { row, en: en!, zh: zh!, ticks };
  });
const texts = (lang: 'en' | 'zh', t = adminEn) => rows(t).map((row) => row[lang].value);
const addFeature = (t = adminEn) => fireEvent.click(grid(t).getByRole('button', { name: t.content.addFeature }));
const description = (id: PlanId, lang: 'en' | 'zh', t = adminEn) =>
  within(card(id, t).getByRole('group', { name: t.content.description })).getByLabelText(
    lang === 'en' ? t.content.english : t.content.chinese,
  ) as HTMLTextAreaElement;
const popular = (id: PlanId, t = adminEn) => card(id, t).getByRole('switch', { name: t.content.mostPopular }) as HTMLInputElement;

async function openPricing(lang: 'en' | 'zh' = 'en') {
  const t = lang === 'zh' ? adminZh : adminEn;
  await renderInApp(
    <>
      <ContentEditor />
      <Toaster />
    </>,
    { lang },
  );
  fireEvent.change(await screen.findByLabelText(t.content.section), { target: { value: 'pricing' } });
  await waitFor(() => expect(rows(t)).toHaveLength(2));
  return t;
}

async function save(t = adminEn, outcome = t.toast.contentUpdated) {
  fireEvent.click(screen.getByRole('button', { name: t.content.save }));
  await screen.findByText(outcome);
}

test('one grid: a row per feature in both languages, a tick per plan; a stored "!Feature" is an empty tick', async () => {
  await openPricing();
  expect(texts('en')).toEqual(['Bug fixes', 'Dedicated manager']);
  expect(texts('zh')).toEqual(['錯誤修正', '專屬經理']);
  const [first, second] = rows();
  expect(PLAN_IDS.map((id) => first!.ticks[id].checked)).toEqual([true, true, true]);
  expect(PLAN_IDS.map((id) => second!.ticks[id].checked)).toEqual([false, false, false]);
  expect(second!.ticks.pro.getAttribute('aria-label')).toBe('Pro includes feature 2');
  expect(first!.en.getAttribute('aria-label')).toBe('Feature 1, English');
  expect(first!.zh.getAttribute('aria-label')).toBe('Feature 1, Chinese');
  // A text box, never a one-line input that cuts a long feature.
  expect(first!.en.tagName).toBe('TEXTAREA');
  // The plan cards hold no feature list of their own.
  expect(card('pro').queryByRole('region', { name: adminEn.planEditor.gridTitle })).toBeNull();
  expect(card('pro').queryAllByRole('checkbox')).toHaveLength(0); // Most Popular is a switch
  expect(popular('pro').checked).toBe(false);
  expect(description('pro', 'zh').value).toBe('專業方案');
});

test('the grid is a table: a held head row of column headers naming the languages and the plans, then a row per feature', async () => {
  await openPricing();
  const table = grid().getByRole('table', { name: adminEn.planEditor.gridTitle });
  const heads = within(table).getAllByRole('columnheader');
  expect(heads.map((head) => head.textContent)).toEqual([
    adminEn.planEditor.columnNumber,
    adminEn.content.english,
    adminEn.content.chinese,
    ...PLAN_IDS.map((id) => adminEn.content.plans[id]),
    adminEn.planEditor.columnActions,
  ]);
  // The head's cells stick under whatever sticks above them, so the plans' names stay in sight over a long list.
  // (and under the admin's sticky header, decision 0258).
  for (const head of heads) expect(head.className).toMatch(/\bsticky top-\[calc\(var\(--admin-top,0px\)\+var\(--part-bar,0px\)\)\]/);
  expect(heads.every((head) => head.getAttribute('scope') === 'col')).toBe(true);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(rows()[0]!.row).getAllByRole('cell')).toHaveLength(7);
});

test('ticking a feature for one plan sends one PUT, that plan’s lists, in BOTH languages', async () => {
  await openPricing();
  fireEvent.click(rows()[1]!.ticks.enterprise);
  expect(unsavedChanges.value).toBe(true);
  await save();
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/pricing-plans/enterprise',
      body: { featuresEn: ['Bug fixes', 'Dedicated manager'], featuresZh: ['錯誤修正', '專屬經理'] },
    },
  ]);
  // The public listing is read again, and the grid now shows the stored state with nothing left unsaved.
  await waitFor(() => expect(listingReads()).toBe(2));
  expect(PLAN_IDS.map((id) => rows()[1]!.ticks[id].checked)).toEqual([false, false, true]);
  expect(unsavedChanges.value).toBe(false);
});

test('editing the Chinese description sends only descriptionZh', async () => {
  await openPricing();
  fireEvent.change(description('enterprise', 'zh'), { target: { value: '為大型組織打造的完整方案' } });
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/enterprise', body: { descriptionZh: '為大型組織打造的完整方案' } }]);
});

test('a feature typed once reaches every plan, included in each; a row left blank is dropped', async () => {
  await openPricing();
  addFeature();
  expect(unsavedChanges.value).toBe(false); // a blank row alone is nothing to save
  const added = rows()[2]!;
  expect(document.activeElement).toBe(added.en);
  fireEvent.change(added.en, { target: { value: 'Priority support' } });
  expect(rows()[2]!.row.textContent).toContain(adminEn.planEditor.missingZh);
  fireEvent.change(rows()[2]!.zh, { target: { value: '優先支援' } });
  expect(rows()[2]!.row.textContent).not.toContain(adminEn.planEditor.missingZh);
  fireEvent.click(rows()[2]!.ticks.basic); // not in Basic
  addFeature(); // a fourth, left blank
  expect(rows()).toHaveLength(4);
  await save();
  const body = (priority: string, zh: string) => ({
    featuresEn: ['Bug fixes', '!Dedicated manager', priority],
    featuresZh: ['錯誤修正', '!專屬經理', zh],
  });
  expect(writes()).toEqual([
    { method: 'PUT', path: '/api/pricing-plans/basic', body: body('!Priority support', '!優先支援') },
    { method: 'PUT', path: '/api/pricing-plans/pro', body: body('Priority support', '優先支援') },
    { method: 'PUT', path: '/api/pricing-plans/enterprise', body: body('Priority support', '優先支援') },
  ]);
  await waitFor(() => expect(texts('en')).toEqual(['Bug fixes', 'Dedicated manager', 'Priority support']));
});

test('removing a row removes the feature from every plan, in both languages', async () => {
  await openPricing();
  fireEvent.click(within(rows()[0]!.row).getByRole('button', { name: 'Remove feature 1' }));
  expect(texts('en')).toEqual(['Dedicated manager']);
  await save();
  expect(writes().map((call) => [call.path, call.body])).toEqual(
    PLAN_IDS.map((id) => [`/api/pricing-plans/${id}`, { featuresEn: ['!Dedicated manager'], featuresZh: ['!專屬經理'] }]),
  );
});

test('moving a row (its menu) moves it in every plan with its ticks; the caret stays on the moved row', async () => {
  await openPricing();
  fireEvent.click(rows()[1]!.ticks.pro);
  const up = within(rows()[1]!.row).getByRole('button', { name: adminEn.planEditor.moveUp.replace('{{n}}', '2') });
  expect((within(rows()[0]!.row).getByRole('button', { name: 'Move feature 1 up' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(up);
  expect(texts('en')).toEqual(['Dedicated manager', 'Bug fixes']);
  expect(PLAN_IDS.map((id) => rows()[0]!.ticks[id].checked)).toEqual([false, true, false]); // the ticks went with the row
  await waitFor(() => expect(document.activeElement).toBe(within(rows()[0]!.row).getByRole('button', { name: 'Actions for feature 1' })));
  await save();
  expect(writes().find((call) => call.path.endsWith('/pro'))!.body).toEqual({
    featuresEn: ['Dedicated manager', 'Bug fixes'],
    featuresZh: ['專屬經理', '錯誤修正'],
  });
  expect(writes().find((call) => call.path.endsWith('/basic'))!.body).toEqual({
    featuresEn: ['!Dedicated manager', 'Bug fixes'],
    featuresZh: ['!專屬經理', '錯誤修正'],
  });
});

test('a feature the plans word differently: what it is about in its texts’ place, each plan’s words in its own column', async () => {
  stored.pro = { ...stored.pro, featuresEn: ['Bug fixes, same day', '!Dedicated manager'], featuresZh: ['當日錯誤修正', '!專屬經理'] };
  await openPricing();
  // In the texts' place the words the plans share (else the first plan's), read, with "Varies by plan" (decision 0247).
  await waitFor(() => expect(rows()[0]?.row.querySelector('[data-base-words="en"]')).toBeTruthy());
  const row = rows()[0]!.row;
  expect(row.querySelector('[data-base-words="en"]')!.textContent).toBe('Bug fixes');
  expect(row.querySelector('[data-varies]')!.textContent).toBe(adminEn.planEditor.differs);
  expect(grid().queryByLabelText('Feature 1, English')).toBeNull();
  // In each plan's column, under its tick, that plan's words in both languages, always editable (decision 0283).
  const words = (id: PlanId) => [...row.querySelectorAll<HTMLTextAreaElement>(`textarea[data-plan-words="${id}"]`)].map((box) => box.value);
  expect(PLAN_IDS.map(words)).toEqual([
    ['Bug fixes', '錯誤修正'],
    ['Bug fixes, same day', '當日錯誤修正'],
    ['Bug fixes', '錯誤修正'],
  ]);
  const pro = grid().getByLabelText('Pro, feature 1, English') as HTMLTextAreaElement;
  expect(pro.value).toBe('Bug fixes, same day');
  expect(rows()[0]!.ticks.pro.closest('td')!.contains(pro)).toBe(true);
  fireEvent.change(grid().getByLabelText('Pro, feature 1, Chinese'), { target: { value: '當天修正錯誤' } });
  await save();
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/pricing-plans/pro',
      body: { featuresZh: ['當天修正錯誤', '!專屬經理'] },
    },
  ]);
});

test('a row’s menu words it for each plan, or once again (every plan then takes the first plan’s words)', async () => {
  stored.pro = { ...stored.pro, featuresEn: ['Bug fixes, same day', '!Dedicated manager'], featuresZh: ['當日錯誤修正', '!專屬經理'] };
  await openPricing();
  // Worded per plan when the page opens: "Varies by plan" (review round 14).
  await waitFor(() => expect(rows()[0]?.row.querySelector('[data-varies]')).toBeTruthy());
  expect(rows()[0]!.row.textContent).toContain(adminEn.planEditor.differs);
  fireEvent.click(within(rows()[0]!.row).getByRole('button', { name: adminEn.planEditor.shared }));
  expect(grid().queryByLabelText('Pro, feature 1, English')).toBeNull();
  expect(texts('en')[0]).toBe('Bug fixes');
  // Row 2 is worded once; from its menu, per plan: each plan's boxes, still the same words.
  fireEvent.click(within(rows()[1]!.row).getByRole('button', { name: adminEn.planEditor.perPlan }));
  // Turned per plan by the owner: each plan's boxes in its column, to be written.
  expect(rows()[1]!.row.querySelector('[data-varies]')).not.toBeNull();
  expect((grid().getByLabelText('Enterprise, feature 2, English') as HTMLTextAreaElement).value).toBe('Dedicated manager');
  await save();
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/pricing-plans/pro',
      body: { featuresEn: ['Bug fixes', '!Dedicated manager'], featuresZh: ['錯誤修正', '!專屬經理'] },
    },
  ]);
});

test('a plan with a shorter list: its missing feature shows unticked; nothing is lost or sent until an edit', async () => {
  stored.pro = { ...stored.pro, featuresEn: ['Bug fixes'], featuresZh: ['錯誤修正'] };
  await openPricing();
  await waitFor(() => expect(rows()[1]!.ticks.pro.checked).toBe(false));
  expect(texts('en')).toEqual(['Bug fixes', 'Dedicated manager']);
  expect(unsavedChanges.value).toBe(false);
  fireEvent.click(rows()[1]!.ticks.pro);
  await save();
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/pricing-plans/pro',
      body: { featuresEn: ['Bug fixes', 'Dedicated manager'], featuresZh: ['錯誤修正', '專屬經理'] },
    },
  ]);
});

test('one plan at a time under its tab: an edit in a hidden tab is kept, dotted on its tab, and saved with the rest', async () => {
  await openPricing();
  // Basic open first; the others' fields are not drawn for anyone until their tab is chosen.
  expect(tab('basic').getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByRole('group', { name: c.plans.pro })).toBeNull();
  expect(tab('pro').textContent).toContain(fill(adminEn.planEditor.tabPrice, { price: 'US$399' }));
  fireEvent.change(description('pro', 'en'), { target: { value: 'Pro, reworded' } });
  // The tab names what is unsaved in it, and its price follows what is typed.
  fireEvent.change(card('basic').getByLabelText(c.monthlyPrice), { target: { value: '25' } });
  expect(tab('basic').textContent).toContain(fill(adminEn.planEditor.tabPrice, { price: 'US$25' }));
  expect(tab('pro').querySelector('[data-unsaved-dot]')?.textContent).toBe(c.nav.unsaved);
  expect(tab('basic').querySelector('[data-unsaved-dot]')).not.toBeNull();
  expect(tab('enterprise').querySelector('[data-unsaved-dot]')).toBeNull();
  // A feature ticked is the grid's (one place for every plan), not a dot on a plan's tab.
  fireEvent.click(rows()[1]!.ticks.enterprise);
  expect(tab('enterprise').querySelector('[data-unsaved-dot]')).toBeNull();
  // Back to Pro: its edit is still there.
  expect(description('pro', 'en').value).toBe('Pro, reworded');
  // Arrow keys move between the tabs (the open one alone in the Tab order).
  fireEvent.keyDown(tab('pro'), { key: 'ArrowRight' });
  expect(tab('enterprise').getAttribute('aria-selected')).toBe('true');
  expect(tab('pro').tabIndex).toBe(-1);
  await save();
  expect(
    writes()
      .map((call) => call.path)
      .sort(),
  ).toEqual(['/api/pricing-plans/basic', '/api/pricing-plans/enterprise', '/api/pricing-plans/pro']);
  expect(writes().find((call) => call.path.endsWith('/pro'))!.body).toEqual({ descriptionEn: 'Pro, reworded' });
  await waitFor(() => expect(tab('pro').querySelector('[data-unsaved-dot]')).toBeNull());
});

test('a price that is not a price marks its tab in red and blocks the save', async () => {
  await openPricing();
  fireEvent.change(card('pro').getByLabelText(c.monthlyPrice), { target: { value: '12,x' } });
  fireEvent.click(tab('basic'));
  expect(tab('pro').querySelector('[data-unsaved-dot]')?.textContent).toBe(adminEn.planEditor.tabInvalid);
  expect(tab('pro').textContent).toContain(adminEn.planEditor.tabNoPrice);
});

test('marking Pro as Most Popular sends isPopular: true for Pro alone', async () => {
  await openPricing();
  fireEvent.click(popular('pro'));
  expect(popular('pro').checked).toBe(true);
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/pro', body: { isPopular: true } }]);
});

test('one plan carries Most Popular: marking Basic unmarks Pro (stored as popular), and the save sends both', async () => {
  stored.pro = { ...stored.pro, isPopular: true };
  await openPricing();
  await waitFor(() => expect(popular('pro').checked).toBe(true));
  fireEvent.click(popular('basic'));
  expect([popular('basic').checked, popular('pro').checked, popular('enterprise').checked]).toEqual([true, false, false]);
  await save();
  expect(writes()).toEqual([
    { method: 'PUT', path: '/api/pricing-plans/basic', body: { isPopular: true } },
    { method: 'PUT', path: '/api/pricing-plans/pro', body: { isPopular: false } },
  ]);
});

test('unchanged plans send nothing, and an edit undone is no change at all', async () => {
  await openPricing();
  const off = rows()[0]!.ticks.enterprise;
  fireEvent.click(off);
  fireEvent.click(off);
  fireEvent.click(popular('basic'));
  fireEvent.click(popular('basic'));
  fireEvent.change(rows()[0]!.zh, { target: { value: ' 錯誤修正 ' } });
  expect(unsavedChanges.value).toBe(false);
  await save(adminEn, adminEn.toast.nothingToSave);
  expect(writes()).toEqual([]);
});

test('a 422 from the server shows the error toast in words (not its JSON) and keeps the edit', async () => {
  await openPricing();
  refuse = 'At most 200 characters';
  addFeature();
  fireEvent.change(rows()[2]!.en, { target: { value: 'x'.repeat(201) } });
  await save(adminEn, adminEn.toast.error);
  expect(screen.getByText(adminEn.failure.invalid)).toBeTruthy();
  expect(screen.queryByText(/422|At most 200/)).toBeNull();
  expect(rows()[2]!.en.value).toBe('x'.repeat(201));
  expect(unsavedChanges.value).toBe(true);
});

test('in Chinese the plan fields are labelled in Chinese and save the same way', async () => {
  const t = await openPricing('zh');
  expect(rows(t)[1]!.ticks.pro.getAttribute('aria-label')).toBe('專業包含第 2 項功能');
  fireEvent.click(rows(t)[1]!.ticks.pro);
  fireEvent.click(popular('enterprise', t));
  await save(t);
  expect(writes()).toEqual([
    {
      method: 'PUT',
      path: '/api/pricing-plans/pro',
      body: { featuresEn: ['Bug fixes', 'Dedicated manager'], featuresZh: ['錯誤修正', '專屬經理'] },
    },
    { method: 'PUT', path: '/api/pricing-plans/enterprise', body: { isPopular: true } },
  ]);
});

test('the annual price follows the monthly one on request: the discount is shown, a drift warned, 16% kept', async () => {
  await openPricing();
  const discount = () => card('pro').getByText(/^≈ US\$/);
  expect(discount().textContent).toBe('≈ US$335/mo · saves 16% (US$766/yr)');
  expect(card('pro').queryByRole('button', { name: /Keep 16% off/ })).toBeNull(); // nothing to follow yet
  fireEvent.change(card('pro').getByLabelText(c.monthlyPrice), { target: { value: '409' } });
  expect(discount().textContent).toBe('≈ US$335/mo · saves 18% (US$886/yr)');
  expect(card('pro').getByText(/but this plan’s annual price saves 18%/)).toBeTruthy();
  fireEvent.click(card('pro').getByRole('button', { name: 'Keep 16% off: annual becomes US$4,122' }));
  // Shown with its thousands separator, saved as the number.
  expect((card('pro').getByLabelText(c.annualPrice) as HTMLInputElement).value).toBe('4,122');
  expect(discount().textContent).toBe('≈ US$344/mo · saves 16% (US$786/yr)');
  expect(card('pro').queryByText(/but this plan’s annual price saves/)).toBeNull();
  expect(card('pro').queryByRole('button', { name: /16% off/ })).toBeNull();
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/pro', body: { monthlyPrice: 409, annualPrice: 4122 } }]);
});

test('a price or title shows its stored value only once changed; a title takes no line break', async () => {
  await openPricing();
  const basic = card('basic');
  const current = (value: string) => basic.queryByText(c.current.replace('{{value}}', value));
  // Unchanged: no "Current: US$149" under every field.
  expect(current('US$149')).toBeNull();
  expect(current('Basic')).toBeNull();
  const monthly = basic.getByLabelText(c.monthlyPrice) as HTMLInputElement;
  fireEvent.change(monthly, { target: { value: '159' } });
  expect(current('US$149')).not.toBeNull();
  expect(monthly.getAttribute('aria-describedby')).toContain(current('US$149')!.id);
  fireEvent.change(monthly, { target: { value: '149' } });
  expect(current('US$149')).toBeNull();
  // A title wraps to show itself whole, but is one line: a pasted break becomes a space, Enter adds nothing.
  const title = within(basic.getByRole('group', { name: c.planTitle })).getByLabelText(c.english) as HTMLTextAreaElement;
  expect(title.tagName).toBe('TEXTAREA');
  fireEvent.change(title, { target: { value: 'Basic\nplan' } });
  expect(title.value).toBe('Basic plan');
  expect(current('Basic')).not.toBeNull();
  const enter = fireEvent.keyDown(title, { key: 'Enter' });
  expect(enter).toBe(false);
});
