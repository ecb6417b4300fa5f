// The messages tab against a fake API at the network edge: the status in the row, the detail dialog (reply, copy, replied),
// the export's choices, delete with confirmation, and failures.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { en } from '../../i18n/en';
import { renderInApp } from '../../testing/render';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { longDate, longDateDay, replyLink, rowDate } from './format';
import { dateRoom } from './message-row';
import { MessagesPanel } from './messages-panel';
import { wholeText } from '../../testing/whole-text';

type Call = { method: string; path: string; body?: unknown };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

let stored: ContactMessage[];
let calls: Call[];
let fail: { list?: boolean; view?: boolean; remove?: boolean };

beforeEach(() => {
  calls = [];
  fail = {};
  stored = [
    {
      id: 2,
      name: 'Mei Lin',
      email: 'mei@example.com',
      service: 'automation',
      message: 'Please automate our invoices.',
      createdAt: '2026-03-04T05:06:07.000Z',
      isRead: false,
      repliedAt: null,
      state: 'new',
      closedAt: null,
      note: '',
      lang: 'en',
      source: null,
      spam: null,
      spamAt: null,
    },
    {
      id: 1,
      name: 'Tom Chen',
      email: 'tom@example.com',
      service: null,
      message: 'Just saying hello to you all.',
      createdAt: '2026-01-02T03:04:05.000Z',
      isRead: true,
      repliedAt: null,
      state: 'new',
      closedAt: null,
      note: '',
      lang: 'en',
      source: null,
      spam: null,
      spamAt: null,
    },
  ];
  replaceFetch(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    if (method === 'GET' && (path === '/api/contact-messages' || path.startsWith('/api/contact-messages?'))) {
      if (fail.list) return json({ error: { code: 'internal', message: 'boom' } }, 500);
      // The server's paging, small: newest first (as stored), unread filter, a search of name, email and text.
      const query = new URL(path, 'http://x').searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const items = stored.filter(
        (m) =>
          (query.get('unread') !== 'true' || !m.isRead) &&
          (query.get('replied') !== 'false' || !m.repliedAt) &&
          (query.get('state') !== 'new' || (!m.repliedAt && !m.closedAt)) &&
          (!q || `${m.name} ${m.email} ${m.message}`.toLowerCase().includes(q)),
      );
      const counts = { 'x-total-count': String(stored.length), 'x-unread-count': String(stored.filter((m) => !m.isRead).length) };
      return new Response(JSON.stringify(items), { status: 200, headers: { 'content-type': 'application/json', ...counts } });
    }
    if (method === 'POST' && (path === '/api/contact-messages/mark' || path === '/api/contact-messages/delete')) {
      const body = JSON.parse(String(init?.body)) as { ids: number[]; isRead?: boolean };
      calls[calls.length - 1]!.body = body;
      if (path.endsWith('/mark')) {
        for (const m of stored) if (body.ids.includes(m.id)) m.isRead = body.isRead!;
      } else {
        stored = stored.filter((m) => !body.ids.includes(m.id));
      }
      return json({ ids: body.ids });
    }
    const id = Number(/^\/api\/contact-messages\/(\d+)$/.exec(path)?.[1]);
    const found = stored.find((m) => m.id === id);
    if (method === 'PATCH' && found) {
      const body = JSON.parse(String(init?.body)) as { replied?: boolean; state?: string };
      calls[calls.length - 1]!.body = body;
      // As the server: marked replied, or a reply status set; the state follows the replied day.
      const replied = body.replied ?? (body.state ? body.state === 'replied' : found.repliedAt !== null);
      found.repliedAt = replied ? '2026-03-05T01:02:03.000Z' : null;
      found.state = replied ? 'replied' : 'new';
      return json(found);
    }
    if (method === 'GET' && found) {
      if (fail.view) return new Response('boom', { status: 500 });
      found.isRead = true; // the server marks it read
      return json(found);
    }
    if (method === 'DELETE' && found) {
      if (fail.remove) return new Response('database is locked', { status: 500 });
      stored = stored.filter((m) => m.id !== id);
      return json({ ok: true });
    }
    return json({ error: 'not found' }, 404);
  });
});
afterEach(() => {
  toast.dismiss(); // sonner keeps its toasts in module state: none may carry over to the next test
  cleanup();
  restoreFetch();
});

async function openPanel(lang: 'en' | 'zh' = 'en') {
  await renderInApp(
    <>
      <MessagesPanel />
      <Toaster />
    </>,
    { lang },
  );
  await screen.findByRole('table');
}
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
/** The row's status as a screen reader hears it: "(Unread)" / "(Replied)" beside the name, nothing when read. */
const status = (name: string, lang: 'en' | 'zh' = 'en') => {
  const m = (lang === 'en' ? adminEn : adminZh).messages;
  const said = (word: string) => within(row(name)).queryByText(`(${word})`) !== null;
  return { unread: said(m.unread), replied: said(m.replied) };
};

test("decision 0221: rows grouped by when they came (only when there is more than one group); one date style, today's too", async () => {
  stored[0]!.createdAt = new Date().toISOString();
  await openPanel();
  const groups = [...document.querySelectorAll('[data-inbox-group]')].map((g) => g.textContent);
  expect(groups).toEqual([adminEn.messages.groups.today, adminEn.messages.groups.older]);
  // Decision 0256: no row adds its time (round 30: "December 8 12:56 AM" beside "December 7"); the date cell is the day.
  for (const name of ['Mei Lin', 'Tom Chen']) {
    const date = within(row(name)).getAllByRole('cell')[2]!;
    expect(date.textContent).toBe(row(name).querySelector('time')!.textContent);
    expect(date.textContent).not.toMatch(/\d:\d\d/);
  }
  // One group alone says nothing: no heading.
  cleanup();
  stored[0]!.createdAt = '2026-03-04T05:06:07.000Z';
  await openPanel('zh');
  expect(document.querySelectorAll('[data-inbox-group]').length).toBe(0);
});

test("product.md's columns: name, email, date, status (a read or unread badge) and actions, the service after the name; replied follows the badge", async () => {
  stored[1]!.repliedAt = '2026-01-03T00:00:00.000Z';
  await openPanel();
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual([
    adminEn.messages.name,
    adminEn.messages.email,
    adminEn.messages.date,
    adminEn.messages.status,
    adminEn.messages.actions,
  ]);
  // One badge in the status cell; the reply state follows it as a word, not a second badge.
  const cells = (name: string) =>
    within(row(name))
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells('Tom Chen')[3]).toBe(`${adminEn.messages.read}${adminEn.messages.replied}`);
  expect(cells('Mei Lin')[3]).toBe(adminEn.messages.unread);
  // Decision 0271 (round 32: a Service column left the preview 35 letters): the service asked for follows the name, in
  // its quiet type, in the row's one opener; none, nothing.
  const service = row('Mei Lin').querySelector('[data-row-service]')!;
  expect(service.textContent).toBe(`${adminEn.messages.service}: Automation`);
  expect(service.className).toContain('text-muted');
  expect(service.closest('button')).toBe(within(row('Mei Lin')).getAllByRole('button')[0]!.closest('button'));
  expect(row('Tom Chen').querySelector('[data-row-service]')).toBeNull();
  // The e-mail narrow and quiet, cut with its whole address in its title.
  const email = row('Mei Lin').querySelector('[data-row-email]')!;
  expect([email.getAttribute('title'), email.className.includes('truncate')]).toEqual(['mei@example.com', true]);
  expect(within(row('Mei Lin')).getByText(adminEn.messages.unread)).toBeTruthy();
  expect(within(row('Tom Chen')).getByText(adminEn.messages.read)).toBeTruthy();
  expect(status('Mei Lin')).toEqual({ unread: true, replied: false });
  expect(status('Tom Chen')).toEqual({ unread: false, replied: true });
  expect(within(row('Tom Chen')).getByTitle(adminEn.messages.replied)).toBeTruthy();
  // Decision 0284: the read/unread badge a pair of one pill: Unread filled in the accent, with the accent's dot before
  // the bold name; Read the same pill as a muted outline (no envelope); Replied a smaller sign and word after it, no pill.
  const unread = row('Mei Lin').querySelector('[data-unread-badge]')!;
  expect(unread.textContent).toBe(adminEn.messages.unread);
  expect(unread.className).toContain('status-badge');
  expect(unread.className).toContain('bg-accent');
  expect(row('Mei Lin').querySelector('[data-unread-dot].bg-accent')).not.toBeNull();
  expect(row('Tom Chen').querySelector('[data-unread-dot]')).toBeNull();
  const read = row('Tom Chen').querySelector('[data-read-badge]')!;
  expect(read.textContent).toBe(adminEn.messages.read);
  expect(read.className).toContain('text-muted');
  expect(read.className).toContain('status-badge');
  expect(read.className).toContain('border-line-strong');
  expect(read.className).not.toContain('bg-');
  const replied = row('Tom Chen').querySelector('[data-reply-state="replied"]')!;
  expect(replied.textContent).toBe(adminEn.messages.replied);
  expect(replied.className).not.toContain('status-badge');
  expect(row('Tom Chen').querySelector('[class*="i-lucide-mail"]')).toBeNull();
  // product.md's view and delete on every row, named with the sender, a pair (decision 0284): View then Delete, both in
  // sight on every row (no opacity, display or visibility trick), the same muted 44 px signs, their words in their
  // titles; Delete red only under the pointer or the keyboard's focus.
  for (const name of ['Mei Lin', 'Tom Chen']) {
    const del = within(row(name)).getByRole('button', { name: fill(adminEn.messages.deleteMessageFrom, { name }) });
    const view = within(row(name)).getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name }) });
    expect(del.getAttribute('title')).toBe(adminEn.messages.delete);
    expect(del.className).not.toMatch(/opacity-0|(^|\s)(sm:)?(hidden|invisible)(\s|$)/);
    expect(del.className).toContain('text-muted');
    expect(del.className).toContain('hover:text-bad');
    expect(del.className).not.toMatch(/(^|\s)text-bad/);
    for (const button of [view, del]) expect(button.className).toContain('h-11 w-11');
    expect(view.compareDocumentPosition(del) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(row(name)).getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name }) }).textContent).toBe(
      adminEn.messages.view,
    );
    expect(
      within(row(name))
        .getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name }) })
        .getAttribute('title'),
    ).toBe(adminEn.messages.view);
    // A sign, not a word to the eye: no View column's worth of width.
    expect(
      within(row(name))
        .getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name }) })
        .querySelector('.sr-only')!.textContent,
    ).toBe(adminEn.messages.view);
  }
  // product.md's long date in the row (this year's without the year to the eye, still in its text: decision 0245); the
  // full date and time in its title.
  const time = row('Mei Lin').querySelector('time')!;
  expect(time.textContent).toBe(longDateDay('2026-03-04T05:06:07.000Z', 'en'));
  expect(within(row('Mei Lin')).getByText(rowDate('2026-03-04T05:06:07.000Z', 'en', Date.now()).shown)).toBe(time);
  expect(within(row('Mei Lin')).getByTitle(new RegExp(`^${longDate('2026-03-04T05:06:07.000Z', 'en')} · `))).toBeTruthy();
  expect(longDate('2026-03-04T05:06:07.000Z', 'en')).toMatch(/^March \d, 2026/);
});

test('View opens the detail with sender, date, service and text, a reply link, and refreshes the list (now read)', async () => {
  await openPanel();
  const listReads = () => calls.filter((c) => c.method === 'GET' && /^\/api\/contact-messages(\?|$)/.test(c.path)).length;
  expect(listReads()).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  expect(within(dialog).queryByText(/</)).toBeNull(); // not the raw "Name <email>"
  expect(within(dialog).getByText('Mei Lin')).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'mei@example.com' }).getAttribute('href')).toBe('mailto:mei%40example.com');
  const copyAddress = within(dialog).getByRole('button', { name: new RegExp(adminEn.messages.copyAddress) });
  fireEvent.click(copyAddress);
  await waitFor(() => expect(copyAddress.textContent).toContain(adminEn.messages.copied));
  expect(await navigator.clipboard.readText()).toBe('mei@example.com');
  expect(within(dialog).getByText(en.contact.form.services.automation)).toBeTruthy();
  expect(within(dialog).getByText('Please automate our invoices.')).toBeTruthy();
  expect(within(dialog).getByText(wholeText(longDate('2026-03-04T05:06:07.000Z', 'en')))).toBeTruthy();
  const reply = within(dialog).getByRole('link', { name: adminEn.messages.reply });
  await waitFor(() => expect(reply.getAttribute('href')).toContain(encodeURIComponent(en.brand)));
  const href = reply.getAttribute('href')!;
  expect(href).toBe(
    replyLink(stored[0]!, { subject: adminEn.messages.replySubject, greeting: adminEn.messages.replyGreeting, brand: en.brand }),
  );
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.searchParams.get('subject')).toBe(fill(adminEn.messages.replySubject, { brand: en.brand }));
  expect(url.searchParams.get('body')).toBe(fill(adminEn.messages.replyGreeting, { name: 'Mei' }));
  await waitFor(() => expect(listReads()).toBe(2));
  await waitFor(() => expect(status('Mei Lin').unread).toBe(false));
  // Reply tries the device's mail app: where none opens, the reply box says to copy the reply instead.
  expect(within(dialog).queryByText(adminEn.messages.noMailApp)).toBeNull();
  // (the link's own navigation is held back: happy-dom would follow the mailto: address and leave the test's page)
  const holdBack = (event: Event) => event.preventDefault();
  document.addEventListener('click', holdBack);
  fireEvent.click(reply);
  document.removeEventListener('click', holdBack);
  expect(within(dialog).getByText(adminEn.messages.noMailApp)).toBeTruthy();
  expect(within(dialog).getByText(adminEn.messages.offerReplied)).toBeTruthy();

  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.close }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) })).toBeNull());
});

test('a message sent from a plan’s button carries the plan under its service (and its dialog says where the visit began)', async () => {
  stored[0]!.source = { landing: '/pricing', plan: 'enterprise annual', referrer: null, campaign: null };
  await openPanel();
  const service = row('Mei Lin').querySelector('[data-row-service]')!;
  expect(service.textContent).toContain(`${adminEn.messages.cameFrom.plan}: Enterprise Annual`);
  const button = within(row('Mei Lin')).getAllByRole('button')[0]!;
  expect(within(row('Tom Chen')).queryByText(/Annual|Monthly/)).toBeNull();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  expect(within(dialog).getByRole('region', { name: adminEn.messages.cameFrom.title }).textContent).toContain('/pricing');
});

test('a message without a service reads "Not specified"', async () => {
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Tom Chen' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Tom Chen' }) });
  expect(within(dialog).getByText(adminEn.messages.noService)).toBeTruthy();
});

test('a failed fetch of one message shows "Load failed" / "Failed to fetch message" in words, no dialog, and a Retry that opens it', async () => {
  fail.view = true;
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  expect(await screen.findByText(adminEn.toast.loadFailed)).toBeTruthy();
  expect(screen.getByText(`${adminEn.toast.failedToFetchMessage}. ${adminEn.failure.server}`)).toBeTruthy();
  expect(screen.queryByText(/500|boom/)).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  fail.view = false;
  fireEvent.click(screen.getByRole('button', { name: adminEn.failure.retry }));
  expect(await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) })).toBeTruthy();
});

test('Delete asks first; Cancel sends nothing; confirming sends DELETE, says "Message deleted" and refreshes the list', async () => {
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.deleteMessageFrom, { name: 'Tom Chen' }) }));
  let confirm = await screen.findByRole('alertdialog', { name: adminEn.messages.confirmTitle });
  expect(within(confirm).getByText(fill(adminEn.messages.confirmBody, { name: 'Tom Chen' }))).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: adminEn.messages.cancel }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.deleteMessageFrom, { name: 'Tom Chen' }) }));
  confirm = await screen.findByRole('alertdialog', { name: adminEn.messages.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: adminEn.messages.confirmDelete }));
  expect(await screen.findByText(adminEn.toast.messageDeleted)).toBeTruthy();
  expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/contact-messages/1' }]);
  await waitFor(() => expect(screen.queryByRole('row', { name: /Tom Chen/ })).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('deleting from the open detail closes it; deleting the last message shows the empty text', async () => {
  stored = stored.slice(0, 1);
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.delete }));
  const confirm = await screen.findByRole('alertdialog', { name: adminEn.messages.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: adminEn.messages.confirmDelete }));
  expect(await screen.findByText(adminEn.messages.empty)).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a failed delete shows "Delete failed" with what went wrong in words (no status, no server text) and keeps the message', async () => {
  fail.remove = true;
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.deleteMessageFrom, { name: 'Tom Chen' }) }));
  const confirm = await screen.findByRole('alertdialog', { name: adminEn.messages.confirmTitle });
  fireEvent.click(within(confirm).getByRole('button', { name: adminEn.messages.confirmDelete }));
  expect(await screen.findByText(adminEn.toast.deleteFailed)).toBeTruthy();
  expect(screen.getByText(adminEn.failure.server)).toBeTruthy();
  expect(screen.queryByText(/500|database is locked/)).toBeNull();
  expect(row('Tom Chen')).toBeTruthy();
});

test('no messages: the empty text', async () => {
  stored = [];
  await renderInApp(<MessagesPanel />);
  expect(await screen.findByText(adminEn.messages.empty)).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('in Chinese: headers, status words, buttons and dates are the Chinese ones', async () => {
  await openPanel('zh');
  expect(screen.getByRole('columnheader', { name: adminZh.messages.date })).toBeTruthy();
  expect(status('Mei Lin', 'zh').unread).toBe(true);
  expect(status('Tom Chen', 'zh').unread).toBe(false);
  // product.md's long date in the row; the full date and time in its title.
  expect(row('Mei Lin').querySelector('time')!.textContent).toBe(longDateDay('2026-03-04T05:06:07.000Z', 'zh'));
  expect(within(row('Mei Lin')).getByTitle(new RegExp(`^${longDate('2026-03-04T05:06:07.000Z', 'zh')} · `))).toBeTruthy();
  expect(longDate('2026-03-04T05:06:07.000Z', 'zh')).toMatch(/^2026年3月\d日/);
  fireEvent.click(screen.getByRole('button', { name: fill(adminZh.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminZh.messages.detailTitle, { name: 'Mei Lin' }) });
  expect(within(dialog).getByRole('link', { name: adminZh.messages.reply })).toBeTruthy();
});

test('each row opens its message as a whole: the name, the first line of the text and an unread mark, one button', async () => {
  stored[0]!.message = '\n  Please automate our invoices.\nSecond line that the row does not show.';
  await openPanel();
  const opener = within(row('Mei Lin')).getByRole('button', {
    name: /^Mei Lin \(Unread\) Service: Automation Please automate our invoices\.$/,
  });
  expect(within(row('Mei Lin')).queryByText(/Second line/)).toBeNull();
  expect(within(row('Tom Chen')).getByRole('button', { name: /^Tom Chen Just saying hello/ })).toBeTruthy();
  fireEvent.click(opener);
  expect(await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) })).toBeTruthy();
});

test('the list that could not load says so in words with a Retry, never the status or the server text; Retry shows it', async () => {
  fail.list = true;
  await renderInApp(<MessagesPanel />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(adminEn.failure.loadMessages);
  expect(alert.textContent).toContain(adminEn.failure.server);
  expect(alert.textContent).not.toMatch(/500|boom|error/);
  fail.list = false;
  fireEvent.click(within(alert).getByRole('button', { name: adminEn.failure.retry }));
  expect(await screen.findByRole('table')).toBeTruthy();
  expect(row('Mei Lin')).toBeTruthy();
});

test('in Chinese the failure is Chinese too', async () => {
  fail.list = true;
  await renderInApp(<MessagesPanel />, { lang: 'zh' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(adminZh.failure.loadMessages);
  expect(within(alert).getByRole('button', { name: adminZh.failure.retry })).toBeTruthy();
});

/** Polls `check` between real pauses (the inbox's requests resolve while this waits). */
async function until(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms: ${check}`);
    await Bun.sleep(20);
  }
}

test('the counts, the unread filter and a search ask the server, and say when nothing matches', async () => {
  await openPanel();
  // The screen's head: its name, the counts under it, and the export beside them.
  const head = screen.getByRole('heading', { level: 2, name: adminEn.messages.title }).closest('header')!;
  expect(within(head).getByText('2 messages, 1 unread')).toBeTruthy();
  expect(within(head).getByRole('link', { name: /Export all 2 messages/ })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.unreadOnly }));
  await until(() => screen.queryByText('Tom Chen') === null);
  // The list's own reads: the screen's other reads (the contact details) may land in between on a busy machine.
  const lastListRead = () => calls.filter((c) => c.method === 'GET' && /^\/api\/contact-messages(\?|$)/.test(c.path)).at(-1)!.path;
  expect(lastListRead()).toContain('unread=true');
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.all }));
  fireEvent.change(screen.getByRole('searchbox', { name: adminEn.messages.search }), { target: { value: 'invoices' } });
  await until(() => screen.queryByText('Tom Chen') === null);
  expect(lastListRead()).toContain('q=invoices');
  // The export says what it will export; the search's count is known once its every page is here.
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.exportMenuLabel }));
  const found = screen.getByRole('link', { name: 'Export 1 message matching “invoices”' });
  expect(new URL(found.getAttribute('href')!, 'http://x').searchParams.get('q')).toBe('invoices');
  const all = screen.getByRole('link', { name: 'Export all 2 messages' });
  expect(new URL(all.getAttribute('href')!, 'http://x').searchParams.has('q')).toBe(false);
  fireEvent.change(screen.getByRole('searchbox', { name: adminEn.messages.search }), { target: { value: 'nobody wrote this' } });
  expect(await screen.findByText(adminEn.messages.noMatches)).toBeTruthy();
});

test('several selected: marked unread or read in one call, deleted in one call after confirming', async () => {
  await openPanel();
  fireEvent.click(screen.getByRole('checkbox', { name: adminEn.messages.selectAll }));
  const bar = screen.getByRole('region', { name: '2 selected' });
  fireEvent.click(within(bar).getByRole('button', { name: adminEn.messages.markUnread }));
  expect(await screen.findByText(adminEn.messages.markedUnread)).toBeTruthy();
  expect(calls.find((c) => c.path === '/api/contact-messages/mark')!.body).toEqual({ ids: [2, 1], isRead: false });
  await waitFor(() => expect(status('Tom Chen').unread).toBe(true));

  fireEvent.click(screen.getByRole('checkbox', { name: fill(adminEn.messages.select, { name: 'Tom Chen' }) }));
  fireEvent.click(screen.getByRole('checkbox', { name: fill(adminEn.messages.select, { name: 'Mei Lin' }) }));
  fireEvent.click(
    within(screen.getByRole('region', { name: '2 selected' })).getByRole('button', { name: adminEn.messages.deleteSelected }),
  );
  const confirm = await screen.findByRole('alertdialog', { name: fill(adminEn.messages.confirmManyTitle, { count: '2' }) });
  fireEvent.click(within(confirm).getByRole('button', { name: adminEn.messages.confirmDelete }));
  expect(await screen.findByText(fill(adminEn.messages.manyDeleted, { count: '2' }))).toBeTruthy();
  expect(calls.find((c) => c.path === '/api/contact-messages/delete')!.body).toEqual({ ids: [1, 2] }); // in the order chosen
  expect(await screen.findByText(adminEn.messages.empty)).toBeTruthy();
});

test('an opened message can be marked unread again', async () => {
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  await waitFor(() => expect(status('Mei Lin').unread).toBe(false));
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.markUnread }));
  await waitFor(() => expect(status('Mei Lin').unread).toBe(true));
  expect(calls.find((c) => c.path === '/api/contact-messages/mark')!.body).toEqual({ ids: [2], isRead: false });
});

test('the export says its scope: the whole inbox in one link; with "Unread only", the unread ones or all, in the admin\'s language and zone', async () => {
  await openPanel();
  const all = screen.getByRole('link', { name: 'Export all 2 messages' });
  const query = new URL(all.getAttribute('href')!, 'http://x').searchParams;
  expect(query.get('lang')).toBe('en');
  expect(query.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.unreadOnly }));
  await until(() => screen.queryByText('Tom Chen') === null);
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.exportMenuLabel }));
  const view = screen.getByRole('link', { name: 'Export 1 unread message' });
  expect(new URL(view.getAttribute('href')!, 'http://x').searchParams.get('unread')).toBe('true');
  expect(screen.getByRole('link', { name: 'Export all 2 messages' })).toBeTruthy();
});

test('replied: marked from the dialog (offered once a reply is copied), shown in the row, and unmarked again', async () => {
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  // Nothing started yet: no offer to mark it; where it stands is the reply status alone.
  expect(within(dialog).queryByText(adminEn.messages.offerReplied)).toBeNull();
  expect(within(dialog).queryByRole('button', { name: adminEn.messages.markReplied })).toBeNull();
  // Copying the reply is in the footer's secondary menu, beside the one Reply (decision 0158).
  fireEvent.click(within(dialog).getByRole('button', { name: fill(adminEn.messages.moreActions, { name: 'Mei Lin' }) }));
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.copyReply }));
  expect(await screen.findByText(adminEn.messages.replyCopied)).toBeTruthy();
  const copied = await navigator.clipboard.readText();
  expect(copied).toStartWith('Hi Mei,\n\nThank you for contacting us.');
  expect(copied).toContain('> Please automate our invoices.');
  expect(within(dialog).getByText(adminEn.messages.offerReplied)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.markReplied }));
  expect(await screen.findByText(adminEn.messages.markedReplied)).toBeTruthy();
  expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/contact-messages/2', body: { replied: true } });
  await waitFor(() => expect(status('Mei Lin').replied).toBe(true));
  // Said once: the reply status with its day; the offer is gone, and "Not replied" there unmarks it.
  expect(within(dialog).getByText(/^Marked replied on /)).toBeTruthy();
  expect(within(dialog).queryByText(adminEn.messages.offerReplied)).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.inbox.states.new }));
  await waitFor(() => expect(status('Mei Lin').replied).toBe(false));
  expect(calls.filter((c) => c.method === 'PATCH').at(-1)!.body).toEqual({ state: 'new' });
});

test('a Chinese sender gets a Chinese subject, greeting and quote, while the admin reads English', async () => {
  stored[0]!.lang = 'zh';
  stored[0]!.name = '王小明';
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: '王小明' }) }));
  const dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: '王小明' }) });
  const reply = within(dialog).getByRole('link', { name: adminEn.messages.reply });
  await waitFor(() =>
    expect(new URL(reply.getAttribute('href')!).searchParams.get('subject')).toBe('回覆：您寄給客製化軟體解決方案的訊息'),
  );
  expect(new URL(reply.getAttribute('href')!).searchParams.get('body')).toStartWith('王小明您好：');
  // Reply tried the mail app: the box under the message then says the language and offers the copy, in case none opened.
  reply.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(reply);
  expect(await within(dialog).findByText(fill(adminEn.messages.replyIn, { language: 'Chinese', name: '王小明' }))).toBeTruthy();
  // The reply's first words are shown before copying: the Chinese greeting, marked as Chinese.
  const start = dialog.querySelector('[data-reply-start]')!;
  expect(start.textContent).toStartWith('王小明您好：');
  expect(start.getAttribute('lang')).toBe('zh-Hant');
  fireEvent.click(within(start.closest('section')!).getByRole('button', { name: new RegExp(adminEn.messages.copyReply) }));
  await waitFor(async () => expect(await navigator.clipboard.readText()).toContain('王小明於 2026年3月'));
});

test("the notification says why no email was sent, in the owner's words", async () => {
  const skipped = { 2: 'no_mail_service', 1: 'off' } as const;
  for (const m of stored) (m as ContactMessage).notificationSkipped = skipped[m.id as 1 | 2];
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  let dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  expect(within(dialog).getByText(adminEn.messages.notification.skipped.no_mail_service)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.close }));
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Tom Chen' }) }));
  dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Tom Chen' }) });
  expect(within(dialog).getByText(adminEn.messages.notification.skipped.off)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.close }));

  // Sent: to whom and when; failed: the error after "Failed:"; never the reasons above.
  const state = { attempts: 1, nextAttemptAt: null, lastError: null, to: 'owner@example.com' };
  (stored[0] as ContactMessage).notification = { ...state, status: 'sent', sentAt: '2026-03-04T05:07:00.000Z' };
  (stored[1] as ContactMessage).notification = { ...state, status: 'failed', sentAt: null, lastError: 'Mailbox unavailable (550)' };
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Mei Lin' }) }));
  dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Mei Lin' }) });
  const said = within(dialog)
    .getAllByRole('status')
    .map((status) => status.textContent);
  expect(said.some((text) => /^Sent to owner@example\.com on March 4, 2026/.test(text ?? ''))).toBe(true);
  expect(within(dialog).queryByText(/^No email was sent/)).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: adminEn.messages.close }));
  fireEvent.click(screen.getByRole('button', { name: fill(adminEn.messages.viewMessageFrom, { name: 'Tom Chen' }) }));
  dialog = await screen.findByRole('dialog', { name: fill(adminEn.messages.detailTitle, { name: 'Tom Chen' }) });
  expect(within(dialog).getByText('Failed: Mailbox unavailable (550)')).toBeTruthy();
});

test('"Not replied" lists the messages neither replied nor closed, and the export offers exactly those', async () => {
  stored[1]!.repliedAt = '2026-01-03T00:00:00.000Z';
  await openPanel();
  fireEvent.click(screen.getByRole('button', { name: adminEn.inbox.states.new }));
  await until(() => screen.queryByText('Tom Chen') === null);
  // The inbox's own last call (the contact details the reply box reads may come later).
  expect(calls.filter((call) => call.path.startsWith('/api/contact-messages')).at(-1)!.path).toContain('state=new');
  expect(row('Mei Lin')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: adminEn.messages.exportMenuLabel }));
  const view = screen.getByRole('link', { name: 'Export 1 unanswered message' });
  expect(new URL(view.getAttribute('href')!, 'http://x').searchParams.get('state')).toBe('new');
});

test('decision 0228: on a phone the rows have no box until Select; then Select all and the bulk actions, and Done clears', async () => {
  const real = window.matchMedia;
  // A phone's width: the panel's query for it matches.
  window.matchMedia = ((query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
  try {
    await openPanel();
    const box = (name: string) => within(row(name)).getByRole('checkbox', { name: fill(adminEn.messages.select, { name }) });
    // The box is in the row (for screen readers and the wide screen) but not drawn on a phone until select mode.
    expect(box('Mei Lin').closest('label')!.className).toContain('max-sm:hidden');
    expect(screen.queryByRole('region', { name: fill(adminEn.messages.selected, { count: '0' }) })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: adminEn.messages.selectMode }));
    expect(box('Mei Lin').closest('label')!.className).not.toContain('max-sm:hidden');
    const bar = screen.getByRole('region', { name: fill(adminEn.messages.selected, { count: '0' }) });
    expect((within(bar).getByRole('button', { name: adminEn.messages.markRead }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(bar).getByRole('checkbox', { name: adminEn.messages.selectAllShort }));
    const full = screen.getByRole('region', { name: fill(adminEn.messages.selected, { count: '2' }) });
    fireEvent.click(within(full).getByRole('button', { name: adminEn.messages.markRead }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/contact-messages/mark')!.body).toEqual({ ids: [2, 1], isRead: true }));
    fireEvent.click(screen.getByRole('button', { name: adminEn.messages.doneSelecting }));
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
    expect(box('Mei Lin').closest('label')!.className).toContain('max-sm:hidden');
  } finally {
    window.matchMedia = real;
  }
});

test('decision 0271: on a phone the name line leaves the date its room, wider for a Chinese sign than a Latin letter', () => {
  expect(dateRoom('December 31')).toBe('89px'); // 11 × 7 + 12: Geist's "December 31" is 74 px at 12 px
  expect(dateRoom('12月8日')).toBe('57px');
  expect(Number.parseInt(dateRoom('September 30, 2026'), 10)).toBeGreaterThan(116 + 8);
});
