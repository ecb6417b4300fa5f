// Publishing through the API of the compiled binary (decision 0091): a piece written in both languages, English up now
// and Chinese scheduled a few seconds ahead in the site's time zone, which the running schedule puts up on time with
// no one signed in; a schedule missed while the server was down is kept as it starts again; a new slug redirects.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { wallTimeIn } from '../src/contract/zoned-time';
import { adminCookie, startBinary, type BinarySite } from './site-binary';
import { eventually } from './eventually';

const PASSWORD = 'publishing-e2e-password';
let site: BinarySite;
let cookie: string;
beforeAll(async () => {
  site = await startBinary({ env: { ADMIN_PASSWORD: PASSWORD, TZ: 'UTC' } });
  cookie = await adminCookie(site.url, PASSWORD);
});
afterAll(() => site?.close());

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { cookie, origin: site.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as any };
}
const text = (title: string) => ({ title, summary: `${title}.`, body: `## ${title}\n\nWords.`, coverAlt: '', tags: ['automation'] });
/** A wall time in Taipei `seconds` from now, to the second. */
function taipeiIn(seconds: number): string {
  const at = Date.now() + seconds * 1000;
  return `${wallTimeIn(at, 'Asia/Taipei')}:${String(new Date(at).getUTCSeconds()).padStart(2, '0')}`;
}

test('English now, Chinese a few seconds ahead in Taipei time: each goes up in its own time', async () => {
  expect((await call('POST', '/api/settings', { key: 'timeZone', value: 'Asia/Taipei' })).status).toBe(200);
  const made = await call('POST', '/api/admin/pieces/journal', {
    slug: 'ordering-system',
    coverImage: null,
    authorId: null,
    en: text('How we built an ordering system'),
    zh: text('我們如何打造訂購系統'),
  });
  expect(made.status).toBe(201);
  const { id } = made.json;
  const en = await call('PUT', `/api/admin/pieces/journal/${id}/en/state`, { state: 'published' });
  expect(en.json.piece.en.state).toBe('published');
  const at = taipeiIn(3);
  const zh = await call('PUT', `/api/admin/pieces/journal/${id}/zh/state`, { state: 'scheduled', publishAt: at });
  expect(zh.status).toBe(200);
  expect(zh.json.piece.zh.state).toBe('scheduled');
  const due = Date.parse(zh.json.piece.zh.publishAt);
  expect(Math.abs(due - (Date.now() + 3000))).toBeLessThan(1500);
  await eventually(async () => expect((await call('GET', `/api/admin/pieces/journal/${id}`)).json.zh.state).toBe('published'), 10_000);
  const piece = (await call('GET', `/api/admin/pieces/journal/${id}`)).json;
  // Up on time: dated its scheduled moment, and only after it.
  expect(piece.zh.publishedAt).toBe(new Date(due).toISOString());
  const activity = await call('GET', '/api/admin/audit?action=piece_state');
  expect(activity.json[0]).toMatchObject({ account: 'schedule', target: `journal/${id}/zh`, detail: { to: 'published', by: 'schedule' } });
});

test('a schedule missed while the server was down is kept as it starts again', async () => {
  const made = await call('POST', '/api/admin/pieces/journal', {
    slug: 'while-down',
    coverImage: null,
    authorId: null,
    en: text('Written while the server was up'),
    zh: text('伺服器停機時排定'),
  });
  const { id } = made.json;
  expect((await call('PUT', `/api/admin/pieces/journal/${id}/en/state`, { state: 'scheduled', publishAt: taipeiIn(3) })).status).toBe(200);
  await site.stop();
  await Bun.sleep(4000);
  site = await startBinary({ folder: site.folder, env: { ADMIN_PASSWORD: PASSWORD, TZ: 'UTC' } });
  cookie = await adminCookie(site.url, PASSWORD);
  await eventually(async () => expect((await call('GET', `/api/admin/pieces/journal/${id}`)).json.en.state).toBe('published'), 10_000);
});
