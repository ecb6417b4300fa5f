// What the preview shows is what a save would publish: typed texts in place of stored ones (a blank never), and a
// plan's pending changes in both its entries (name, price as the listing writes it, features), the other plans untouched.
import { expect, test } from 'bun:test';
import { CONTENT_KEYS, type ContentTree, type PricingPlan } from '../../../src/contract';
import { previewPlans, previewTree } from './preview-data';

const tree: ContentTree = {
  hero: { title: { en: 'Stored', zh: '已存' }, subtitle: { en: 'Sub', zh: '副' } },
  cta: { title: { en: 'Talk', zh: '聊聊' } },
};

test('typed texts replace the stored ones; a blank or untouched language keeps the stored text', () => {
  const next = previewTree(tree, ['hero.title', 'hero.subtitle', 'cta.title'], {
    'hero.title': { en: 'New <b>', zh: '  ' },
    'cta.title': { zh: '新' },
  });
  expect(next).toEqual({
    hero: { title: { en: 'New <b>', zh: '已存' }, subtitle: { en: 'Sub', zh: '副' } },
    cta: { title: { en: 'Talk', zh: '新' } },
  });
  // Every key of the section is there, even before the stored tree has arrived.
  expect(previewTree(undefined, CONTENT_KEYS.contact, {})).toEqual({
    hero: { title: { en: '', zh: '' }, subtitle: { en: '', zh: '' } },
    info: { title: { en: '', zh: '' } },
  });
});

const entry = (planId: 'basic' | 'pro', billing: 'monthly' | 'annual', amount: number): PricingPlan => ({
  id: `${planId}-${billing}`,
  planId,
  billing,
  nameEn: `X ${billing}`,
  nameZh: 'X',
  price: `$${amount}`,
  amount,
  titleEn: planId,
  titleZh: planId,
  descriptionEn: 'd',
  descriptionZh: 'd',
  featuresEn: ['a'],
  featuresZh: ['甲'],
  isPopular: false,
});

test("a plan's pending changes show in both its entries as the listing would name and price them", () => {
  const plans = [entry('basic', 'monthly', 149), entry('pro', 'monthly', 399), entry('basic', 'annual', 1490)];
  const shown = previewPlans(plans, [
    { id: 'basic', body: { monthlyPrice: 4321.5, titleEn: 'Starter', titleZh: '入門', featuresEn: ['one', '!two'], isPopular: true } },
  ]);
  expect(shown[0]).toMatchObject({
    nameEn: 'Starter Monthly',
    nameZh: '入門 月訂閱',
    price: '$4,321.50',
    amount: 4321.5,
    featuresEn: ['one', '!two'],
    featuresZh: ['甲'],
    isPopular: true,
  });
  expect(shown[2]).toMatchObject({ nameEn: 'Starter Annual', nameZh: '入門 年訂閱', price: '$1,490', amount: 1490 });
  expect(shown[1]).toBe(plans[1]!);
});
