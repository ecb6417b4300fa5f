// Server words stay out of the owner's sight: a setting's name, a file or a guide appears only inside the one
// "Technical details" disclosure (the `server` texts, and the setup checklist's server details it folds).
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { DeveloperNotes, ServerDetails } from './server-details';

afterEach(cleanup);

type Tree = { [key: string]: unknown };
const texts = (tree: Tree, path: string[] = []): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value]]
      : value && typeof value === 'object'
        ? texts(value as Tree, [...path, key])
        : [],
  );

/** An environment variable (SMTP_URL, AUDIT_KEEP_DAYS…), a file or guide, or a command run on the server. */
const JARGON = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|README|deploy guide|部署指南|site (backup|restore)/;
/** The texts that are only ever shown inside ServerDetails. */
const FOLDED = (key: string) => key.startsWith('server.') || /^setup\.checks\.\w+\.detail$/.test(key);

for (const [lang, t] of [
  ['en', adminEn],
  ['zh', adminZh],
] as const) {
  test(`${lang}: no text shown outside the server disclosure names a setting, a file or a command`, () => {
    const found = texts(t as unknown as Tree).filter(([key, text]) => !FOLDED(key) && JARGON.test(text));
    expect(found).toEqual([]);
    // The check itself: the folded texts do hold the names, so the rule is not vacuous.
    expect(texts(t as unknown as Tree).filter(([key, text]) => FOLDED(key) && JARGON.test(text)).length).toBeGreaterThanOrEqual(8);
  });

  test(`${lang}: the disclosure is closed, named for whoever runs the server, and holds the detail`, async () => {
    await renderInApp(<ServerDetails>{t.server.mail}</ServerDetails>, { lang });
    const summary = screen.getByText(t.server.summary);
    const details = summary.closest('details')!;
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('SMTP_URL');
  });
}

test('zh: a name from the screen (設定 → 圖片) is quoted 「」, never in Latin quotes or bare in parentheses', () => {
  const found = texts(adminZh as unknown as Tree).filter(([, text]) => /[“”"]|（設定 →/.test(text));
  expect(found).toEqual([]);
});

/** A page with two sections; the first one's note shows only when asked (like a failed test's hint). */
let showFirst: (on: boolean) => void = () => {};
function TwoSections() {
  const [first, setFirst] = useState(false);
  showFirst = setFirst;
  return (
    <DeveloperNotes>
      <section>{first && <ServerDetails about="Email">mail note</ServerDetails>}</section>
      <section>
        <ServerDetails about="Backups">backup note</ServerDetails>
      </section>
    </DeveloperNotes>
  );
}

test("a page's notes stand in one section in the page's order, a note that appears later in its own place", async () => {
  await renderInApp(<TwoSections />, { lang: 'en' });
  const notes = () => [...document.querySelectorAll('[data-developer-notes] [data-server-details]')].map((n) => n.textContent);
  expect(notes()).toEqual(['Backups: backup note']);
  expect(screen.getAllByText(adminEn.server.summary).length).toBe(1);
  await act(async () => showFirst(true));
  expect(notes()).toEqual(['Email: mail note', 'Backups: backup note']);
  await act(async () => showFirst(false));
  expect(notes()).toEqual(['Backups: backup note']);
});
