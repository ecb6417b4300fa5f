// The pricing hero's card: how billing works and what every plan includes, and no price (a price there read as a
// fourth plan, the Basic one again).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { PricingPlan } from '../../../src/contract';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { PlanSummary } from './plan-summary';

afterEach(cleanup);

const plan = (planId: PricingPlan['planId'], amount: number, featuresEn: string[]): PricingPlan => ({
  id: `${planId}-monthly`,
  planId,
  billing: 'monthly',
  nameEn: `${planId} Monthly`,
  nameZh: `${planId} 月訂閱`,
  price: `$${amount}`,
  amount,
  titleEn: planId,
  titleZh: planId,
  descriptionEn: '',
  descriptionZh: '',
  featuresEn,
  featuresZh: featuresEn,
  isPopular: false,
});
const stored = (plans: PricingPlan[]) => {
  const reads = new ReadStore();
  reads.set(publicQueries.pricingPlans().queryKey, plans);
  return reads;
};

test('says how billing works and lists what every plan includes, with no price of any plan', async () => {
  const { container } = await renderInApp(<PlanSummary />, {
    reads: stored([plan('basic', 149, ['Bug fixes', 'Backups', '!Reports']), plan('pro', 399, ['Bug fixes', 'Backups', 'Reports'])]),
  });
  expect(screen.getByText('How billing works')).toBeTruthy();
  expect(screen.getByText('Monthly or yearly')).toBeTruthy();
  expect(screen.getByText('Change plans any month')).toBeTruthy();
  expect(screen.getByText('Unused hours roll over')).toBeTruthy();
  expect(screen.getByText('Every plan includes')).toBeTruthy();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Bug fixes');
  expect(screen.queryByText('Reports')).toBeNull();
  expect(container.textContent).not.toContain('$149');
});

test('nothing without plans', async () => {
  const { container } = await renderInApp(<PlanSummary />, { reads: stored([]) });
  expect(container.innerHTML).toBe('');
});
