// A time in Chinese never breaks inside itself (上/午6:29): each part of a date is one nowrap span, and a sentence
// filled with one keeps its words around it.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, render } from '@testing-library/react';
import { longDate } from '../../lib/dates';
import { DateText, fillNodes } from './date-text';

afterEach(cleanup);

const AT = '2026-11-28T22:29:00.000Z';

test('a Chinese date and time: the date and 上午/下午 with its time are each one unbreakable part', () => {
  const text = longDate(AT, 'zh');
  const { container } = render(<DateText text={text} at={AT} />);
  const time = container.querySelector('time')!;
  expect(time.getAttribute('datetime')).toBe(AT);
  expect(time.textContent).toBe(text);
  const parts = [...time.querySelectorAll('span')].map((span) => [span.textContent, span.className]);
  expect(parts.length).toBe(2);
  expect(parts[1]![0]).toMatch(/^[上下]午\d{1,2}:\d{2}$/);
  for (const [, className] of parts) expect(className).toBe('whitespace-nowrap');
});

test('fillNodes puts a date into a sentence, the words around it unchanged', () => {
  const text = longDate(AT, 'zh');
  const { container } = render(<p>{fillNodes('上傳於 {{time}}，{{n}} 次', { time: <DateText text={text} />, n: 3 })}</p>);
  expect(container.textContent).toBe(`上傳於 ${text}，3 次`);
  expect(container.querySelectorAll('.whitespace-nowrap').length).toBe(2);
});
