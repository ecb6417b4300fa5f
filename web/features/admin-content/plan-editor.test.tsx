// The pricing section's plan cards against a small fake of the API: descriptions, feature lists and Most Popular.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { PLAN_IDS, type PlanDetail, type PlanId, type PricingPlan } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { discardUnsaved, unsavedChanges } from '../../lib/unsaved';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { ContentEditor } from './content-editor';

type Call = { method: string; path: string; body?: unknown };
const c = adminEn.content;

const plan = (id: PlanId, titleEn: string, titleZh: string, monthlyPrice: number): PlanDetail => ({
  id,
  titleEn,
  titleZh,
  monthlyPrice,
  annualPrice: monthlyPrice * 10,
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
  calls = [];
  refuse = undefined;
  stored = {
    basic: plan('basic', 'Basic', '基本', 149),
    pro: plan('pro', 'Pro', '專業', 399),
    enterprise: plan('enterprise', 'Enterprise', '企業', 999),
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
const card = (id: PlanId, t = adminEn) => within(screen.getByRole('group', { name: t.content.plans[id] }));
/** One language's feature list of a plan: its text inputs and its Included switches, in order. */
const features = (id: PlanId, list: 'featuresEn' | 'featuresZh', t = adminEn) => {
  const group = within(card(id, t).getByRole('group', { name: t.content[list] }));
  return {
    texts: group.queryAllByRole('textbox') as HTMLInputElement[],
    switches: group.queryAllByRole('switch') as HTMLInputElement[],
    group,
  };
};
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
  await waitFor(() => expect(features('enterprise', 'featuresZh', t).texts).toHaveLength(2));
  return t;
}

async function save(t = adminEn, outcome = t.toast.contentUpdated) {
  fireEvent.click(screen.getByRole('button', { name: t.content.save }));
  await screen.findByText(outcome);
}

test('a stored "!Feature" shows as "Feature" with its Included switch off; the others are on', async () => {
  await openPricing();
  const en = features('pro', 'featuresEn');
  expect(en.texts.map((input) => input.value)).toEqual(['Bug fixes', 'Dedicated manager']);
  expect(en.switches.map((s) => s.checked)).toEqual([true, false]);
  expect(en.switches[1]!.getAttribute('aria-label')).toBe('Feature 2 included');
  const zh = features('pro', 'featuresZh');
  expect(zh.texts.map((input) => input.value)).toEqual(['錯誤修正', '專屬經理']);
  expect(zh.switches.map((s) => s.checked)).toEqual([true, false]);
  expect(popular('pro').checked).toBe(false);
  expect((card('pro').getByLabelText(c.chinese, { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('專業方案');
});

test('switching a feature off sends one PUT with that feature prefixed "!" and nothing else', async () => {
  await openPricing();
  fireEvent.click(features('basic', 'featuresEn').switches[0]!);
  expect(unsavedChanges.value).toBe(true);
  await save();
  expect(writes()).toEqual([
    { method: 'PUT', path: '/api/pricing-plans/basic', body: { featuresEn: ['!Bug fixes', '!Dedicated manager'] } },
  ]);
  // The public listing is read again, and the card now shows the stored state with nothing left unsaved.
  await waitFor(() => expect(listingReads()).toBe(2));
  expect(features('basic', 'featuresEn').switches.map((s) => s.checked)).toEqual([false, false]);
  expect(unsavedChanges.value).toBe(false);
});

test('editing the Chinese description sends only descriptionZh', async () => {
  await openPricing();
  fireEvent.change(card('enterprise').getByLabelText(c.chinese, { selector: 'textarea' }), {
    target: { value: '為大型組織打造的完整方案' },
  });
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/enterprise', body: { descriptionZh: '為大型組織打造的完整方案' } }]);
});

test('adding a feature sends the new list; a feature added and left blank is dropped', async () => {
  await openPricing();
  const addEn = () => features('pro', 'featuresEn').group.getByRole('button', { name: c.addFeature });
  fireEvent.click(addEn());
  expect(unsavedChanges.value).toBe(false); // a blank line alone is nothing to save
  const [, , added] = features('pro', 'featuresEn').texts;
  expect(document.activeElement).toBe(added!);
  fireEvent.change(added!, { target: { value: 'Priority support' } });
  fireEvent.click(addEn()); // a fourth, left blank
  expect(features('pro', 'featuresEn').texts).toHaveLength(4);
  await save();
  expect(writes()).toEqual([
    { method: 'PUT', path: '/api/pricing-plans/pro', body: { featuresEn: ['Bug fixes', '!Dedicated manager', 'Priority support'] } },
  ]);
  await waitFor(() =>
    expect(features('pro', 'featuresEn').texts.map((input) => input.value)).toEqual(['Bug fixes', 'Dedicated manager', 'Priority support']),
  );
});

test('removing a feature sends the shorter list, in that language only', async () => {
  await openPricing();
  fireEvent.click(features('basic', 'featuresZh').group.getByRole('button', { name: 'Remove feature 1' }));
  expect(features('basic', 'featuresZh').texts.map((input) => input.value)).toEqual(['專屬經理']);
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/basic', body: { featuresZh: ['!專屬經理'] } }]);
});

test('marking Pro as Most Popular sends isPopular: true for Pro alone', async () => {
  await openPricing();
  fireEvent.click(popular('pro'));
  expect(popular('pro').checked).toBe(true);
  await save();
  expect(writes()).toEqual([{ method: 'PUT', path: '/api/pricing-plans/pro', body: { isPopular: true } }]);
});

test('unchanged plans send nothing, and an edit undone is no change at all', async () => {
  await openPricing();
  const off = features('enterprise', 'featuresEn').switches[0]!;
  fireEvent.click(off);
  fireEvent.click(off);
  fireEvent.click(popular('basic'));
  fireEvent.click(popular('basic'));
  fireEvent.change(features('pro', 'featuresZh').texts[0]!, { target: { value: ' 錯誤修正 ' } });
  expect(unsavedChanges.value).toBe(false);
  await save(adminEn, adminEn.toast.nothingToSave);
  expect(writes()).toEqual([]);
});

test('a 422 from the server shows the error toast in words (not its JSON) and keeps the edit', async () => {
  await openPricing();
  refuse = 'At most 200 characters';
  fireEvent.click(features('pro', 'featuresEn').group.getByRole('button', { name: c.addFeature }));
  fireEvent.change(features('pro', 'featuresEn').texts[2]!, { target: { value: 'x'.repeat(201) } });
  await save(adminEn, adminEn.toast.error);
  expect(screen.getByText(adminEn.failure.invalid)).toBeTruthy();
  expect(screen.queryByText(/422|At most 200/)).toBeNull();
  expect(features('pro', 'featuresEn').texts[2]!.value).toBe('x'.repeat(201));
  expect(unsavedChanges.value).toBe(true);
});

test('in Chinese the plan fields are labelled in Chinese and save the same way', async () => {
  const t = await openPricing('zh');
  expect(features('pro', 'featuresZh', t).switches[1]!.getAttribute('aria-label')).toBe('第 2 項功能：包含');
  fireEvent.click(features('pro', 'featuresZh', t).switches[1]!);
  fireEvent.click(popular('enterprise', t));
  await save(t);
  expect(writes()).toEqual([
    { method: 'PUT', path: '/api/pricing-plans/pro', body: { featuresZh: ['錯誤修正', '專屬經理'] } },
    { method: 'PUT', path: '/api/pricing-plans/enterprise', body: { isPopular: true } },
  ]);
});
