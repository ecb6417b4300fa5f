// The Work pages as visitors read them (decision 0095): the studies that have a page of their own, and one study's
// page, per language. Types only (no valibot): public pages load this file.
import type { Lang } from './constants';
import type { PictureRef } from './journal';

/** A study as /work lists it: its page's texts and cover, and the card's industry and headline result. */
export type WorkCard = {
  slug: string;
  /** The client story card (STORY_LIST's entry) whose page it is: that card on home and /services links here. */
  studyId: number | null;
  title: string;
  summary: string;
  cover: PictureRef | null;
  industry: string;
  result: { value: string; label: string } | null;
  /** Its facts at a glance (duration, team, platform…), its own fields in this language, in order; none when it has none (decision 0178). /work's cards set them as each story's brief (decision 0189). Optional: older reads and tests build cards without. */
  facts?: { term: string; detail: string }[];
  publishedAt: string;
  /** /work's list only (decision 0231): the client's name as the clients list spells it (its testimonial's company), so
   *  the names under /work's header link to their story; '' or absent without one. */
  client?: string;
  /** /work's list only, its featured (first) story: the client's words, set as its pull quote (no photo: no faces). */
  pull?: { quote: string; name: string; role: string; company: string } | null;
};

/** GET /api/work/{lang}: every study with a page published in the language, newest first. */
export type WorkIndex = { lang: Lang; items: WorkCard[]; timeZone: string };

/** GET /api/work/{lang}/stories/{slug}: one study's page in one language. */
export type WorkStory = WorkCard & {
  lang: Lang;
  html: string;
  headings: { id: string; text: string; level: number }[];
  /** The figures its first results table ends on (`{ label, value }`: a row's measure and its last cell), at most two; none without a table (decision 0172). Optional: the editor's preview draws none. */
  stats?: { label: string; value: string }[];
  gallery: PictureRef[];
  services: { id: number; title: string }[];
  /** The client's words; `photo`: the testimonial's photo, when it has one (the page draws a type-led panel without). */
  quote: { quote: string; name: string; role: string; company: string; photo: PictureRef | null } | null;
  /** The client's logo from the clients list (the entry named as the quote's company), when it has one. */
  clientLogo: PictureRef | null;
  /** Its own search title and description (decision 0147), '' when unset: its head uses the title and summary. */
  seoTitle: string;
  seoDescription: string;
  /** The languages this page is published in: its alternates, and the language switch's target. */
  languages: Lang[];
  updatedAt: string;
  timeZone: string;
  /** The story after this one in /work's order (after the last, the first), when there is another in this language. */
  next: WorkCard | null;
};
