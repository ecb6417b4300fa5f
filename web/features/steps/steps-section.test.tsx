// How we work: nothing without steps; the steps numbered in order, each title a heading under the section's own.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderInApp } from '../../testing/render';
import { StepsView } from './steps-section';

afterEach(cleanup);

test('no steps: nothing rendered', async () => {
  const { container } = await renderInApp(<StepsView steps={[]} />);
  expect(container.innerHTML).toBe('');
});

test('steps numbered in order, each with its title as a heading, and shown at every width (the phone too)', async () => {
  const steps = [
    { key: 1, title: 'Discover', description: 'We listen.' },
    { key: 2, title: 'Build', description: 'We ship.' },
  ];
  const { container } = await renderInApp(<StepsView steps={steps} />);
  expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['1DiscoverWe listen.', '2BuildWe ship.']);
  // A section of its own: its heading an H2, the steps' H3s (decision 0227).
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([en.home.stepsTitle]);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Discover', 'Build']);
  // No longer cut on a phone (decision 0218 hid it below 768 px).
  expect(container.innerHTML).not.toContain('max-md:hidden');
  // Each sentence too, set compact on a phone (decision 0253: 0249 had hidden them below 640 px).
  expect(container.innerHTML).not.toContain('max-sm:hidden');
});
