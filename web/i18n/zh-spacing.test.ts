// Chinese sets no space after its full-width punctuation (review round 25: 「每種語言最多 6 項。 從清單…」,
// 「轉給新網址。 技術代碼：301」). Every string of the Chinese dictionaries, and the hints the screens join from two of
// them, are checked here; and no screen joins two dictionary texts with a bare space (sentenceGap says the gap).
import { expect, test } from 'bun:test';
import { Glob } from 'bun';
import { join } from 'node:path';
import { mailFailureWords } from '../lib/email-status';
import { fill, sentenceGap } from '../lib/i18n';
import { adminZh } from './admin-zh';
import { zh } from './zh';

/** A full-width stop, comma, colon, semicolon, mark or enumeration comma, then a space (any kind). */
const SPACE_AFTER = /[。，：；！？、][ \u00a0\u3000]/;

const strings = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : Array.isArray(value)
      ? value.flatMap((item, i) => strings(item, `${path}[${i}]`))
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key))
        : [];

test('no Chinese dictionary string puts a space after full-width punctuation', () => {
  const all = [...strings(zh, 'site'), ...strings(adminZh, 'admin')];
  expect(all.length).toBeGreaterThan(500);
  expect(all.filter(([, text]) => SPACE_AFTER.test(text)).map(([path, text]) => `${path}: ${text}`)).toEqual([]);
});

test('the joined hints keep no space after a Chinese stop', () => {
  const r = adminZh.redirects.form;
  const gap = sentenceGap('zh');
  const joined = [
    // The redirect kind's words with their code (redirect-form.tsx).
    `${r.permanentHint}${gap}${fill(r.code, { code: '301' })}`,
    `${r.temporaryHint}${gap}${fill(r.code, { code: '302' })}`,
    // The mail server's refusal and its detail (the email settings, the test's toast).
    ...Object.keys(adminZh.mail.problems).map((problem) =>
      mailFailureWords(adminZh, 'zh', { problem: problem as keyof typeof adminZh.mail.problems, detail: '550 mailbox unavailable' }),
    ),
  ];
  for (const text of joined) expect(text).not.toMatch(SPACE_AFTER);
  expect(joined[0]).toMatch(/。技術代碼/);
  expect(sentenceGap('en')).toBe(' ');
});

test('no screen joins two dictionary texts with a bare space', async () => {
  // `${t.a.b} ${words.c}` or `${fill(t.…)} ${…}`: a space between two texts, wrong after a Chinese stop.
  const bare = /\$\{(?:fill\()?(?:t|s|w|words|[a-z]+Words)\.[^`]*?\} \$\{(?:fill\()?(?:t|s|w|words|[a-z]+Words)\./;
  const root = join(import.meta.dir, '..');
  const found: string[] = [];
  for await (const file of new Glob('**/*.{ts,tsx}').scan(root)) {
    if (file.includes('.test.') || file.startsWith('i18n/')) continue;
    const lines = (await Bun.file(join(root, file)).text()).split('\n');
    lines.forEach((line, i) => {
      if (bare.test(line)) found.push(`web/${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});
