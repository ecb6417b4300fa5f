import { expect, test } from 'bun:test';
import { caseStudiesSeed } from '../../src/contract/lists/case-studies';
import { INDUSTRY_ICON_CSS, industryIcon } from './industry-icons';

test('a client story’s icon follows its industry in either language, the briefcase when no word matches', () => {
  expect(['Manufacturing', '製造業'].map(industryIcon)).toEqual(['factory', 'factory']);
  expect(['E-commerce', '電子商務'].map(industryIcon)).toEqual(['shopping-cart', 'shopping-cart']);
  expect(['Logistics', '物流'].map(industryIcon)).toEqual(['truck', 'truck']);
  expect(['Healthcare', '醫療'].map(industryIcon)).toEqual(['stethoscope', 'stethoscope']);
  expect(industryIcon('Architecture')).toBe('briefcase-business');
  // The rules: one per row, each an SVG for the icon's mask, Latin words in any case.
  expect(INDUSTRY_ICON_CSS).toContain('[data-topic*="manufactur" i]');
  expect(INDUSTRY_ICON_CSS).toContain('[data-topic*="製造"]');
  expect(INDUSTRY_ICON_CSS.match(/--un-icon:url\("data:image\/svg\+xml;utf8,/g)?.length).toBe(8);
  // Every story a new site starts with has an icon of its own, in both languages.
  const seeded = caseStudiesSeed.rows.flatMap((row) => [String(row.industryEn), String(row.industryZh)]);
  expect(seeded.filter((industry) => industryIcon(industry) === 'briefcase-business')).toEqual([]);
});

test('no word of one trade draws the icon of another; where two rows match, the later row draws (review of session 48)', () => {
  for (const industry of ['Machine learning', 'Software delivery', 'Staff training', 'Model training', 'Design workshop', 'Cloud storage'])
    expect({ industry, icon: industryIcon(industry) }).toEqual({ industry, icon: 'briefcase-business' });
  expect(['Industrial machinery', '機械加工', 'Retail stores', 'Food delivery'].map(industryIcon)).toEqual([
    'factory',
    'factory',
    'shopping-cart',
    'utensils',
  ]);
  // Food and freight: both rows match; the food row comes later, in the stylesheet as in industryIcon.
  expect(industryIcon('Food freight')).toBe('utensils');
  const at = (word: string) => INDUSTRY_ICON_CSS.indexOf(`[data-topic*="${word}" i]`);
  expect(at('freight')).toBeLessThan(at('food'));
});
