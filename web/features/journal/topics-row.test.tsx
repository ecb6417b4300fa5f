// The journal's topics row: All and each tag of two articles or more by its name and count, the current one marked
// (shown even with one article), and nothing at all until two topics have gathered two articles.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { TopicsRow } from './topics-row';

afterEach(cleanup);

const topics = [
  { tag: 'automation', name: '自動化', count: 3 },
  { tag: 'ai', name: 'AI', count: 2 },
  { tag: 'manufacturing', name: '製造業', count: 1 },
  { tag: 'documents', name: '文件', count: 1 },
];

test('All, then each topic of two articles or more by its name and count; the tag of the page is current, even with one', async () => {
  await renderInApp(<TopicsRow topics={topics} current="manufacturing" />, { lang: 'zh' });
  const links = screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([zh.journal.allTopics, '自動化3', 'AI2', '製造業']);
  expect([...links].map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
  expect(links[3]!.getAttribute('href')).toBe('/blog/tag/manufacturing?lang=zh');
});

test('on the whole journal, topics of one article are left out', async () => {
  await renderInApp(<TopicsRow topics={topics} current={null} />, { lang: 'zh' });
  const links = screen.getByRole('navigation', { name: zh.journal.topics }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([zh.journal.allTopics, '自動化3', 'AI2']);
});

test('until two topics have gathered two articles there is no choice to offer: nothing is drawn', async () => {
  const thin = [topics[0]!, ...topics.slice(2)];
  for (const current of [null, 'manufacturing']) {
    await renderInApp(<TopicsRow topics={thin} current={current} />, { lang: 'zh' });
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
  }
});
