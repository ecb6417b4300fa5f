// The writing list against a small fake of the pieces API: its filters keep the pieces by where their languages stand
// (each with its count, an empty one not offered), and the search finds a piece by either title or its address.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { Piece, PieceVersion, VersionState } from '../../../src/contract';
import { adminEn } from '../../i18n/admin-en';
import { json, replaceFetch, restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { olderLanguage, PiecesList } from './pieces-list';

const words = adminEn.publishing.list;
const at = '2026-11-20T09:00:00.000Z';
const version = (lang: 'en' | 'zh', title: string, state: VersionState): PieceVersion => ({
  lang,
  title,
  summary: '',
  galleryCaptions: {},
  facts: [],
  body: '',
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
  tags: [],
  state,
  publishAt: state === 'scheduled' ? '2026-12-24T09:00:00.000Z' : null,
  unpublishAt: null,
  publishedAt: state === 'published' ? at : null,
  updatedAt: at,
});
const piece = (id: number, slug: string, en: [string, VersionState], zh: [string, VersionState]): Piece => ({
  id,
  collection: 'journal',
  slug,
  coverImage: null,
  authorId: null,
  studyId: null,
  testimonialId: null,
  serviceIds: [],
  gallery: [],
  en: version('en', ...en),
  zh: version('zh', ...zh),
  createdAt: at,
  updatedAt: at,
});

beforeEach(() => {
  replaceFetch(async () =>
    json([
      piece(1, 'both-up', ['Both up', 'published'], ['兩種都上線', 'published']),
      piece(2, 'english-only', ['English only', 'published'], ['', 'draft']),
      piece(3, 'coming-soon', ['Coming soon', 'scheduled'], ['即將上線', 'draft']),
      piece(4, 'still-writing', ['Still writing', 'draft'], ['', 'draft']),
    ]),
  );
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

const rows = () => screen.queryAllByRole('link', { name: /^Edit “/ }).map((link) => link.textContent);
const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

test('each filter keeps the pieces whose languages stand so, with its count', async () => {
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Both up”' });
  expect(rows()).toEqual(['Both up', 'English only', 'Coming soon', 'Still writing']);
  expect(filter(words.filters.oneLanguage).textContent).toBe(`${words.filters.oneLanguage}1`);
  fireEvent.click(filter(words.filters.oneLanguage));
  expect(filter(words.filters.oneLanguage).getAttribute('aria-pressed')).toBe('true');
  // Exactly one is chosen, and only it is set in ink: "All", no longer chosen, is drawn as the others are.
  expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([`${words.filters.oneLanguage}1`]);
  expect(filter(words.filters.all).getAttribute('aria-pressed')).toBe('false');
  expect(filter(words.filters.all).className).toContain('text-muted');
  expect(filter(words.filters.oneLanguage).className).not.toContain('text-muted');
  expect(rows()).toEqual(['English only']);
  fireEvent.click(filter(words.filters.drafts));
  expect(rows()).toEqual(['Still writing']);
  fireEvent.click(filter(words.filters.scheduled));
  expect(rows()).toEqual(['Coming soon']);
  expect(screen.getByRole('status').textContent).toBe('1 of 4');
});

test('the search finds a piece by its Chinese title or its address, and says when nothing matches', async () => {
  await renderInApp(<PiecesList collection="journal" />);
  const search = await screen.findByRole('searchbox', { name: words.search });
  fireEvent.change(search, { target: { value: '即將' } });
  expect(rows()).toEqual(['Coming soon']);
  fireEvent.change(search, { target: { value: 'ENGLISH-only' } });
  expect(rows()).toEqual(['English only']);
  fireEvent.change(search, { target: { value: 'nothing like this' } });
  expect(rows()).toEqual([]);
  expect(screen.getByText(words.noMatch)).toBeTruthy();
});

test('with every piece up in both languages, Drafts and Scheduled are still offered, at 0; "one language only" is not', async () => {
  replaceFetch(async () => json([piece(1, 'both-up', ['Both up', 'published'], ['兩種都上線', 'published'])]));
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Both up”' });
  expect(filter(words.filters.drafts).textContent).toBe(`${words.filters.drafts}0`);
  expect(filter(words.filters.scheduled).textContent).toBe(`${words.filters.scheduled}0`);
  // Empty, they step back (faint words) yet stay buttons that can be pressed.
  expect(filter(words.filters.drafts).className).toContain('text-faint');
  expect(filter(words.filters.all).className).not.toContain('text-faint');
  expect(screen.queryByRole('button', { name: new RegExp(`^${words.filters.oneLanguage}`) })).toBeNull();
  fireEvent.click(filter(words.filters.drafts));
  expect(rows()).toEqual([]);
  expect(screen.getByText(words.noMatch)).toBeTruthy();
});

test('one status per piece, "Live in both" where both are up; a flag only for the language that differs (round 25)', async () => {
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Both up”' });
  const edit = adminEn.publishing.editor;
  const statusOf = (title: string) => screen.getByRole('link', { name: `Edit “${title}”` }).closest('li')!;
  const said = (title: string) => statusOf(title).querySelector('[data-standing]')!;
  const flags = (title: string) =>
    [...statusOf(title).querySelectorAll('[data-details] [data-lang-state]')].map((el) => [
      el.getAttribute('data-lang-state'),
      el.textContent,
    ]);
  // Both up: said once, no pill per language, no flag.
  expect(said('Both up').getAttribute('data-standing')).toBe('en:published both');
  expect(said('Both up').textContent).toStartWith(words.liveBoth);
  expect(flags('Both up')).toEqual([]);
  // Its day short ("Nov 20", this year's; the year when another's), its full date on hover.
  expect(said('Both up').textContent).toMatch(/Nov 20(, 2026)?$/);
  expect(said('Both up').getAttribute('title')).toContain('November 20, 2026');
  // Up in English alone: "Live", and the missing Chinese flagged.
  expect(said('English only').textContent).toStartWith(edit.tabState.published);
  expect(flags('English only')).toEqual([['zh:missing', words.missing.zh]]);
  // Scheduled with a Chinese draft: the draft flagged with its sign (its name for screen readers).
  expect(said('Coming soon').getAttribute('data-standing')).toBe('en:scheduled');
  expect(flags('Coming soon')).toEqual([['zh:draft', `${edit.tabLang.zh}Chinese${edit.tabState.draft}`]]);
  expect(said('Still writing').textContent).toBe(edit.tabState.draft);
  expect(flags('Still writing')).toEqual([['zh:missing', words.missing.zh]]);
});

test('wide, each language is a sign and a dot; words only where the piece is not live in both (round 27)', async () => {
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Both up”' });
  const edit = adminEn.publishing.editor;
  const wide = (title: string) =>
    screen
      .getByRole('link', { name: `Edit “${title}”` })
      .closest('li')!
      .querySelector('[data-wide-standing]')!;
  const dots = (title: string) => [...wide(title).querySelectorAll('[data-lang-dot]')].map((el) => el.textContent);
  expect(dots('Both up')).toEqual([words.signs.en, words.signs.zh]);
  // Said whole for a screen reader: "Live in both", else each language's state.
  expect(wide('Both up').querySelector('.sr-only')!.textContent).toBe(words.liveBoth);
  expect(wide('Both up').getAttribute('data-standing')).toBe('en:published both');
  expect(wide('Coming soon').querySelector('.sr-only')!.textContent).toBe(
    `English: ${edit.tabState.scheduled}, Chinese: ${edit.tabState.draft}`,
  );
  // No "Live in both" words on the wide row's line under the dots: the dots say it; the exceptions are said in words.
  const under = (title: string) => wide(title).nextElementSibling!.textContent;
  expect(under('Both up')).toBe('');
  expect(under('Coming soon')).toStartWith(edit.tabState.scheduled);
  expect(under('English only')).toBe(words.missing.zh);
});

test('a language whose text was changed a day or more before the other is marked older; level or unwritten, none', async () => {
  const later = (p: Piece, lang: 'en' | 'zh', when: string): Piece => ({ ...p, [lang]: { ...p[lang], updatedAt: when } });
  const both = piece(5, 'both', ['Both', 'published'], ['兩者', 'published']);
  expect(olderLanguage(both)).toBeNull();
  expect(olderLanguage(later(both, 'en', '2026-11-20T20:00:00.000Z'))).toBeNull();
  expect(olderLanguage(later(both, 'en', '2026-11-22T09:00:00.000Z'))).toBe('zh');
  expect(olderLanguage(later(both, 'zh', '2026-11-22T09:00:00.000Z'))).toBe('en');
  expect(olderLanguage(later(piece(6, 'half', ['Half', 'published'], ['', 'draft']), 'en', '2026-11-25T09:00:00.000Z'))).toBeNull();

  replaceFetch(async () => json([later(both, 'en', '2026-11-24T09:00:00.000Z')]));
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Both”' });
  const marks = [...document.querySelectorAll('[data-drift="zh"]')].map((el) => el.textContent);
  expect(marks.length).toBeGreaterThan(0);
  expect(marks[0]).toBe(words.older.zh);
});

test('every row says when it was last saved, as people say it, its full date on hover; never a dash (session 49)', async () => {
  // Saved four days ago, the day it went up: not edited since publishing, and still said.
  const saved = new Date(Date.now() - 4 * 86_400_000).toISOString();
  const published = piece(7, 'saved', ['Saved', 'published'], ['已存', 'published']);
  const untouched: Piece = {
    ...published,
    updatedAt: saved,
    en: { ...published.en, publishedAt: saved, updatedAt: saved },
    zh: { ...published.zh, publishedAt: saved, updatedAt: saved },
  };
  replaceFetch(async () => json([untouched]));
  await renderInApp(<PiecesList collection="journal" />);
  await screen.findByRole('link', { name: 'Edit “Saved”' });
  const cell = document.querySelector('[data-edited]')!;
  expect(cell.textContent).toBe('4 days ago');
  expect(cell.textContent).not.toContain('—');
  expect(cell.getAttribute('title')).toMatch(/\d{4}/);
  expect(cell.querySelector('time')?.getAttribute('datetime')).toBe(saved);
});
