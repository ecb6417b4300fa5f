// A piece as the editor holds it while it is written: what the write call sends (slug, cover, author, both languages'
// texts), made from the stored piece or blank for a new one; and the address suggested for a new one.
import type { KeyboardEvent } from 'react';
import { type Collection, LANGS, RESERVED_SLUGS, type Piece, type PieceWrite, type VersionText } from '../../../src/contract';

/** A one-line text in a box that wraps (a title, a description, a caption): a line break typed or pasted is a space. */
export const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ');

/** Enter in such a box saves the form, as in a text input (not while an input method is composing). */
export const submitOnEnter = (event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) => {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
};

export const blankText = (): VersionText => ({
  title: '',
  summary: '',
  body: '',
  coverAlt: '',
  seoTitle: '',
  seoDescription: '',
  tags: [],
  galleryCaptions: {},
  facts: [],
});

const NO_LINKS = { studyId: null, testimonialId: null, serviceIds: [], gallery: [] };

export const blankDraft = (): PieceWrite => ({ slug: '', coverImage: null, authorId: null, ...NO_LINKS, en: blankText(), zh: blankText() });

const textOf = ({ title, summary, body, coverAlt, seoTitle, seoDescription, tags, galleryCaptions, facts }: VersionText): VersionText => ({
  title,
  summary,
  body,
  coverAlt,
  seoTitle: seoTitle ?? '',
  seoDescription: seoDescription ?? '',
  tags,
  galleryCaptions,
  facts: facts ?? [],
});

export function draftOf(piece: Piece): PieceWrite {
  const { slug, coverImage, authorId, studyId, testimonialId, serviceIds, gallery } = piece;
  const draft: PieceWrite = {
    slug,
    coverImage,
    authorId,
    studyId,
    testimonialId,
    serviceIds,
    gallery,
    en: blankText(),
    zh: blankText(),
  };
  for (const lang of LANGS) draft[lang] = textOf(piece[lang]);
  return draft;
}

/** An address from a title: its Latin letters and digits, lowercase, hyphens between words (a Chinese title gives none). */
export const slugFrom = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** What is wrong with an address as the server would say it, checked as it is typed: 'missing', 'rule' or null. */
export function slugProblem(slug: string): 'missing' | 'rule' | null {
  if (!slug.trim()) return 'missing';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80 || (RESERVED_SLUGS as readonly string[]).includes(slug)) return 'rule';
  return null;
}

/** How many of a summary's first words make an address: enough to tell it, short enough to type. */
const SUMMARY_WORDS = 6;

/**
 * The address suggested for a new piece, always one the server takes: from the English title; else from the English
 * summary's first words; else, a Chinese title giving no Latin letters, the kind and the day (`article-2026-12-05`).
 * One another piece has (`taken`) gets a number after it (`-2`, `-3`…).
 */
export function suggestedSlug(draft: PieceWrite, collection: Collection, today: string, taken: readonly string[] = []): string {
  const summary = slugFrom(draft.en.summary).split('-').slice(0, SUMMARY_WORDS).join('-');
  const dated = `${collection === 'journal' ? 'article' : 'story'}-${today}`;
  const base = [slugFrom(draft.en.title), summary, dated].find((slug) => slugProblem(slug) === null) ?? dated;
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
  return slug;
}

/**
 * The story tab's one grid (work-fields.tsx, chosen-screens.tsx): the card beside the services, the chosen screens and
 * the quotes two to a row from 1024 px, one under another narrower, all with the same gaps, so the second column starts
 * at one edge down the whole tab.
 */
export const STORY_GRID = 'grid gap-x-6 gap-y-4 lg:grid-cols-2';

/**
 * The story tab's one section pattern (decision 0213, as cards since decision 0233: round 26 read the hairlines and a
 * title the size of a field's name as one flat 1,900 px form): each section a card of the design system (its surface,
 * edge and shadow in both themes), its title a step above the fields' names, then its control; the cards 16 px apart.
 */
export const STORY_SECTION = 'card min-w-0 p-4 sm:p-6';
/** A story section's title: 17 px semibold, a clear step above a field's 14 px name. */
export const STORY_TITLE = 'text-[1.0625rem] leading-6 font-semibold text-ink';
