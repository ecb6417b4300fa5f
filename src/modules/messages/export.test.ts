// The CSV export as a spreadsheet would read it: a byte-order mark, RFC 4180 quoting of quotes, commas and line
// breaks, Chinese intact, formula cells made inert, every message across many batches, the filter and search
// applied, a dated file name, and nothing for an anonymous caller.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { startTestSite, type TestSite } from '../../testing/harness';
import { csvCell } from './export';

let site: TestSite;
let cookie: string;
beforeEach(async () => {
  site = await startTestSite();
  cookie = await site.login();
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
  await send('=HYPERLINK("http://evil.example","click")', '+1 555 0100 is my number, call me.');
  const res = await site.app.handle(new Request('http://localhost/api/contact-messages/export.csv', { headers: { cookie } }));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="messages-2026-11-23.csv"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
  expect(rows[0]).toEqual(['id', 'createdAt', 'name', 'email', 'service', 'isRead', 'message']);
  expect(rows.slice(1).map((r) => [r[2], r[3], r[6]])).toEqual([
    [`'=HYPERLINK("http://evil.example","click")`, 'visitor@example.com', `'+1 555 0100 is my number, call me.`],
    ['王小明', 'wang@example.com.tw', '您好，我想索取報價單，謝謝。'],
    ['Mei "The Boss", Lin', 'visitor@example.com', 'Line one, with a comma\nand "quotes" on line two.'],
  ]);
  expect(rows[1]![1]).toBe('2026-11-23T09:00:02.000Z');
  expect(rows[1]![5]).toBe('false');
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
  expect((await rowsOf('?q=ordering')).map((r) => r[6])).toEqual(['The special ordering request.']);
  expect(await rowsOf('?unread=false')).toEqual([]);
  expect((await site.call('GET', '/api/contact-messages/export.csv')).status).toBe(401);
});
