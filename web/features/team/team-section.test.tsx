// The people block: three people from the home content (the built-in ones until the admin edits them), each with a
// monogram of their name (one tile style for all, hidden from screen readers), and an edited name shown with its own.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { CONTENT_DEFAULTS_EN, CONTENT_DEFAULTS_ZH } from '../../../src/contract/content-defaults';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { monogram, TeamSection } from './team-section';

afterEach(cleanup);

const people = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => ({
    mark: li.querySelector('[aria-hidden="true"]')?.textContent,
    name: li.querySelector('h3')?.textContent,
    text: li.querySelectorAll('p')[1]?.textContent,
  }));

test('three people under the heading, each with a monogram, name, role and one line (the built-in texts)', async () => {
  const { container } = await renderInApp(<TeamSection />);
  const d = CONTENT_DEFAULTS_EN.home;
  expect(screen.getByRole('heading', { level: 2, name: d['team.title'] })).toBeTruthy();
  expect(people(container)).toEqual([
    { mark: 'KW', name: d['team.first.name'], text: d['team.first.bio'] },
    { mark: 'IT', name: d['team.second.name'], text: d['team.second.bio'] },
    { mark: 'JL', name: d['team.third.name'], text: d['team.third.bio'] },
  ]);
  expect(screen.getByText(d['team.second.role'])).toBeTruthy();
});

test('the admin’s text replaces the built-in one; in Chinese a monogram is the family name', async () => {
  const reads = new ReadStore();
  reads.set(publicQueries.content('home').queryKey, { team: { first: { name: { en: 'Mei-Ling Chang', zh: '張美玲' } } } });
  const { container } = await renderInApp(<TeamSection />, { lang: 'zh', reads });
  expect(people(container)[0]).toEqual({ mark: '張', name: '張美玲', text: CONTENT_DEFAULTS_ZH.home['team.first.bio'] });
  expect(monogram('Mei-Ling Chang')).toBe('MC');
  expect(monogram('Cher')).toBe('CH');
});

test('the three monograms share one calm tile: the same classes, letters only, no decorative drawing', async () => {
  const { container } = await renderInApp(<TeamSection />);
  const tiles = [...container.querySelectorAll('li')].map((li) => li.querySelector('[aria-hidden="true"]')!);
  expect(tiles).toHaveLength(3);
  expect(new Set(tiles.map((tile) => tile.className)).size).toBe(1);
  expect(container.querySelector('svg')).toBeNull();
  for (const tile of tiles) expect(tile.children).toHaveLength(0);
});
