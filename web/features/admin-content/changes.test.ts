// "Send only what changed" (product.md §5): which content bodies and plan updates a save sends, and which prices block it.
import { describe, expect, test } from 'bun:test';
import { CONTENT_KEYS, type ContentTree, type PricingPlan } from '../../../src/contract';
import { contentChanges, currentLeaf, currentPlan, invalidPrices, isPrice, planChanges } from './changes';

const HOME = CONTENT_KEYS.home;
const tree: ContentTree = {
  hero: { title: { en: 'Stored title', zh: '已儲存標題' }, subtitle: { en: 'Stored subtitle', zh: '已儲存副標題' } },
  features: { title: { en: 'Our Expertise', zh: '我們的專業' } },
};

describe('contentChanges', () => {
  test('the stored value of a dotted key is read from the nested tree; a missing leaf is empty', () => {
    expect(currentLeaf(tree, 'hero.title')).toEqual({ en: 'Stored title', zh: '已儲存標題' });
    expect(currentLeaf(tree, 'cta.title')).toEqual({ en: '', zh: '' });
    expect(currentLeaf(undefined, 'hero.title')).toEqual({ en: '', zh: '' });
  });

  test('an English edit sends one body for that key with only enValue', () => {
    expect(contentChanges('home', HOME, { 'hero.title': { en: 'New title' } }, tree)).toEqual([
      { section: 'home', key: 'hero.title', enValue: 'New title' },
    ]);
  });

  test('a Chinese edit sends only zhValue; both edited send both, still in one body', () => {
    expect(contentChanges('home', HOME, { 'hero.title': { zh: '新標題' } }, tree)).toEqual([
      { section: 'home', key: 'hero.title', zhValue: '新標題' },
    ]);
    expect(contentChanges('home', HOME, { 'hero.title': { en: 'New title', zh: '新標題' } }, tree)).toEqual([
      { section: 'home', key: 'hero.title', enValue: 'New title', zhValue: '新標題' },
    ]);
  });

  test('one body per edited key, in the section key order', () => {
    const bodies = contentChanges(
      'home',
      HOME,
      { 'cta.title': { en: 'Go' }, 'hero.subtitle': { zh: '新副標題' }, 'hero.title': { en: 'New' } },
      tree,
    );
    expect(bodies).toEqual([
      { section: 'home', key: 'hero.title', enValue: 'New' },
      { section: 'home', key: 'hero.subtitle', zhValue: '新副標題' },
      { section: 'home', key: 'cta.title', enValue: 'Go' },
    ]);
  });

  test('blank and whitespace-only edits are not sent', () => {
    expect(contentChanges('home', HOME, { 'hero.title': { en: '' } }, tree)).toEqual([]);
    expect(contentChanges('home', HOME, { 'hero.title': { en: '   ', zh: '\n\t ' } }, tree)).toEqual([]);
    // A blank language next to a real edit: only the real one goes.
    expect(contentChanges('home', HOME, { 'hero.title': { en: '  ', zh: '新標題' } }, tree)).toEqual([
      { section: 'home', key: 'hero.title', zhValue: '新標題' },
    ]);
  });

  test('an edit equal to the stored value is not sent (typed back to what it was)', () => {
    expect(contentChanges('home', HOME, { 'hero.title': { en: 'Stored title', zh: '已儲存標題' } }, tree)).toEqual([]);
    expect(contentChanges('home', HOME, { 'hero.title': { en: 'Stored title', zh: '新標題' } }, tree)).toEqual([
      { section: 'home', key: 'hero.title', zhValue: '新標題' },
    ]);
  });

  test('no edits, or edits of keys outside the section, send nothing', () => {
    expect(contentChanges('home', HOME, {}, tree)).toEqual([]);
    expect(contentChanges('home', HOME, { 'info.title': { en: 'Not a home key' } }, tree)).toEqual([]);
  });

  test('before the tree has loaded every non-blank edit counts as a change', () => {
    expect(contentChanges('contact', CONTENT_KEYS.contact, { 'info.title': { en: 'Reach us' } }, undefined)).toEqual([
      { section: 'contact', key: 'info.title', enValue: 'Reach us' },
    ]);
  });
});

// The 6-entry listing shape of GET /api/pricing-plans (src/contract/pricing.ts).
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
  descriptionEn: '',
  descriptionZh: '',
  featuresEn: [],
  featuresZh: [],
  isPopular: planId === 'pro',
});
const LISTING: PricingPlan[] = [
  entry('basic', 'monthly', 149, 'Basic', '基本'),
  entry('pro', 'monthly', 399, 'Pro', '專業'),
  entry('enterprise', 'monthly', 999, 'Enterprise', '企業'),
  entry('basic', 'annual', 1490, 'Basic', '基本'),
  entry('pro', 'annual', 3990, 'Pro', '專業'),
  entry('enterprise', 'annual', 9990.5, 'Enterprise', '企業'),
];

describe('planChanges', () => {
  test('the current fields of a plan come from its monthly and annual entries', () => {
    expect(currentPlan(LISTING, 'basic')).toEqual({ monthlyPrice: '149', annualPrice: '1490', titleEn: 'Basic', titleZh: '基本' });
    expect(currentPlan(LISTING, 'enterprise').annualPrice).toBe('9990.5');
    expect(currentPlan(undefined, 'pro')).toEqual({ monthlyPrice: '', annualPrice: '', titleEn: '', titleZh: '' });
  });

  test('a price is sent parsed as a number', () => {
    expect(planChanges({ basic: { monthlyPrice: '29.99' } }, LISTING)).toEqual([{ id: 'basic', body: { monthlyPrice: 29.99 } }]);
    expect(planChanges({ pro: { annualPrice: ' 4000 ' } }, LISTING)).toEqual([{ id: 'pro', body: { annualPrice: 4000 } }]);
    expect(planChanges({ basic: { monthlyPrice: '0' } }, LISTING)).toEqual([{ id: 'basic', body: { monthlyPrice: 0 } }]);
    expect(planChanges({ basic: { monthlyPrice: '29.9' } }, LISTING)).toEqual([{ id: 'basic', body: { monthlyPrice: 29.9 } }]);
  });

  test('only the edited fields are sent, one body per plan', () => {
    const changes = planChanges({ basic: { monthlyPrice: '29.99', titleEn: 'Starter' }, enterprise: { titleZh: '旗艦' } }, LISTING);
    expect(changes).toEqual([
      { id: 'basic', body: { monthlyPrice: 29.99, titleEn: 'Starter' } },
      { id: 'enterprise', body: { titleZh: '旗艦' } },
    ]);
  });

  test('a price equal to the stored one is not sent, however it is written', () => {
    expect(planChanges({ basic: { monthlyPrice: '149' } }, LISTING)).toEqual([]);
    expect(planChanges({ basic: { monthlyPrice: '149.00' } }, LISTING)).toEqual([]);
    expect(planChanges({ enterprise: { annualPrice: '9990.50' } }, LISTING)).toEqual([]);
  });

  test('empty fields are not sent', () => {
    expect(planChanges({ basic: { monthlyPrice: '', annualPrice: '  ', titleEn: '', titleZh: '   ' } }, LISTING)).toEqual([]);
    expect(invalidPrices({ basic: { monthlyPrice: '', annualPrice: '  ' } })).toEqual([]);
  });

  for (const bad of ['12.345', '-1', 'abc', '1,000', '12.5.0']) {
    test(`an invalid price "${bad}" is not sent and is reported by invalidPrices`, () => {
      expect(isPrice(bad)).toBe(false);
      expect(planChanges({ basic: { monthlyPrice: bad } }, LISTING)).toEqual([]);
      expect(invalidPrices({ basic: { monthlyPrice: bad } })).toEqual(['basic.monthlyPrice']);
    });
  }

  // A number input (step 0.01) hands over what was typed when it is a valid number: Chromium reports ".5" as ".5".
  // product.md §5 "parsed as decimals with step 0.01": .5 is 0.50, a valid price, yet PRICE in changes.ts needs a leading digit.
  test('a decimal typed without its leading zero (".5", as a number input reports it) is the price 0.5', () => {
    expect(isPrice('.5')).toBe(true);
    expect(invalidPrices({ basic: { monthlyPrice: '.5' } })).toEqual([]);
    expect(planChanges({ basic: { monthlyPrice: '.5' } }, LISTING)).toEqual([{ id: 'basic', body: { monthlyPrice: 0.5 } }]);
  });

  test('invalidPrices names every bad price field and ignores titles; a valid field next to a bad one still counts as a change', () => {
    const edits = { basic: { monthlyPrice: 'abc', annualPrice: '1500' }, pro: { annualPrice: '-1', titleEn: '12.345' } };
    expect(invalidPrices(edits)).toEqual(['basic.monthlyPrice', 'pro.annualPrice']);
    expect(planChanges(edits, LISTING)).toEqual([
      { id: 'basic', body: { annualPrice: 1500 } },
      { id: 'pro', body: { titleEn: '12.345' } },
    ]);
    expect(invalidPrices({ basic: { monthlyPrice: '29.99', annualPrice: '300.5' } })).toEqual([]);
  });

  test('titles are trimmed, and a title equal to the stored one once trimmed is not sent', () => {
    expect(planChanges({ basic: { titleEn: '  Starter  ', titleZh: ' 入門 ' } }, LISTING)).toEqual([
      { id: 'basic', body: { titleEn: 'Starter', titleZh: '入門' } },
    ]);
    expect(planChanges({ basic: { titleEn: ' Basic ', titleZh: '基本' } }, LISTING)).toEqual([]);
  });
});
