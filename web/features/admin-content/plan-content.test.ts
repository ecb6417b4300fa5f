// A plan's features, descriptions and flag: the "!" format read and written back, and what of them a save sends.
import { describe, expect, test } from 'bun:test';
import type { PricingPlan } from '../../../src/contract';
import { planChanges } from './changes';
import { currentExtras, extrasChanges, storedList, toFeature, toStored, type PlanExtras } from './plan-content';

describe('the stored feature format (product.md §3: "!" means not included)', () => {
  // The same examples the public card's parseFeature is tested with (features/pricing/pricing.test.tsx).
  test('"!Dedicated manager" reads as "Dedicated manager", not included; "Bug fixes" as included', () => {
    expect(toFeature('!Dedicated manager')).toEqual({ text: 'Dedicated manager', included: false });
    expect(toFeature('Bug fixes')).toEqual({ text: 'Bug fixes', included: true });
  });

  test('written back: not included gets one "!", included gets none, and both round-trip', () => {
    expect(toStored({ text: 'Dedicated manager', included: false })).toBe('!Dedicated manager');
    expect(toStored({ text: 'Bug fixes', included: true })).toBe('Bug fixes');
    for (const stored of ['!Dedicated manager', 'Bug fixes', '!專屬經理']) expect(toStored(toFeature(stored))).toBe(stored);
  });

  test('a "!" typed into the text does not decide: the switch does', () => {
    expect(toStored({ text: '!Sneaky', included: true })).toBe('Sneaky');
    expect(toStored({ text: '! Sneaky', included: false })).toBe('!Sneaky');
  });

  test('blank features are dropped, text is trimmed', () => {
    expect(
      storedList([
        { text: '  Hosting ', included: true },
        { text: '   ', included: false },
        { text: '!', included: true },
      ]),
    ).toEqual(['Hosting']);
  });
});

const stored: PlanExtras = {
  descriptionEn: 'For one app.',
  descriptionZh: '單一應用程式。',
  featuresEn: [toFeature('Bug fixes'), toFeature('!Dedicated manager')],
  featuresZh: [toFeature('錯誤修正')],
  isPopular: false,
};

describe('extrasChanges', () => {
  test('nothing edited, or everything edited back to the stored values, sends nothing', () => {
    expect(extrasChanges(undefined, stored)).toEqual({});
    expect(
      extrasChanges(
        {
          ...stored,
          featuresEn: [
            { text: ' Bug fixes ', included: true },
            { text: 'Dedicated manager', included: false },
          ],
        },
        stored,
      ),
    ).toEqual({});
  });

  test('switching a feature off sends the whole list with that feature marked "!"', () => {
    const featuresEn = [{ text: 'Bug fixes', included: false }, stored.featuresEn[1]!];
    expect(extrasChanges({ featuresEn }, stored)).toEqual({ featuresEn: ['!Bug fixes', '!Dedicated manager'] });
  });

  test('a feature added and left blank changes nothing; a typed one is sent with the rest', () => {
    expect(extrasChanges({ featuresZh: [...stored.featuresZh, { text: '', included: true }] }, stored)).toEqual({});
    expect(extrasChanges({ featuresZh: [...stored.featuresZh, { text: '專屬經理', included: true }] }, stored)).toEqual({
      featuresZh: ['錯誤修正', '專屬經理'],
    });
  });

  test('product.md §5 non-empty: a blank description or a list with nothing left is not sent', () => {
    expect(extrasChanges({ descriptionEn: '   ', featuresZh: [] }, stored)).toEqual({});
    expect(extrasChanges({ featuresEn: [{ text: ' ', included: true }] }, stored)).toEqual({});
  });

  test('a description is trimmed and sent in its own language only', () => {
    expect(extrasChanges({ descriptionZh: ' 給兩個應用程式。 ' }, stored)).toEqual({ descriptionZh: '給兩個應用程式。' });
    expect(extrasChanges({ descriptionEn: 'For one app. ' }, stored)).toEqual({});
  });

  test('the Most Popular flag is sent only when it differs from the stored one', () => {
    expect(extrasChanges({ isPopular: true }, stored)).toEqual({ isPopular: true });
    expect(extrasChanges({ isPopular: false }, stored)).toEqual({});
    expect(extrasChanges({ isPopular: false }, { ...stored, isPopular: true })).toEqual({ isPopular: false });
  });
});

const entry = (billing: 'monthly' | 'annual'): PricingPlan => ({
  id: `pro-${billing}`,
  planId: 'pro',
  billing,
  nameEn: `Pro ${billing}`,
  nameZh: '專業',
  price: '$399',
  amount: 399,
  titleEn: 'Pro',
  titleZh: '專業',
  descriptionEn: 'For growing teams',
  descriptionZh: '成長中的團隊',
  featuresEn: ['Bug fixes', '!On-site visits'],
  featuresZh: ['錯誤修正'],
  isPopular: true,
});

describe('a plan read from the listing', () => {
  test('its extras come from its listing entries, features shown without "!"', () => {
    expect(currentExtras([entry('monthly'), entry('annual')], 'pro')).toEqual({
      descriptionEn: 'For growing teams',
      descriptionZh: '成長中的團隊',
      featuresEn: [
        { text: 'Bug fixes', included: true },
        { text: 'On-site visits', included: false },
      ],
      featuresZh: [{ text: '錯誤修正', included: true }],
      isPopular: true,
    });
    expect(currentExtras(undefined, 'pro')).toEqual({
      descriptionEn: '',
      descriptionZh: '',
      featuresEn: [],
      featuresZh: [],
      isPopular: false,
    });
  });

  test('planChanges puts a price edit and an extras edit of one plan into one body', () => {
    const plans = [entry('monthly'), entry('annual')];
    expect(planChanges({ pro: { monthlyPrice: '450', isPopular: false, descriptionEn: 'For teams' } }, plans)).toEqual([
      { id: 'pro', body: { monthlyPrice: 450, isPopular: false, descriptionEn: 'For teams' } },
    ]);
  });
});
