// A long message opens folded at its first lines with "Show more", in the admin's language; a short one is whole.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { isLongMessage, MessageBody } from './message-body';

afterEach(cleanup);

const LONG = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of what we need.`).join('\n');

test('a short message is shown whole, with nothing to unfold', async () => {
  await renderInApp(<MessageBody text="We would like a quote." />);
  expect(screen.getByText('We would like a quote.').hasAttribute('data-folded')).toBe(false);
  expect(screen.queryByRole('button', { name: adminEn.messages.showMore })).toBeNull();
});

test('a long message is folded with "Show more", which unfolds it and then says "Show less"', async () => {
  expect(isLongMessage(LONG)).toBe(true);
  expect(isLongMessage('x'.repeat(601))).toBe(true);
  await renderInApp(<MessageBody text={LONG} />);
  const body = document.querySelector('[data-message-body]')!;
  expect(body.textContent).toBe(LONG);
  expect(body.className).toContain('line-clamp-8');
  const more = screen.getByRole('button', { name: adminEn.messages.showMore });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(more);
  expect(body.className).not.toContain('line-clamp-8');
  expect(screen.getByRole('button', { name: adminEn.messages.showLess }).getAttribute('aria-expanded')).toBe('true');
});

test('in Chinese the toggle says 顯示更多', async () => {
  await renderInApp(<MessageBody text={LONG} />, { lang: 'zh' });
  expect(screen.getByRole('button', { name: adminZh.messages.showMore })).toBeTruthy();
});

test("the text says the sender's language, so an English message in the Chinese admin gets English leading (round 21)", async () => {
  await renderInApp(<MessageBody text="We would like a quote." lang="en" />, { lang: 'zh' });
  expect(document.querySelector('[data-message-body]')!.getAttribute('lang')).toBe('en');
  cleanup();
  await renderInApp(<MessageBody text="我們想要報價。" lang="zh" />);
  expect(document.querySelector('[data-message-body]')!.getAttribute('lang')).toBe('zh-Hant');
});
