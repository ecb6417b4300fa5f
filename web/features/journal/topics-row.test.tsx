// The journal's topics row: All and each tag by its name, the current one marked, a count only above one, and nothing
// at all when there is a single topic (no choice to offer).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { TopicsRow } from './topics-row';

afterEach(cleanup);

const topics = [
  { tag: 'automation', name: '自動化', count: 3 },
  { tag: 'manufacturing', name: '製造業', count: 1 },
];

test('All, then each tag by its name and its count above one; the tag of the page is current', async () => {
  await renderInApp(<TopicsRow topics={topics} current="manufacturing" />, { lang: 'zh' });
  const links = screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([zh.journal.allTopics, '自動化3', '製造業']);
  expect([...links].map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  expect(links[2]!.getAttribute('href')).toBe('/blog/tag/manufacturing?lang=zh');
});

test('one topic is no choice: nothing is drawn', async () => {
  await renderInApp(<TopicsRow topics={topics.slice(0, 1)} current={null} />, { lang: 'zh' });
  expect(screen.queryByRole('navigation')).toBeNull();
});
