// The journal as visitors read it (decision 0091): its pages of cards, a tag's pages, and one article, per language.
// Types and numbers only (no valibot): public pages load this file.
import type { Lang } from './constants';
import type { ImageLook } from './image-variants';

/** Articles on one page of the journal or of a tag. */
export const JOURNAL_PAGE_SIZE = 10;
/** At most this many tags in a journal page's topics row. */
export const JOURNAL_TOPICS = 12;

/** A cover or an image as a page draws it: from the library, with its size (nothing shifts) and its words. */
export type PictureRef = {
  path: string;
  width: number;
  height: number;
  alt: string;
  /** Its variants, placeholder colour and focus (decision 0104); absent, the upload itself is shown, centred. */
  look?: ImageLook;
  /** The image the dark theme shows instead, drawn for a dark page (decision 0101), or none. */
  dark?: { path: string; width: number; height: number; look?: ImageLook } | null;
};

/** An article as a list shows it. `publishedAt`: ISO, when this language went up. */
export type JournalCard = {
  slug: string;
  title: string;
  summary: string;
  cover: PictureRef | null;
  publishedAt: string;
  /** Address words (`/blog/tag/{tag}`), shared by both languages (decision 0100): those two articles or more carry in
   *  this language (decision 0172: a tag of one article has no chip). */
  tags: string[];
  /** Each tag's name in this language, in the order of `tags`: the admin's, else its word made a label. */
  tagNames: string[];
  readingMinutes: number;
  /** Who wrote it (a person of the team), with their photo when the team list has one. */
  author: JournalAuthor | null;
};

/** An article's writer as its byline shows them: name, role, and the team list's photo (square-cropped by the page). */
export type JournalAuthor = { name: string; role: string; photo: PictureRef | null };

/** GET /api/journal/{lang}/page/{n} and …/tag/{tag}/page/{n}: newest first. */
export type JournalPage = {
  lang: Lang;
  tag: string | null;
  /** The tag's name in this language (as in `tagNames`), on a tag's pages. */
  tagName: string | null;
  /** The languages this page exists in: both for the journal's; for a tag's, those with an article carrying it up. */
  languages: Lang[];
  /** The tags of what is published in this language, the most used first (at most JOURNAL_TOPICS): the page's topics row. */
  topics: { tag: string; name: string; count: number }[];
  page: number;
  pages: number;
  total: number;
  items: JournalCard[];
  /** On a tag's page holding fewer than three articles: up to two of the newest others, not carrying the tag, read
   *  under them so a thin topic does not end on one card (decision 0154); [] otherwise. */
  others: JournalCard[];
  /** The site's time zone (decision 0089): the dates are written as they fell there. */
  timeZone: string;
};

/** GET /api/journal/{lang}/posts/{slug}: one article in one language, its body as HTML (decision 0090). */
export type JournalPost = JournalCard & {
  lang: Lang;
  html: string;
  headings: { id: string; text: string; level: number }[];
  /** Its own search title and description (decision 0147), '' when unset: its head uses the title and summary. */
  seoTitle: string;
  seoDescription: string;
  /** The languages this article is published in: its alternates, and the language switch's target. */
  languages: Lang[];
  updatedAt: string;
  timeZone: string;
  /** What to read next: up to two other articles up in this language, those sharing a tag first, then the newest. */
  more: JournalCard[];
};
