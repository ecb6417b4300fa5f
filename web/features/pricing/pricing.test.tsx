// Pricing rules: which plans each billing tab shows (by name, per language), and how features read.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, within } from '@testing-library/react';
import type { PricingPlan } from '../../../src/contract';
import { renderInApp } from '../../testing/render';
import { en } from '../../i18n/en';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { PlanCard } from './plan-card';
import { PricingGrid } from './pricing-grid';
import { distinctFeatures, parseFeature, perMonthOf, plansFor } from './plans';

afterEach(cleanup);

const plan = (over: Partial<PricingPlan>): PricingPlan => ({
  id: 'basic-monthly',
  planId: 'basic',
  billing: 'monthly',
  nameEn: 'Basic Monthly',
  nameZh: '基本 月訂閱',
  price: '$149',
  amount: 149,
  titleEn: 'Basic',
  titleZh: '基本',
  descriptionEn: 'For one app.',
  descriptionZh: '單一應用程式。',
  featuresEn: ['Bug fixes', '!Dedicated manager'],
  featuresZh: ['錯誤修正', '!專屬經理'],
  isPopular: false,
  ...over,
});

test('a tab shows the plans whose name in the current language says its period', () => {
  const plans = [
    plan({ id: 'a', nameEn: 'Basic Monthly', nameZh: '基本 月訂閱' }),
    plan({ id: 'b', nameEn: 'Basic Annual', nameZh: '基本 年訂閱' }),
    // Named differently per language: English says annual, Chinese says monthly.
    plan({ id: 'c', nameEn: 'Odd Annual', nameZh: '奇怪 月訂閱' }),
  ];
  expect(plansFor(plans, 'monthly', 'en').map((p) => p.id)).toEqual(['a']);
  expect(plansFor(plans, 'annual', 'en').map((p) => p.id)).toEqual(['b', 'c']);
  expect(plansFor(plans, 'monthly', 'zh').map((p) => p.id)).toEqual(['a', 'c']);
  expect(plansFor(plans, 'annual', 'zh').map((p) => p.id)).toEqual(['b']);
});

test('product.md: either word counts in either language ("Monthly" or "月訂閱")', () => {
  const mixed = plan({ id: 'm', nameEn: 'Basic 月訂閱', nameZh: 'Basic Monthly' });
  expect(plansFor([mixed], 'monthly', 'en')).toHaveLength(1);
  expect(plansFor([mixed], 'monthly', 'zh')).toHaveLength(1);
  expect(plansFor([mixed], 'annual', 'zh')).toHaveLength(0);
});

test('"!" marks a feature as not included and is not shown', () => {
  expect(parseFeature('!Dedicated manager')).toEqual({ text: 'Dedicated manager', included: false });
  expect(parseFeature('Bug fixes')).toEqual({ text: 'Bug fixes', included: true });
});

test('a card shows price and period, ticks included features, crosses the others, and a disabled Coming Soon', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({ isPopular: true })} period="monthly" lang="en" />
    </ul>,
  );
  expect(screen.getByText('Most Popular')).toBeTruthy();
  // In US dollars by name (a bare "$" reads as NT$ in Taiwan), though the listing's string is "$149".
  expect(screen.getByText('US$149')).toBeTruthy();
  expect(screen.getByText('/ month')).toBeTruthy();
  const excluded = screen.getByText('Dedicated manager').closest('li')!;
  expect(excluded.textContent).not.toContain('!');
  expect(excluded.querySelector('.i-lucide-x')).not.toBeNull();
  // A cross and the words in the muted tone (7 : 1 and more), not struck through (round 24: the line looked dated).
  expect(excluded.className).toContain('text-muted');
  expect(excluded.querySelector('.line-through')).toBeNull();
  expect(within(excluded).getByText('Not included:')).toBeTruthy();
  const included = screen.getByText('Bug fixes').closest('li')!;
  expect(included.querySelector('.i-lucide-check')).not.toBeNull();
  const button = screen.getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
});

test('in Chinese the card uses the Chinese title, features and period, and has no badge unless popular', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({ price: '$1,502', amount: 1502 })} period="annual" lang="zh" />
    </ul>,
    { lang: 'zh' },
  );
  expect(screen.getByText('基本')).toBeTruthy();
  const excluded = screen.getByText('專屬經理').closest('li')!;
  expect(excluded.className).toContain('text-muted');
  expect(excluded.querySelector('.i-lucide-x')).not.toBeNull();
  // Unstruck in Chinese too.
  expect(excluded.querySelector('.line-through')).toBeNull();
  expect(screen.queryByText('最受歡迎')).toBeNull();
  // An annual plan reads per month, with what is billed for the year under it.
  expect(screen.getByText('US$125')).toBeTruthy();
  expect(screen.getByText('/ 月')).toBeTruthy();
  expect(screen.getByText('年訂閱 US$1,502')).toBeTruthy();
});

test('a card folds its features into a disclosure that opens the whole list, its length said; every card alike, the popular one too', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({})} period="monthly" lang="en" />
      <PlanCard plan={plan({ id: 'pro-monthly', titleEn: 'Pro', isPopular: true })} period="monthly" lang="en" />
    </ul>,
  );
  const [basic, pro] = [...document.querySelectorAll('details')];
  // Both lines, the one included and "!Dedicated manager" not (decision 0251: "What's included (1)" under the open
  // ticks read as a count of something else).
  expect(basic!.querySelector('summary')?.textContent).toBe('See all 2 features');
  expect([basic!.open, pro!.open]).toEqual([false, false]);
  expect(within(basic!).getByText('Bug fixes')).toBeTruthy();
});

test('an annual price per month is the stored amount over twelve: to the dollar, or to the cent under $10', () => {
  expect(perMonthOf(1502)).toBe('$125');
  expect(perMonthOf(12_000)).toBe('$1,000');
  expect(perMonthOf(99)).toBe('$8.25');
  expect(perMonthOf(0)).toBe('$0');
});

test('the monthly card says no more than "/ month" of its billing, and the saving is not claimed there', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({})} period="monthly" lang="en" />
    </ul>,
  );
  expect(screen.getByText('/ month', { exact: false })).toBeTruthy();
  expect(screen.queryByText(/billed|yearly/i)).toBeNull();
});

test('above the quiet disabled button, a link asks about the plan by its name on the contact form, with the period', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({})} period="annual" lang="en" />
    </ul>,
  );
  const ask = screen.getByRole('link', { name: 'Ask about Basic' });
  expect(ask.getAttribute('href')).toBe('/contact?plan=basic&billing=annual&lang=en');
  // The card's action, drawn as a button across the card (filled on the popular plan), not a small text link.
  expect(ask.className).toContain('btn-outline');
  expect(ask.className).toContain('w-full');
  cleanup();
  await renderInApp(
    <ul>
      <PlanCard plan={plan({ isPopular: true })} period="annual" lang="en" />
    </ul>,
  );
  expect(screen.getByRole('link', { name: 'Ask about Basic' }).className).toContain('btn-primary');
  // Checkout not open yet: a disabled control drawn as a flat tag, not a button's pill (round 14).
  const soon = screen.getByRole('button', { name: 'Coming Soon' }) as HTMLButtonElement;
  expect([soon.disabled, soon.className]).toEqual([true, 'soon-tag']);
});

test('the link in Chinese', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({})} period="monthly" lang="zh" />
    </ul>,
    { lang: 'zh' },
  );
  const ask = screen.getAllByRole('link')[0]!;
  expect(ask.textContent).toBe('詢問基本方案');
  expect(ask.getAttribute('href')).toBe('/contact?plan=basic&billing=monthly&lang=zh');
});

test('a Chinese plan title that already ends in 方案 is not given a second one', async () => {
  await renderInApp(
    <ul>
      <PlanCard plan={plan({ titleZh: '專業方案' })} period="monthly" lang="zh" />
    </ul>,
    { lang: 'zh' },
  );
  expect(screen.getAllByRole('link')[0]!.textContent).toBe('詢問專業方案');
});

test('a phone opens the same number of key lines on every plan: the rarest first, at most three', () => {
  const basic = plan({ id: 'a', featuresEn: ['Fixes', 'Up to 5 hours', 'Email support', '!Reports', '!Manager'] });
  const pro = plan({ id: 'b', featuresEn: ['Fixes', 'Up to 20 hours', 'Priority support', 'Reports', '!Manager'] });
  const top = plan({ id: 'c', featuresEn: ['Fixes', 'Up to 60 hours', '24/7 support', 'Reports', 'Tuning', 'Manager'] });
  const distinct = distinctFeatures([basic, pro, top], 'en');
  // Round 31: Basic's two lines beside the others' four read as a thin plan; a line all share makes up Basic's count.
  expect(distinct.get('a')).toEqual(['Fixes', 'Up to 5 hours', 'Email support']);
  expect(distinct.get('b')).toEqual(['Up to 20 hours', 'Priority support', 'Reports']);
  expect(distinct.get('c')).toEqual(['Up to 60 hours', '24/7 support', 'Tuning']);
  // Never more lines than the shortest plan includes.
  const lean = distinctFeatures([plan({ id: 'd', featuresEn: ['Fixes', '!Reports'] }), top], 'en');
  expect(lean.get('d')).toEqual(['Fixes']);
  expect(lean.get('c')).toHaveLength(1);
});

test("the annual tab's caption adds what the popular plan costs a year and saves, from the plans; the monthly one does not", async () => {
  const pro = { planId: 'pro' as const, titleEn: 'Pro', titleZh: '專業', isPopular: true };
  const reads = new ReadStore();
  reads.set(publicQueries.pricingPlans().queryKey, [
    plan({ ...pro, id: 'pro-monthly', nameEn: 'Pro Monthly', nameZh: '專業 月訂閱', price: '$399', amount: 399 }),
    plan({ ...pro, id: 'pro-annual', billing: 'annual', nameEn: 'Pro Annual', nameZh: '專業 年訂閱', price: '$3,990', amount: 3990 }),
  ]);
  await renderInApp(<PricingGrid />, { reads });
  const caption = () => document.getElementById('billing-caption')!;
  expect(caption().textContent).toBe(en.pricing.monthlyCaption);
  screen.getByRole('tab', { name: new RegExp(en.pricing.annual) }).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(caption().querySelector('span:not([aria-hidden])')!.textContent).toBe(en.pricing.annualCaption);
  // Each period's caption has its own sign beside the switch (decision 0280), the saving's in the good colour.
  expect(caption().querySelector('[aria-hidden="true"]')!.className).toContain('i-lucide-badge-percent');
  expect(caption().querySelector('[data-saving]')!.textContent).toBe('Pro: US$3,990 a year, US$798 saved');
});
