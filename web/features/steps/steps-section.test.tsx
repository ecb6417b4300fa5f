// How we work: nothing without steps; the steps numbered in order, each title a heading under the tile's own.
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

test('steps numbered in order, each with its title as a heading', async () => {
  const steps = [
    { key: 1, title: 'Discover', description: 'We listen.' },
    { key: 2, title: 'Build', description: 'We ship.' },
  ];
  const { container } = await renderInApp(<StepsView steps={steps} />);
  expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['1DiscoverWe listen.', '2BuildWe ship.']);
  // The tile's heading (an H3: the tile sits in the values' section) over the steps' (H4s).
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([en.home.stepsTitle]);
  expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Discover', 'Build']);
});
