// A message's dialog says where its visit began: the first page, the plan in the pricing page's words, the referring
// site and the campaign, each only when known; a message without a source shows no such block.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, screen, within } from '@testing-library/react';
import type { ContactMessage } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { MessageDialog } from './message-dialog';

afterEach(cleanup);

const message: ContactMessage = {
  id: 7,
  name: 'Mei Lin',
  email: 'mei@example.com',
  service: 'automation',
  message: 'We would like to automate our invoices.',
  createdAt: '2026-03-04T05:06:07.000Z',
  isRead: true,
  repliedAt: null,
  state: 'new',
  closedAt: null,
  note: '',
  lang: 'en',
  spam: null,
  spamAt: null,
  source: {
    landing: '/pricing',
    plan: 'pro annual',
    referrer: 'google.com',
    campaign: { source: 'newsletter', medium: 'email', campaign: 'spring-sale' },
  },
};
const noop = () => {};
const open = (m: ContactMessage, lang: 'en' | 'zh' = 'en') =>
  renderInApp(<MessageDialog message={m} onClose={noop} onDelete={noop} onMarkUnread={noop} onChange={noop} />, { lang });
/** The block's terms and what each says, as a screen reader walks the list. */
const said = (block: HTMLElement) =>
  within(block)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

test('where it came from: first page, plan, referring site and campaign', async () => {
  await open(message);
  const block = screen.getByRole('region', { name: adminEn.messages.cameFrom.title });
  expect(said(block)).toEqual([
    ['First page', '/pricing'],
    ['Plan', 'Pro Annual'],
    ['Referring site', 'google.com'],
    ['Campaign', 'spring-sale · newsletter · email'],
  ]);
});

test('only the parts that are known, in Chinese; none at all without a source', async () => {
  await open({ ...message, source: { landing: '/', plan: 'basic monthly', referrer: null, campaign: null } }, 'zh');
  const block = screen.getByRole('region', { name: adminZh.messages.cameFrom.title });
  expect(said(block)).toEqual([
    [adminZh.messages.cameFrom.landing, '/'],
    [adminZh.messages.cameFrom.plan, '基本 月訂閱'],
  ]);
  cleanup();
  await open({ ...message, source: null });
  expect(screen.getByText('We would like to automate our invoices.')).toBeTruthy();
  expect(screen.queryByRole('region', { name: adminEn.messages.cameFrom.title })).toBeNull();
});
