// A plan's features, descriptions and flag: the "!" format read and written back, and what of them a save sends.
import { describe, expect, test } from 'bun:test';
import type { PricingPlan } from '../../../src/contract';
import { planChanges } from './changes';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import {
  ADVERTISED_DISCOUNT,
  annualAdvice,
  annualFor,
  currentExtras,
  discountPercent,
  extrasChanges,
  storedList,
  toCents,
  toFeature,
  toStored,
  type PlanExtras,
} from './plan-content';

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

describe('annual follows monthly (arithmetic in whole cents; the kept price rounded DOWN to a whole dollar)', () => {
  test('the page promises the discount this editor keeps: both captions say 16%', () => {
    expect(ADVERTISED_DISCOUNT).toBe(16);
    expect(en.pricing.annualCaption).toContain(`${ADVERTISED_DISCOUNT}%`);
    expect(zh.pricing.annualCaption).toContain(`${ADVERTISED_DISCOUNT}%`);
  });

  test('prices are read as whole cents, with no binary fraction', () => {
    expect(toCents('399')).toBe(39900);
    expect(toCents('29.99')).toBe(2999);
    expect(toCents('0.29')).toBe(29); // 0.29 * 100 is 28.999… before rounding
    expect(toCents('.5')).toBe(50);
    expect(toCents('')).toBeNull();
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-3')).toBeNull();
  });

  test('the discount of the current values', () => {
    expect(discountPercent(39900, 402200)).toBeCloseTo(15.998, 3); // the seeded Pro: 16% as the page words it
    expect(discountPercent(40900, 402200)).toBeCloseTo(18.052, 3);
    expect(discountPercent(0, 100)).toBeNull();
  });

  test('16% off twelve months, rounded down to a whole dollar (never less saving than promised)', () => {
    expect(annualFor(40900)).toBe(412200); // 12 × 409 × 0.84 = 4,122.72 → 4,122
    expect(annualFor(39900)).toBe(402100); // 4,021.92 → 4,021
    expect(annualFor(2999)).toBe(30200); // 12 × 29.99 × 0.84 = 302.30 → 302
    expect(annualFor(10000, 20)).toBe(96000);
    for (const monthly of [100, 2999, 14900, 39900, 40900, 99900]) {
      expect(discountPercent(monthly, annualFor(monthly))!).toBeGreaterThanOrEqual(16);
    }
  });

  const stored = { monthlyPrice: '399', annualPrice: '4022' };
  test('nothing changed and 16% off: no warning, nothing offered', () => {
    const advice = annualAdvice(stored, stored)!;
    expect(advice.offAdvertised).toBe(false);
    expect(advice.offer).toBeNull();
  });

  test('monthly raised, annual left: 18% off is flagged and 16% offered as keeping it', () => {
    const advice = annualAdvice({ monthlyPrice: '409', annualPrice: '4022' }, stored)!;
    expect(Math.round(advice.percent)).toBe(18);
    expect(advice.offAdvertised).toBe(true);
    expect(advice.offer).toEqual({ annual: 412200, keeps: true });
    // Taken: the discount is the advertised one again, and nothing more is offered.
    expect(annualAdvice({ monthlyPrice: '409', annualPrice: '4122' }, stored)).toMatchObject({ offAdvertised: false, offer: null });
  });

  test('a small monthly change still offers the annual that follows it, though 16% is still the rounded discount', () => {
    const advice = annualAdvice({ monthlyPrice: '400', annualPrice: '4022' }, stored)!;
    expect(advice.offAdvertised).toBe(false);
    expect(advice.offer).toEqual({ annual: 403200, keeps: true });
  });

  test('a stored plan that was not 16% off is flagged, and the offer makes it so rather than "keeps" it', () => {
    const drifted = { monthlyPrice: '399', annualPrice: '3990' };
    const advice = annualAdvice(drifted, drifted)!;
    expect(Math.round(advice.percent)).toBe(17);
    expect(advice.offAdvertised).toBe(true);
    expect(advice.offer).toEqual({ annual: 402100, keeps: false });
  });

  test('a half-typed or missing price says nothing', () => {
    expect(annualAdvice({ monthlyPrice: '', annualPrice: '4022' }, stored)).toBeNull();
    expect(annualAdvice({ monthlyPrice: '0', annualPrice: '4022' }, stored)).toBeNull();
    expect(annualAdvice({ monthlyPrice: '409', annualPrice: 'abc' }, stored)).toBeNull();
  });
});
