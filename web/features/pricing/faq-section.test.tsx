// The pricing page's questions (the admin's `faqs` list): closed disclosures in the page's language, an answer's lines
// as paragraphs, and no band at all when the list is empty.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import type { Faq } from '../../../src/contract';
import { publicQueries } from '../../lib/public-queries';
import { ReadStore } from '../../lib/read-store';
import { renderInApp } from '../../testing/render';
import { FaqSection } from './faq-section';

afterEach(cleanup);

const faq = (id: number, over: Partial<Faq> = {}): Faq => ({
  id,
  questionEn: `Question ${id}?`,
  questionZh: `問題 ${id}？`,
  answerEn: `Answer ${id}.`,
  answerZh: `回答 ${id}。`,
  ...over,
});
const stored = (faqs: Faq[]) => {
  const reads = new ReadStore();
  reads.set(publicQueries.list('faqs').queryKey, faqs);
  return reads;
};

test('each question is a closed disclosure under the heading; its answer is there to open', async () => {
  const { container } = await renderInApp(<FaqSection />, {
    reads: stored([faq(1), faq(2, { answerEn: 'First line.\nSecond line.' })]),
  });
  expect(screen.getByRole('heading', { level: 2, name: 'Questions, answered' })).toBeTruthy();
  const details = [...container.querySelectorAll('details')];
  expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Question 1?', 'Question 2?']);
  expect(details.map((d) => d.open)).toEqual([false, false]);
  expect([...details[1]!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First line.', 'Second line.']);
});

test('in Chinese the questions and answers are the Chinese ones', async () => {
  await renderInApp(<FaqSection />, { lang: 'zh', reads: stored([faq(1)]) });
  expect(screen.getByText('問題 1？')).toBeTruthy();
  expect(screen.getByText('回答 1。')).toBeTruthy();
  expect(screen.queryByText('Question 1?')).toBeNull();
});

test('an empty list leaves the band out altogether', async () => {
  const { container } = await renderInApp(<FaqSection />, { reads: stored([]) });
  expect(container.innerHTML).toBe('');
});
