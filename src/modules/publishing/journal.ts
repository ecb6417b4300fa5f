// The journal's public reads (decision 0091): a page of cards (or a tag's), and one article with its body rendered
// (decision 0090), each per language and only what is published in that language. A path that names nothing answers
// undefined (the route's 404), so the public cache keeps only what exists.
import type { Db } from '../../../db/client';
import {
  JOURNAL_PAGE_SIZE,
  JOURNAL_TOPICS,
  JOURNAL_READS,
  LANGS,
  type JournalAuthor,
  type JournalCard,
  type JournalPage,
  type JournalPost,
  type Lang,
  type PictureRef,
} from '../../contract';
// Reading time, counted as the editor's status line counts it.
import { readingMinutes } from '../../contract/reading';
import { namesIn } from '../tags/service';
import { publishedLanguages } from './service';
import { renderMarkdown } from './markdown';
import type { Pictures } from './pictures';

type Row = {
  id: number;
  slug: string;
  cover_image: string | null;
  author_id: number | null;
  title: string;
  summary: string;
  body: string;
  cover_alt: string;
  seo_title: string;
  seo_description: string;
  tags: string;
  published_at: number;
  updated_at: number;
};

const PUBLISHED = `FROM piece_versions v JOIN pieces p ON p.id = v.piece_id
  WHERE p.collection = 'journal' AND v.lang = ? AND v.state = 'published'`;
const COLUMNS =
  'p.id, p.slug, p.cover_image, p.author_id, v.title, v.summary, v.body, v.cover_alt, v.seo_title, v.seo_description, v.tags, v.published_at, v.updated_at';
const WITH_TAG = 'AND EXISTS (SELECT 1 FROM json_each(v.tags) WHERE value = ?)';

export class JournalReads {
  /** Reading times by version and when it changed: counting a body's words is a card's dearest part. */
  private readonly minutes = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly pictures: Pictures,
    private readonly timeZone: () => string,
  ) {}

  /** The read at `path` (under JOURNAL_READS), or undefined when it names nothing. */
  read(path: string): JournalPage | JournalPost | undefined {
    const parts = path.slice(JOURNAL_READS.length).split('/').map(decodeURIComponent);
    const lang = parts[0] as Lang;
    if (!LANGS.includes(lang)) return undefined;
    const number = (text: string | undefined) => (text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : undefined);
    if (parts.length === 3 && parts[1] === 'page') return this.page(lang, number(parts[2]));
    if (parts.length === 5 && parts[1] === 'tag' && parts[3] === 'page') return this.page(lang, number(parts[4]), parts[2]);
    if (parts.length === 3 && parts[1] === 'posts') return this.post(lang, parts[2]!);
    return undefined;
  }

  /** One page of cards, newest first; page 1 of the whole journal always exists (it may be empty), any other only with cards. */
  page(lang: Lang, page: number | undefined, tag?: string): JournalPage | undefined {
    if (page === undefined) return undefined;
    const total = this.count(lang, tag);
    const pages = Math.max(1, Math.ceil(total / JOURNAL_PAGE_SIZE));
    if (page > pages || (tag !== undefined && total === 0)) return undefined;
    const items = this.cards(lang, JOURNAL_PAGE_SIZE, (page - 1) * JOURNAL_PAGE_SIZE, tag);
    const tagName = tag === undefined ? null : namesIn(this.db, lang, [tag])[0]!;
    // A tag's word is both languages' (decision 0100): its page exists in each language with an article carrying it.
    const languages = tag === undefined ? [...LANGS] : LANGS.filter((l) => l === lang || this.count(l, tag) > 0);
    return {
      lang,
      tag: tag ?? null,
      tagName,
      languages,
      topics: this.topics(lang),
      page,
      pages,
      total,
      items,
      others: tag !== undefined && total < 3 ? this.others(lang, tag) : [],
      timeZone: this.timeZone(),
    };
  }

  /** Up to two of the newest articles in `lang` that do not carry `tag`. */
  private others(lang: Lang, tag: string): JournalCard[] {
    const rows = this.db.$client
      .query<Row, string[]>(
        `SELECT ${COLUMNS} ${PUBLISHED} AND NOT EXISTS (SELECT 1 FROM json_each(v.tags) WHERE value = ?) ORDER BY v.published_at DESC, p.id DESC LIMIT 2`,
      )
      .all(lang, tag);
    return rows.map((row) => this.card(row, lang));
  }

  /** How many articles are published in `lang` (carrying `tag`, when given). */
  private count(lang: Lang, tag?: string): number {
    const args = tag === undefined ? [lang] : [lang, tag];
    const filter = tag === undefined ? '' : WITH_TAG;
    return this.db.$client.query<{ n: number }, string[]>(`SELECT COUNT(*) AS n ${PUBLISHED} ${filter}`).get(...args)!.n;
  }

  /** The tags of what is published in `lang`, the most used first, each with its name there. */
  private topics(lang: Lang): JournalPage['topics'] {
    const used = this.db.$client
      .query<{ tag: string; n: number }, [string, number]>(
        `SELECT t.value AS tag, COUNT(*) AS n FROM piece_versions v JOIN pieces p ON p.id = v.piece_id, json_each(v.tags) t
         WHERE p.collection = 'journal' AND v.lang = ? AND v.state = 'published' GROUP BY t.value ORDER BY n DESC, t.value LIMIT ?`,
      )
      .all(lang, JOURNAL_TOPICS);
    const names = namesIn(
      this.db,
      lang,
      used.map((row) => row.tag),
    );
    return used.map((row, i) => ({ tag: row.tag, name: names[i]!, count: row.n }));
  }

  /** The newest `limit` cards after `offset` in `lang` (of a tag's, when given). */
  cards(lang: Lang, limit: number, offset = 0, tag?: string): JournalCard[] {
    const args = tag === undefined ? [lang] : [lang, tag];
    const filter = tag === undefined ? '' : WITH_TAG;
    const rows = this.db.$client
      .query<Row, (string | number)[]>(`SELECT ${COLUMNS} ${PUBLISHED} ${filter} ORDER BY v.published_at DESC, p.id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, offset);
    return rows.map((row) => this.card(row, lang));
  }

  /** One article in one language, when it is published in it. */
  post(lang: Lang, slug: string): JournalPost | undefined {
    const row = this.db.$client.query<Row, string[]>(`SELECT ${COLUMNS} ${PUBLISHED} AND p.slug = ?`).get(lang, slug);
    if (!row) return undefined;
    const languages = publishedLanguages(this.db, row.id);
    const { html, headings } = renderMarkdown(row.body, { lang, imageSize: this.pictures.size });
    return {
      ...this.card(row, lang),
      lang,
      html,
      headings,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      languages,
      updatedAt: new Date(row.updated_at).toISOString(),
      timeZone: this.timeZone(),
      more: this.more(row, lang),
    };
  }

  /** Up to two other articles in `lang` to read after `row`: sharing one of its tags first, then the newest. */
  private more(row: Row, lang: Lang): JournalCard[] {
    // The two ids first (the sort reads no bodies), then their rows.
    const shares = 'EXISTS (SELECT 1 FROM json_each(v.tags) WHERE value IN (SELECT value FROM json_each(?)))';
    const ids = this.db.$client
      .query<{ id: number }, (string | number)[]>(
        `SELECT p.id ${PUBLISHED} AND p.id != ? ORDER BY ${shares} DESC, v.published_at DESC, p.id DESC LIMIT 2`,
      )
      .all(lang, row.id, row.tags);
    const one = this.db.$client.query<Row, (string | number)[]>(`SELECT ${COLUMNS} ${PUBLISHED} AND p.id = ?`);
    return ids.map(({ id }) => this.card(one.get(lang, id)!, lang));
  }

  private card(row: Row, lang: Lang): JournalCard {
    const picture = row.cover_image ? this.pictures.inLanguage(row.cover_image, lang) : null;
    const cover: PictureRef | null = picture ? { ...picture, alt: row.cover_alt } : null;
    // Only the tags two articles or more in this language carry: a tag of one article is no topic to follow (it leads to
    // the card the reader has), so it has no chip (decision 0172; its page still answers, and the sitemap names none).
    const tags = (JSON.parse(row.tags) as string[]).filter((tag) => this.count(lang, tag) > 1);
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      cover,
      publishedAt: new Date(row.published_at).toISOString(),
      tags,
      tagNames: namesIn(this.db, lang, tags),
      readingMinutes: this.readingTime(row, lang),
      author: row.author_id === null ? null : this.author(row.author_id, lang),
    };
  }

  private readingTime(row: Row, lang: Lang): number {
    const key = `${row.id} ${lang} ${row.updated_at}`;
    let minutes = this.minutes.get(key);
    if (minutes === undefined) {
      if (this.minutes.size >= 4096) this.minutes.clear();
      minutes = readingMinutes(row.body);
      this.minutes.set(key, minutes);
    }
    return minutes;
  }

  private author(id: number, lang: Lang): JournalAuthor | null {
    const person = this.db.$client
      .query<{ name: string; role: string; path: string | null; alt: string }, [number]>(
        lang === 'zh'
          ? 'SELECT name_zh AS name, role_zh AS role, image_path AS path, image_alt_zh AS alt FROM people WHERE id = ?'
          : 'SELECT name_en AS name, role_en AS role, image_path AS path, image_alt_en AS alt FROM people WHERE id = ?',
      )
      .get(id);
    if (!person) return null;
    // The photo as the library holds it (its variants and size); a path the library no longer has is no photo.
    const picture = person.path ? this.pictures.inLanguage(person.path, lang) : null;
    return { name: person.name, role: person.role, photo: picture ? { ...picture, alt: person.alt } : null };
  }
}
