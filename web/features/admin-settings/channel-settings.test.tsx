// Settings → Chat apps and webhooks as calm rows (decision 0203): each row its name, one line of where it stands, its
// switch and a "…" menu (test, change, remove), or "Set up" alone; the providers' answers under one "Technical details"
// for the whole card, never one per row.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChannelState } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { fill } from '../../lib/i18n';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ChannelSettings } from './channel-settings';

const t = adminEn.channels;
const HOUR = 3_600_000;
const at = (ago: number) => new Date(Date.now() - ago).toISOString();
const failing = (kind: ChannelState['kind'], error: string): ChannelState => ({
  kind,
  enabled: true,
  hint: kind === 'telegram' ? 'chat -1001234567890' : 'hooks.example.com …Xk2f',
  lastOkAt: at(24 * HOUR),
  lastErrorAt: at(HOUR),
  lastError: error,
  waiting: 2,
});
const CHANNELS: ChannelState[] = [
  { kind: 'slack', enabled: true, hint: 'hooks.slack.com …Xk2f', lastOkAt: at(HOUR), lastErrorAt: null, lastError: null, waiting: 0 },
  failing('telegram', 'HTTP 403: Forbidden: bot was kicked'),
  failing('discord', 'HTTP 404: Unknown Webhook'),
];

beforeEach(() => replaceFetch((input) => (String(input) === '/api/notification-channels' ? json(CHANNELS) : json({}))));
afterEach(() => {
  cleanup();
  restoreFetch();
});

const row = (kind: string) => document.querySelector<HTMLElement>(`[data-channel="${kind}"]`)!;

test('one "Technical details" for the card holds every failing provider’s answer; the rows have none', async () => {
  await renderInApp(<ChannelSettings />);
  await waitFor(() => expect(row('telegram')).not.toBeNull());
  const details = document.querySelectorAll('[data-server-details]');
  expect(details.length).toBe(1);
  for (const kind of ['slack', 'discord', 'telegram', 'line', 'webhook'])
    expect(row(kind).querySelector('[data-server-details]')).toBeNull();
  expect(details[0]!.textContent).toContain('Discord: HTTP 404: Unknown Webhook');
  expect(details[0]!.textContent).toContain('Telegram: HTTP 403: Forbidden: bot was kicked');
  // Where each stands, in one line under its name; failing in words and as a state.
  expect(row('telegram').getAttribute('data-channel-standing')).toBe('failing');
  expect(row('slack').getAttribute('data-channel-standing')).toBe('working');
  expect(within(row('telegram')).getByRole('status').textContent).toContain('2 announcements waiting');
});

test('a set-up row has its switch and one menu; a row not set up has only "Set up"', async () => {
  await renderInApp(<ChannelSettings />);
  await waitFor(() => expect(row('slack')).not.toBeNull());
  const slack = within(row('slack'));
  expect(slack.getByRole('switch', { name: fill(t.on, { name: 'Slack' }) })).toBeTruthy();
  expect(slack.getAllByRole('button', { hidden: true }).map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
    fill(t.actions, { name: 'Slack' }),
    t.test,
    t.change,
    fill(t.removeNamed, { name: 'Slack' }),
  ]);
  const line = within(row('line'));
  expect(line.getAllByRole('button').map((b) => b.textContent)).toEqual([t.setUp]);
  fireEvent.click(line.getByRole('button', { name: t.setUp }));
  expect(await line.findByRole('form', { name: 'LINE' })).toBeTruthy();
});

test('Remove asks first: Cancel deletes nothing; confirmed, the channel is removed once (review of session 48)', async () => {
  const deleted: string[] = [];
  replaceFetch((input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      deleted.push(url);
      return new Response(null, { status: 204 });
    }
    return url === '/api/notification-channels' ? json(CHANNELS) : json({});
  });
  await renderInApp(<ChannelSettings />);
  await waitFor(() => expect(row('slack')).not.toBeNull());
  const removeSlack = () =>
    fireEvent.click(within(row('slack')).getByRole('button', { name: fill(t.removeNamed, { name: 'Slack' }), hidden: true }));
  removeSlack();
  let ask = await screen.findByRole('alertdialog', { name: fill(t.removeTitle, { name: 'Slack' }) });
  expect(ask.textContent).toContain(fill(t.removeBody, { name: 'Slack' }));
  fireEvent.click(within(ask).getByRole('button', { name: adminEn.security.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(deleted).toEqual([]);
  removeSlack();
  ask = await screen.findByRole('alertdialog', { name: fill(t.removeTitle, { name: 'Slack' }) });
  fireEvent.click(within(ask).getByRole('button', { name: t.remove }));
  await waitFor(() => expect(deleted).toHaveLength(1));
  expect(deleted[0]).toContain('slack');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test('no failing channel: no "Technical details" at all', async () => {
  replaceFetch((input) => (String(input) === '/api/notification-channels' ? json([CHANNELS[0]]) : json({})));
  await renderInApp(<ChannelSettings />);
  await waitFor(() => expect(row('slack').getAttribute('data-channel-standing')).toBe('working'));
  expect(document.querySelector('[data-server-details]')).toBeNull();
  expect(screen.getByText(t.about.line)).toBeTruthy();
});

test('zh: a failing row says what failed and how many wait with no space after the full stop (round 26: 「失敗。 2 則」)', async () => {
  await renderInApp(<ChannelSettings />, { lang: 'zh' });
  await waitFor(() => expect(row('telegram')).not.toBeNull());
  const standing = within(row('telegram')).getByRole('status').textContent ?? '';
  expect(standing).toContain('2 則通知等待重送');
  expect(standing).not.toMatch(/[。，：；！？] /);
});
