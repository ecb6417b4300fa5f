// The CSV export as a spreadsheet would read it: a byte-order mark, RFC 4180 quoting of quotes, commas and line
// breaks, Chinese intact, formula cells made inert, readable values (headings, service names, Yes/No, local times with
// their zone) in English or Chinese, every message across many batches, the filter and search applied, a dated file
// name, bad formats refused, and nothing for an anonymous caller.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';
import { csvCell } from '../../csv';
import { localTime } from './export';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = site.session();
});
afterEach(() => site.close());

/** RFC 4180 read back: rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}
const send = (name: string, message: string, email = 'visitor@example.com') =>
  site.call('POST', '/api/contact-messages', { body: { name, email, message } });

test('quotes, commas, line breaks and Chinese survive; formula cells are inert; a BOM and a dated file name', async () => {
  site.clock.now = Date.UTC(2026, 10, 23, 9);
  await send('Mei "The Boss", Lin', 'Line one, with a comma\nand "quotes" on line two.');
  site.clock.now += 1000;
  await send('王小明', '您好，我想索取報價單，謝謝。', 'wang@example.com.tw');
  site.clock.now += 1000;
  // A link in the name would send it to Spam (decision 0108): the formula is what is tested here.
  await send('=HYPERLINK("#evil","click")', '+1 555 0100 is my number, call me.');
  const res = await site.app.handle(new Request('http://localhost/api/contact-messages/export.csv', { headers: { cookie } }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="messages-2026-11-23.csv"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
  expect(rows[0]).toEqual(['ID', 'Received', 'Name', 'Email', 'Service', 'Read', 'Replied', 'Message']);
  expect(rows.slice(1).map((r) => [r[2], r[3], r[7]])).toEqual([
    [`'=HYPERLINK("#evil","click")`, 'visitor@example.com', `'+1 555 0100 is my number, call me.`],
    ['王小明', 'wang@example.com.tw', '您好，我想索取報價單，謝謝。'],
    ['Mei "The Boss", Lin', 'visitor@example.com', 'Line one, with a comma\nand "quotes" on line two.'],
  ]);
  // No zone asked for: UTC, and said.
  expect(rows[1]![1]).toBe('2026-11-23 09:00 (UTC)');
  expect(rows[1]![5]).toBe('No');
});

test("readable values: the service as the site names it, read and replied as words, times in the owner's zone; in Chinese too", async () => {
  site.clock.now = Date.UTC(2026, 10, 25, 6, 3);
  const sent = await site.call('POST', '/api/contact-messages', {
    body: { name: 'Mei', email: 'mei@example.com', service: 'custom_software', message: 'A quote for an inventory system.' },
  });
  await site.call('PATCH', `/api/contact-messages/${sent.json.id}`, { cookie, body: { replied: true } });
  site.clock.now += 60_000;
  await send('Tom', 'Just a question, no service chosen.');
  const rowsOf = async (query: string) => {
    const res = await site.call('GET', `/api/contact-messages/export.csv${query}`, { cookie });
    expect(res.status).toBe(200);
    return parseCsv(res.text.replace(/^\uFEFF/, ''));
  };
  const en = await rowsOf('?tz=Asia/Taipei&lang=en');
  expect(en.map((r) => r.slice(1, 7))).toEqual([
    ['Received', 'Name', 'Email', 'Service', 'Read', 'Replied'],
    ['2026-11-25 14:04 (UTC+8)', 'Tom', 'visitor@example.com', '', 'No', 'No'],
    ['2026-11-25 14:03 (UTC+8)', 'Mei', 'mei@example.com', 'Custom software', 'Yes', 'Yes'], // replied is read
  ]);
  const zh = await rowsOf('?tz=America/New_York&lang=zh');
  expect(zh[0]).toEqual(['編號', '收到時間', '姓名', '電子郵件', '服務', '已讀', '已回覆', '訊息']);
  expect(zh[2]!.slice(1, 7)).toEqual(['2026-11-25 01:03 (UTC-5)', 'Mei', 'mei@example.com', '客製化軟體', '是', '是']);
  // Summer time is the zone's own at that moment; a half-hour zone keeps its minutes.
  expect(localTime('2026-07-01T12:00:00.000Z', 'America/New_York')).toBe('2026-07-01 08:00 (UTC-4)');
  expect(localTime('2026-07-01T12:00:00.000Z', 'Asia/Kolkata')).toBe('2026-07-01 17:30 (UTC+5:30)');
  // Those not marked replied yet: Tom alone.
  expect((await rowsOf('?replied=false')).slice(1).map((r) => r[2])).toEqual(['Tom']);
  expect((await rowsOf('?replied=true')).slice(1).map((r) => r[2])).toEqual(['Mei']);
  // A zone or language it does not know is refused, and nothing is exported or recorded.
  for (const bad of ['?tz=Mars/Olympus', '?lang=fr', `?tz=${'A'.repeat(65)}`]) {
    const res = await site.call('GET', `/api/contact-messages/export.csv${bad}`, { cookie });
    expect([bad, res.status, res.json?.error?.code]).toEqual([bad, 422, 'validation_failed']);
  }
});

test('every cell a spreadsheet could run is neutralised', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1)`).replace(/^"/, '')).toStartWith(`'${start}`);
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell(null)).toBe('');
});

test('all of many messages across batches, or only those the filter and search select; anonymous gets 401', async () => {
  for (let i = 0; i < 1000; i++) {
    // two full batches: the boundary between them, and the end on a full one
    site.clock.now += 10;
    await send('Bulk', i === 7 ? 'The special ordering request.' : `Bulk message ${i}.`);
  }
  const rowsOf = async (query = '') => {
    const res = await site.call('GET', `/api/contact-messages/export.csv${query}`, { cookie });
    return parseCsv(res.text.replace(/^\uFEFF/, '')).slice(1);
  };
  const all = await rowsOf();
  expect(all).toHaveLength(1000);
  expect(new Set(all.map((r) => r[0])).size).toBe(1000);
  expect((await rowsOf('?q=ordering')).map((r) => r[7])).toEqual(['The special ordering request.']);
  expect(await rowsOf('?unread=false')).toEqual([]);
  expect((await site.call('GET', '/api/contact-messages/export.csv')).status).toBe(401);
});
