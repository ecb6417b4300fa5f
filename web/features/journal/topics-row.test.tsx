// The journal's topics row: All and every topic by its name alone (no counts: decision 0154), the current one marked, and
// nothing at all while there is only one topic to choose (decision 0145); a topic of one article is left out unless it
// is the page's own (decision 0159).
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { topicChoices, TopicsRow } from './topics-row';

afterEach(cleanup);

const topics = [
  { tag: 'automation', name: '自動化', count: 3 },
  { tag: 'ai', name: 'AI', count: 2 },
  { tag: 'manufacturing', name: '製造業', count: 1 },
];

test('All, then every topic by its name alone (no count on any chip), each linking to its page; the tag of the page is current', async () => {
  await renderInApp(<TopicsRow topics={topics} current="manufacturing" />, { lang: 'zh' });
  const links = screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([zh.journal.allTopics, '自動化', 'AI', '製造業']);
  expect([...links].map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
  expect(links[3]!.getAttribute('href')).toBe('/blog/tag/manufacturing?lang=zh');
});

test('on the whole journal, All is current and a topic of one article is left out', async () => {
  await renderInApp(<TopicsRow topics={topics} current={null} />, { lang: 'zh' });
  const links = screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([zh.journal.allTopics, '自動化', 'AI']);
  expect(links[0]!.getAttribute('aria-current')).toBe('page');
});

test('a thin journal, every topic holding one article, has no row (decision 0159)', async () => {
  const thin = topics.map((topic) => ({ ...topic, count: 1 }));
  expect(topicChoices(thin)).toEqual([]);
  expect(topicChoices(thin, 'ai')).toEqual([]);
  await renderInApp(<TopicsRow topics={thin} current={null} />, { lang: 'zh' });
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('with one topic there is no choice to offer: nothing is drawn', async () => {
  for (const current of [null, 'automation']) {
    await renderInApp(<TopicsRow topics={topics.slice(0, 1)} current={current} />, { lang: 'zh' });
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
  }
});

test('a short list offers its topics too: three articles in two topics have a row (decision 0145)', async () => {
  await renderInApp(<TopicsRow topics={topics.slice(0, 2)} current={null} />, { lang: 'zh' });
  expect(screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a').length).toBe(3);
  expect(topicChoices(topics.slice(0, 2))).toEqual(topics.slice(0, 2));
});
