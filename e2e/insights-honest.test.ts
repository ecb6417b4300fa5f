// What the owner reads to judge the business, on the compiled binary over plain HTTP (decision 0075): one address
// sending beacons under forty browser strings is at most ten visitors (its forty views all counted), and a contact
// message sent with Do Not Track or Global Privacy Control keeps no source, whatever its body says.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { ContactMessage, InsightsReport } from '../src/contract';
import { adminCookie, startBinary, type BinarySite } from './site-binary';

const PASSWORD = 'insights-honest-password';
let site: BinarySite;
let cookie: string;
beforeAll(async () => {
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD } });
  cookie = await adminCookie(site.url, PASSWORD);
});
afterAll(async () => {
  await site?.close();
});

const chrome = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test('forty beacons from one address under forty Chrome versions: forty views, ten visitors', async () => {
  for (let n = 0; n < 40; n++) {
    const sent = await post('/api/hits', { path: n % 2 ? '/pricing' : '/', lang: 'en' }, { 'user-agent': chrome(100 + n) });
    expect(sent.status).toBe(204);
  }
  const day = today();
  const res = await fetch(`${site.url}/api/admin/insights?from=${day}&to=${day}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const report = (await res.json()) as InsightsReport;
  expect(report.totals.views).toBe(40);
  expect(report.totals.visitors).toBe(10);
});

test('a message sent with DNT: 1 or Sec-GPC: 1 is kept, without where its visit began', async () => {
  const source = { landing: '/pricing', plan: 'pro annual', referrer: 'https://news.example.org/post', campaign: { source: 'mail' } };
  const message = { name: 'Mei Lin', email: 'mei@example.com', message: 'We would like to automate our invoicing.', source };
  for (const header of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
    const sent = await post('/api/contact-messages', message, header);
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as ContactMessage;
    const read = (await (await fetch(`${site.url}/api/contact-messages/${id}`, { headers: { cookie } })).json()) as ContactMessage;
    expect(read.message).toBe(message.message);
    expect(read.source).toBeNull();
  }
  // Without either header the same body keeps its source: the refusal above is the header's doing.
  const kept = (await (await post('/api/contact-messages', message)).json()) as ContactMessage;
  expect(kept.source).toMatchObject({ landing: '/pricing', plan: 'pro annual' });
});
