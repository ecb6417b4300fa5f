// What happens next, before and after a message is sent (decision 0117): the three steps; then "What happens now", the
// message received as a step done and the reply as the next one, the call and the plan after it.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { en } from '../../i18n/en';
import { renderInApp } from '../../testing/render';
import { NextSteps } from './next-steps';

afterEach(cleanup);

const titles = () => [...document.querySelectorAll('li h3')].map((h) => h.textContent);

test('before sending: what happens next, the three steps, no step marked', async () => {
  await renderInApp(<NextSteps />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en.contact.nextTitle);
  expect(titles()).toEqual(en.contact.nextSteps.map((step) => step.title));
  // No step looks under way before anything is sent: every mark an outlined number, none filled (round 20).
  const marks = [...document.querySelectorAll('li > span.tabular-nums')];
  expect(marks.map((mark) => mark.textContent)).toEqual(['1', '2', '3']);
  expect(marks.filter((mark) => /\bbg-(accent|good)\b/.test(mark.className))).toEqual([]);
  expect(marks.every((mark) => mark.className.includes('border-line-strong'))).toBe(true);
});

test('after sending: what happens now, the message received and done, the reply next, then the call and the plan', async () => {
  await renderInApp(<NextSteps sent />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en.contact.nowTitle);
  const [reply, ...later] = en.contact.nextSteps.map((step) => step.title);
  expect(titles()).toEqual([`${en.contact.received.title}${en.contact.stepDone}`, `${reply}${en.contact.stepNext}`, ...later]);
});

test('after sending the steps number on from the tick: the received message ticked, then 2, 3 and 4', async () => {
  await renderInApp(<NextSteps sent />);
  const marks = [...document.querySelectorAll('li > span.tabular-nums')].map((mark) => mark.textContent);
  expect(marks).toEqual(['', '2', '3', '4']);
});

test("in the thanks' card: no heading of its own (the card's is the sentence), the steps numbered on, only the next one's line", async () => {
  await renderInApp(<NextSteps sent inCard />);
  expect(document.querySelectorAll('h2')).toHaveLength(0);
  expect(screen.getByRole('region', { name: en.contact.nowTitle })).toBeTruthy();
  const marks = [...document.querySelectorAll('li > span.tabular-nums')].map((mark) => mark.textContent);
  expect(marks).toEqual(['', '2', '3', '4']);
  const lines = [...document.querySelectorAll('li p')].map((p) => p.textContent);
  expect(lines).toEqual([en.contact.nextSteps[0]!.description]);
});
