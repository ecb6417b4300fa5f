// Every kind of activity entry in both languages: its target named by the dictionaries where they can, and what it
// recorded said in the admin's language (in Chinese, no English word but the values themselves).
import { expect, test } from 'bun:test';
import type { AuditAction, AuditEntry } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { describeEntry, listChanges } from './describe';

/** One entry of each action, as the server records them (values only). */
const SAMPLES: { [A in AuditAction]: Pick<Extract<AuditEntry, { action: A }>, 'target' | 'detail'> } = {
  sign_in: { target: 'admin', detail: {} },
  sign_in_failed: { target: 'mallory', detail: {} },
  sign_out: { target: 'admin', detail: {} },
  account_update: { target: 'owner', detail: { username: { from: 'admin', to: 'owner' }, password: true } },
  content_update: { target: 'pricing.customSolution.title', detail: { zh: { from: '舊', to: '新' } } },
  list_create: { target: 'services/7', detail: { title: 'Data Migration' } },
  list_update: { target: 'case-studies/2', detail: { title: 'Shop' } },
  list_delete: { target: 'company-values/3', detail: { title: 'Care' } },
  list_reorder: { target: 'services', detail: { ids: [3, 1, 2] } },
  plan_update: {
    target: 'pricing-plans/pro',
    detail: { changes: { monthlyPrice: { from: '49', to: '59' }, isPopular: { from: 'false', to: 'true' } } },
  },
  snippet_update: {
    target: 'page-snippets/home',
    detail: { changes: { titleZh: { from: '', to: '首頁標題' }, imagePath: { from: '', to: '/media/ab.png' } } },
  },
  setting_update: { target: 'contactPhone', detail: { from: '', to: '+886 2 1234 5678' } },
  brand_update: { target: 'logo', detail: { from: '', to: '/media/ab.png' } },
  image_upload: { target: '/media/ab.png', detail: { type: 'image/png', width: 1200, height: 800, alreadyStored: true } },
  image_delete: { target: '/media/ab.png', detail: { type: 'image/png', width: 1200, height: 800, bytes: 524_288 } },
  message_read: { target: 'contact-messages/4', detail: {} },
  message_delete: { target: 'contact-messages/4', detail: {} },
  messages_mark: { target: 'contact-messages', detail: { ids: [4, 5], isRead: false } },
  messages_delete: { target: 'contact-messages', detail: { ids: [4, 5, 6] } },
  messages_export: { target: 'contact-messages/export.csv', detail: { unread: 'true', q: 'quote' } },
  message_replied: { target: 'contact-messages/4', detail: { replied: true } },
  notification_resend: { target: 'contact-messages/4', detail: {} },
  message_state: { target: 'contact-messages/4', detail: { state: 'closed' } },
  message_note: { target: 'contact-messages/4', detail: {} },
  message_spam: { target: 'contact-messages/4', detail: { spam: false } },
  message_reply: { target: 'contact-messages/4', detail: { replyId: 3 } },
  reply_retry: { target: 'contact-messages/4', detail: { replyId: 3 } },
  channel_save: { target: 'notification-channels/slack', detail: { hint: 'hooks.slack.com …9f3a', enabled: true } },
  channel_switch: { target: 'notification-channels/slack', detail: { enabled: false } },
  channel_remove: { target: 'notification-channels/slack', detail: {} },
  test_email: { target: '', detail: { error: 'The mail server refused: 550' } },
  backup_create: { target: 'site-20261123-101449978Z-manual.db', detail: {} },
  backup_download: { target: 'site-20261123-101449978Z-manual.db', detail: { bytes: 3_145_728 } },
  second_factor_failed: { target: 'admin', detail: { method: 'totp' } },
  confirm_failed: { target: 'admin', detail: {} },
  totp_added: { target: 'admin', detail: {} },
  totp_removed: { target: 'admin', detail: { requirementOff: true } },
  passkey_added: { target: 'Pixel', detail: {} },
  passkey_renamed: { target: 'Pixel', detail: { from: 'Pixel', to: 'Laptop' } },
  passkey_removed: { target: 'Laptop', detail: {} },
  recovery_codes_created: { target: 'admin', detail: { count: 10 } },
  recovery_code_used: { target: 'admin', detail: { remaining: 9 } },
  second_factor_requirement: { target: 'admin', detail: { required: true } },
  session_ended: { target: '203.0.113.9', detail: { browser: 'Chrome', os: 'macOS' } },
  sessions_ended: { target: 'admin', detail: { count: 2 } },
  remembered_devices_forgotten: { target: 'admin', detail: { count: 1 } },
  piece_create: { target: 'journal/4', detail: { title: 'Shop' } },
  piece_update: { target: 'journal/4/zh', detail: { title: 'Shop', slug: { from: 'shop', to: 'shop-care' } } },
  piece_delete: { target: 'work/2', detail: { title: 'Care' } },
  piece_state: { target: 'journal/4/zh', detail: { title: 'Shop', from: 'draft', to: 'scheduled', at: '2026-12-24T01:00:00.000Z' } },
  redirect_save: { target: '/old-prices', detail: { to: '/pricing', permanent: true, from: '/prices' } },
  redirect_delete: { target: '/promo', detail: { to: 'https://shop.example.com/', permanent: false } },
  tag_named: { target: 'automation', detail: { nameEn: 'Automation', nameZh: '自動化' } },
  tag_forgotten: { target: 'retail', detail: { nameEn: 'Retail', nameZh: '' } },
  image_version: { target: '/media/aa.webp', detail: { version: 'dark', from: null, to: '/media/bb.webp' } },
  image_focus: { target: '/media/aa.webp', detail: { x: 0.3, y: 0.25 } },
  image_name: { target: '/media/aa.webp', detail: { from: null, to: 'Harborline routes' } },
};
const entries = (Object.entries(SAMPLES) as [AuditAction, AuditEntry][]).map(
  ([action, sample], id) => ({ ...sample, id, at: '', account: 'admin', ip: '', action }) as AuditEntry,
);
const describe = (lang: 'en' | 'zh') =>
  Object.fromEntries(entries.map((e) => [e.action, describeEntry(lang === 'en' ? adminEn : adminZh, e, lang)]));

test('each action said in English, its target named', () => {
  const en = describe('en');
  expect(en.content_update).toEqual({ target: 'Pricing · Custom solution title', lines: ['Chinese: “舊” → “新”'] });
  expect(en.list_create).toEqual({ target: 'Services · “Data Migration”', lines: [] });
  expect(en.list_reorder).toEqual({ target: 'Services', lines: ['New order: 3, 1, 2'] });
  expect(en.plan_update).toEqual({ target: 'Pro', lines: ['Monthly price: “US$49” → “US$59”', 'Most Popular: “no” → “yes”'] });
  expect(en.setting_update).toEqual({ target: 'Contact phone', lines: ['Set to “+886 2 1234 5678”'] });
  expect(en.brand_update).toEqual({ target: 'Site logo', lines: ['“the built-in mark” → “an uploaded image”'] });
  expect(en.account_update!.lines).toEqual(['Username: “admin” → “owner”', 'Password changed']);
  expect(en.messages_delete!.lines).toEqual(['3 messages deleted']);
  expect(en.messages_export!.lines).toEqual(['Unread messages · matching “quote”']);
  expect(en.backup_download).toEqual({ target: 'Taken by hand', lines: ['3.00 MB'], file: 'site-20261123-101449978Z-manual.db' });
  expect(en.session_ended).toEqual({ target: '203.0.113.9', lines: ['Chrome on macOS'] });
  expect(en.totp_removed!.lines).toEqual(['A second step is no longer required: no app or passkey is left']);
  expect(en.passkey_renamed!.lines).toEqual(['“Pixel” → “Laptop”']);
  expect(en.backup_create).toEqual({ target: 'Taken by hand', lines: [], file: 'site-20261123-101449978Z-manual.db' });
  expect(en.message_replied).toEqual({ target: 'Message #4', lines: ['Marked replied'] });
  expect(en.message_state).toEqual({ target: 'Message #4', lines: ['Closed'] });
  expect(en.message_reply).toEqual({ target: 'Message #4', lines: [] });
  expect(en.image_delete).toEqual({ target: 'An image no page shows yet', lines: ['PNG image, 1200 × 800 pixels', '0.50 MB'] });
  expect(en.message_read).toEqual({ target: 'Message #4', lines: [] });
  expect(en.messages_mark).toEqual({ target: 'Messages', lines: ['2 messages marked unread'] });
  expect(en.piece_create).toEqual({ target: 'Journal · “Shop”', lines: [] });
  expect(en.redirect_save).toEqual({
    target: '/old-prices',
    lines: ['Sends visitors on to /pricing (permanent)', 'Before, it was for /prices'],
  });
  expect(en.redirect_delete).toEqual({ target: '/promo', lines: ['Sends visitors on to https://shop.example.com/ (temporary)'] });
  expect(en.tag_named).toEqual({ target: 'automation', lines: ['English: Automation · Chinese: 自動化'] });
  expect(en.tag_forgotten).toEqual({ target: 'retail', lines: ['English: Retail · Chinese: —'] });
  expect(en.image_focus).toEqual({
    target: 'An image no page shows yet',
    lines: ['Its subject 30% across, 25% down: crops keep it in view'],
  });
  expect(en.image_name).toEqual({ target: 'An image no page shows yet', lines: ['Name: “(no name)” → “Harborline routes”'] });
  expect(en.image_version).toEqual({ target: 'An image no page shows yet', lines: ['The dark theme shows another image in its place'] });
  expect(en.piece_update).toEqual({ target: 'Journal · “Shop” (Chinese)', lines: ['Address: “shop” → “shop-care”'] });
  expect(en.piece_state!.lines[0]).toBe('Draft → Scheduled');
  expect(en.piece_state!.lines[1]).toStartWith('Scheduled for December 24, 2026');
  expect(en.snippet_update).toEqual({
    target: 'Search and sharing · Home',
    lines: ['Chinese title: “” → “首頁標題”', 'Image: “no image” → “an uploaded image”'],
  });
});

test('things are named as the owner knows them: an image by where it is shown, a message by its sender, never a hash path', () => {
  const path = `/media/${'a'.repeat(64)}.png`;
  const at = { id: 1, at: '', account: 'admin', ip: '' };
  const upload = {
    ...at,
    action: 'image_upload',
    target: path,
    detail: { type: 'image/png', width: 1, height: 1, alreadyStored: false },
    uses: [{ kind: 'services', id: 7, titleEn: 'Data Migration', titleZh: '資料搬遷' }, { kind: 'brand' }],
  } as AuditEntry;
  expect(describeEntry(adminEn, upload, 'en').target).toBe('Image shown in Service “Data Migration”, Site logo');
  expect(describeEntry(adminZh, upload, 'zh').target).toBe('用於服務項目「資料搬遷」、網站標誌的圖片');
  const read = { ...at, action: 'message_read', target: 'contact-messages/4', detail: {}, sender: 'Mei Lin' } as AuditEntry;
  expect(describeEntry(adminEn, read, 'en').target).toBe('Message from Mei Lin');
  expect(describeEntry(adminZh, read, 'zh').target).toBe('Mei Lin 的訊息');
  for (const entry of entries) expect(describeEntry(adminEn, entry).target).not.toContain('/media/');
});

test('in Chinese every word comes from the Chinese dictionary: only the recorded values stay as they were', () => {
  const zh = describe('zh');
  expect(zh.content_update).toEqual({ target: '價格方案 · 客製化方案標題', lines: ['中文：「舊」→「新」'] });
  expect(zh.plan_update!.lines).toEqual(['月費：「US$49」→「US$59」', '最受歡迎：「否」→「是」']);
  expect(zh.session_ended!.lines).toEqual(['macOS 上的 Chrome']);
  const values =
    /US\$|admin|owner|mallory|Data Migration|Shop|Care|PNG|quote|The mail server refused: 550|MB|CSV|site-[\w-]+\.db|Pixel|Laptop|Chrome|macOS|shop-care|hooks\.slack\.com|Slack|https:\/\/shop\.example\.com\/|\/old-prices|\/pricing|\/prices|\/promo|shop|automation|Automation|retail|Retail|Harborline routes/g;
  for (const [action, { target, lines }] of Object.entries(zh)) {
    expect({
      action,
      words: [target, ...lines]
        .join(' ')
        .replace(values, '')
        .match(/[A-Za-z]{2,}/g),
    }).toEqual({ action, words: null });
  }
});

test('an entry written before details had a shape shows its note', () => {
  const old = {
    id: 1,
    at: '',
    account: 'admin',
    ip: '',
    action: 'message_read',
    target: 'message 4',
    detail: { note: 'Opened' },
  } as AuditEntry;
  expect(describeEntry(adminZh, old)).toEqual({ target: 'message 4', lines: ['Opened'] });
});

test('an export of the messages not replied yet says so in both languages (decision 0068)', () => {
  const entry = {
    id: 1,
    at: '',
    account: 'admin',
    ip: '',
    action: 'messages_export',
    target: 'contact-messages/export.csv',
    detail: { replied: 'false' },
  } as AuditEntry;
  expect(describeEntry(adminEn, entry).lines).toEqual(['Messages not replied yet']);
  expect(describeEntry(adminZh, entry).lines).toEqual(['尚未回覆的訊息']);
});

test('a value set where there was none, or cleared, is said so, in both languages', () => {
  const entry = (from: string, to: string) =>
    ({
      id: 1,
      at: '2026-11-23T09:00:00.000Z',
      account: 'admin',
      ip: '203.0.113.7',
      action: 'content_update',
      target: 'home.hero.title',
      detail: { en: { from, to } },
    }) as AuditEntry;
  expect(describeEntry(adminEn, entry('', 'New'), 'en').lines).toEqual(['English set to “New”']);
  expect(describeEntry(adminEn, entry('Old', ''), 'en').lines).toEqual(['English cleared (it was “Old”)']);
  expect(describeEntry(adminZh, entry('', '新'), 'zh').lines).toEqual(['英文設為「新」']);
  expect(describeEntry(adminEn, entry('Old', 'New'), 'en').lines).toEqual(['English: “Old” → “New”']);
});

test('a plan’s features are said by the lines that changed, not the whole list twice', () => {
  const d = adminEn.activity.detail;
  const list = (...lines: string[]) => lines.join('\n');
  const said = (from: string, to: string) => listChanges(d, 'English features', { from, to });
  expect(said(list('Backups', 'Support by email', 'Reports'), list('Backups', 'Support within a day', 'Reports'))).toEqual([
    'English features: “Support by email” → “Support within a day”',
  ]);
  expect(said(list('Backups'), list('Backups', 'Reports'))).toEqual(['English features: “Reports” added']);
  expect(said(list('Backups', 'Reports'), list('Reports'))).toEqual(['English features: “Backups” removed']);
  expect(said(list('Backups', 'Reports'), list('Reports', 'Backups'))).toEqual(['English features: reordered']);
  expect(listChanges(adminZh.activity.detail, '中文功能', { from: '', to: '備份' })).toEqual(['中文功能：新增「備份」']);
});

test('a setting is said in the owner’s words: a zone by its city and offset, on or off, days (round 14)', () => {
  const entry = (target: string, from: string, to: string) =>
    ({
      id: 1,
      at: '2026-12-01T02:00:00.000Z',
      account: 'admin',
      ip: '',
      action: 'setting_update',
      target,
      detail: { from, to },
    }) as AuditEntry;
  expect(describeEntry(adminEn, entry('timeZone', '', 'Asia/Taipei')).lines).toEqual(['Set to “Taipei (GMT+8)”']);
  expect(describeEntry(adminZh, entry('timeZone', '', 'Asia/Taipei'), 'zh').lines[0]).not.toContain('Asia/');
  expect(describeEntry(adminEn, entry('notificationsEnabled', 'true', 'false')).lines).toEqual(['“On” → “Off”']);
  expect(describeEntry(adminEn, entry('messageRetentionDays', '', '365')).lines).toEqual(['Set to “365 days”']);
});

test('a long text’s change is told by the words that changed, a few kept around them', async () => {
  const { changedPart } = await import('./describe');
  const from = 'A 30-minute call, then a written plan with scope, timeline and a fixed quote. No cost, no obligation.';
  const to = 'A 30-minute call, then a written plan with scope, timeline and a fixed quote within a week. No cost, no obligation.';
  expect(changedPart(from, to)).toEqual({ from: '…and a fixed quote. No cost, no…', to: '…and a fixed quote within a week. No cost, no…' });
  expect(changedPart('Short', 'Shorter')).toEqual({ from: 'Short', to: 'Shorter' });
});
