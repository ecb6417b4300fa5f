// The privacy notice (product.md: /privacy) as Taiwan's Personal Data Protection Act asks: when it last changed, who is
// responsible, what the contact form collects, how visits are counted without cookies (decision 0074), that messages
// are deleted after the period the site keeps them, the visitor's rights and where to write; in both languages, and an
// edited text shown instead of the built-in one.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen } from '@testing-library/react';
import { PRIVACY_DEFAULTS } from '../../src/contract/content-defaults-privacy';
import { publicQueries } from '../lib/public-queries';
import { ReadStore } from '../lib/read-store';
import { renderInApp } from '../testing/render';
import { PrivacyPage } from './privacy';

afterEach(cleanup);

const stored = (content: object = {}) => {
  const reads = new ReadStore();
  reads.set(publicQueries.content('privacy').queryKey, content);
  reads.set(publicQueries.contactInfo().queryKey, { address: '', phone: '', email: 'privacy@example.tw' });
  return reads;
};
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u200b/g, '');

test('dated, names who is responsible under the Act, says what is kept how long, and how to use the rights', async () => {
  const { container } = await renderInApp(<PrivacyPage />, { reads: stored() });
  const en = PRIVACY_DEFAULTS.en;
  expect(screen.getByText(en['hero.updated'])).toBeTruthy();
  expect(en['hero.updated']).toMatch(/^Last updated \w+ \d{1,2}, \d{4}$/);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => plain(h.textContent))).toEqual([
    'Who is responsible',
    'What we collect',
    'Visit statistics',
    'Why we use it',
    'How long we keep it',
    'Your rights',
  ]);
  const text = plain(container.textContent);
  expect(text).toContain('Custom Software Solutions');
  expect(text).toContain('Personal Data Protection Act (個人資料保護法)');
  expect(text).toContain('address, phone number and email address are at the foot of every page');
  // Honest about keeping: no promise of an automatic deletion the site makes only once the owner sets a period.
  expect(text).toMatch(/only as long as we need it to answer you/);
  expect(text).not.toMatch(/automatically/);
  for (const right of ['see what we hold', 'correct', 'stop collecting', 'deleted']) expect(text).toContain(right);
  expect(screen.getByRole('link', { name: 'privacy@example.tw' }).getAttribute('href')).toBe('mailto:privacy@example.tw');
  // No invented registration number, and the parts are not numbered (nothing refers to them by number).
  expect(text).not.toMatch(/統一編號|\b0[1-5]\b/);
});

test('in Chinese: the date, the Act by its name, and the rights it gives', async () => {
  const { container } = await renderInApp(<PrivacyPage />, { lang: 'zh', reads: stored() });
  const text = plain(container.textContent);
  expect(text).toContain('最後更新：2026 年 11 月 28 日');
  expect(text).toContain('《個人資料保護法》');
  for (const right of ['查詢、閱覽或取得複本', '補充或更正', '停止蒐集、處理或利用', '刪除']) expect(text).toContain(right);
  expect(text).toContain('回覆您與跟進專案所需的期間');
  expect(text).not.toContain('自動刪除');
  expect(text).not.toContain('統一編號');
});

test('says how visits are counted: no cookie, no third party, a daily key never stored, DNT and GPC not counted', async () => {
  const { container } = await renderInApp(<PrivacyPage />, { reads: stored() });
  const part = container.querySelector('[data-part="statistics"]')!;
  const text = plain(part.textContent);
  for (const fact of [
    'without cookies and without any third party',
    'only within one day',
    'one-way hash of the network address and the browser’s name',
    'random key that is replaced every day and never stored',
    'Neither your address, nor your browser’s details, nor any identifier is kept',
    'Bots are not counted',
    'Do Not Track or Global Privacy Control is not counted at all',
    'a phone, a tablet or a computer',
    'only daily totals remain',
    'deleted after 90 days',
    'the page where your visit began, the site that linked you here, the plan you looked at and the campaign are kept with your message',
  ])
    expect(text).toContain(fact);
  // "What we collect" agrees with it: no cookie for statistics, and the counts are named.
  const collected = plain(container.querySelector('[data-part="collected"]')!.textContent);
  expect(collected).toContain('no cookies for tracking, statistics or advertising');
  expect(collected).toContain('anonymous counts');
});

test('in Chinese the counting reads in Taiwanese usage', async () => {
  const { container } = await renderInApp(<PrivacyPage />, { lang: 'zh', reads: stored() });
  const text = plain(container.querySelector('[data-part="statistics"]')!.textContent);
  expect(plain(container.querySelector('#privacy-statistics')!.textContent)).toBe('瀏覽統計');
  for (const fact of [
    '不使用 Cookie',
    '不經過任何第三方',
    '每天更換、從不保存的隨機金鑰',
    'Do Not Track（請勿追蹤）',
    '全域隱私控制（GPC）',
    '90 天後刪除',
  ])
    expect(text).toContain(fact);
});

test('the date is the stored one once the owner edits the notice', async () => {
  const reads = stored({ hero: { updated: { en: 'Last updated 2 March 2027', zh: '最後更新：2027 年 3 月 2 日' } } });
  await renderInApp(<PrivacyPage />, { reads });
  expect(screen.getByText('Last updated 2 March 2027')).toBeTruthy();
  expect(screen.queryByText(PRIVACY_DEFAULTS.en['hero.updated'])).toBeNull();
});

test('the statistics part is structured, not one wall of prose: short headings over lists, in both languages', async () => {
  for (const lang of ['en', 'zh'] as const) {
    const { container } = await renderInApp(<PrivacyPage />, { lang, reads: stored() });
    const part = container.querySelector('[data-part="statistics"]')!;
    const headings = [...part.querySelectorAll('h3')].map((h) => plain(h.textContent));
    expect(headings).toEqual(
      lang === 'en'
        ? ['How a visitor is told apart', 'What is counted', 'What is kept, and how long']
        : ['如何辨識訪客', '統計的內容', '保存什麼、保存多久'],
    );
    expect(part.querySelectorAll('ul > li').length).toBe(9);
    // The markers are the layout's, never the reader's: no "### " or "- " left in the words.
    expect(plain(part.textContent)).not.toMatch(/###|^- /m);
    cleanup();
  }
});
