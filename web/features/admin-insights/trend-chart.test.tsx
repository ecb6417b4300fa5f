// The daily chart read with the keyboard: focused, it shows the last day's figures; the arrow keys, Home and End move
// from day to day; leaving it hides them. Its scale's lines fall on round numbers; labelled days never crowd.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { InsightDay } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { renderInApp } from '../../testing/render';
import { labelledDays, scaleTicks } from './chart-scale';
import { TrendChart } from './trend-chart';

afterEach(cleanup);

const days: InsightDay[] = [
  { day: '2026-11-01', visitors: 12, views: 30, inquiries: 0 },
  { day: '2026-11-02', visitors: 18, views: 41, inquiries: 2 },
  { day: '2026-11-03', visitors: 9, views: 1234, inquiries: 1 },
];

test('focused, the chart reads the last day; arrows, Home and End move; leaving hides the readout', async () => {
  await renderInApp(<TrendChart days={days} label="Per day" />);
  const chart = screen.getByRole('group', { name: 'Per day' });
  const readout = () => chart.querySelector('[aria-live]')?.textContent ?? null;
  expect(readout()).toBeNull();
  fireEvent.focus(chart);
  expect(readout()).toBe(
    `Tue, Nov 3${adminEn.insights.totals.visitors}9${adminEn.insights.totals.views}1,234${adminEn.insights.totals.inquiries}1`,
  );
  fireEvent.keyDown(chart, { key: 'ArrowLeft' });
  expect(readout()).toStartWith('Mon, Nov 2');
  fireEvent.keyDown(chart, { key: 'Home' });
  expect(readout()).toStartWith('Sun, Nov 1');
  fireEvent.keyDown(chart, { key: 'ArrowLeft' }); // stays on the first day
  expect(readout()).toStartWith('Sun, Nov 1');
  fireEvent.keyDown(chart, { key: 'End' });
  expect(readout()).toStartWith('Tue, Nov 3');
  fireEvent.blur(chart);
  expect(readout()).toBeNull();
});

test('the scale ends on a round number at or above the most views; a long range labels every few days, the last always', () => {
  expect(scaleTicks(17)).toEqual([0, 5, 10, 15, 20]);
  expect(scaleTicks(0)).toEqual([0, 1]);
  expect(scaleTicks(1234)).toEqual([0, 500, 1000, 1500]);
  expect(labelledDays(7, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(labelledDays(90, 6)).toEqual([14, 29, 44, 59, 74, 89]);
});
