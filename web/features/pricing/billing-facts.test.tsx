// How billing works for the care plans: its three facts under the plans, on every screen (a phone too).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { PRICING_WORDS } from '../../i18n/pricing-words';
import { renderInApp } from '../../testing/render';
import { BillingFacts } from './billing-facts';

afterEach(cleanup);

test('says how billing works in three facts, hidden on no screen size', async () => {
  const { container } = await renderInApp(<BillingFacts title={PRICING_WORDS.en.billingTitle} facts={PRICING_WORDS.en.billingFacts} />);
  expect(screen.getByRole('heading', { name: 'How billing works' })).toBeTruthy();
  expect(screen.getByText('Monthly or yearly')).toBeTruthy();
  expect(screen.getByText('Change plans any month')).toBeTruthy();
  expect(screen.getByText('Unused hours roll over')).toBeTruthy();
  for (const el of container.querySelectorAll('*')) expect(el.getAttribute('class') ?? '').not.toMatch(/(^|\s)(\w+:)?hidden(\s|$)/);
});
