// The Work pages' public reads (decision 0095): the studies with a page published in a language, and one study's page,
// with what its client story card says (industry, headline result), the services it used, the client's quote and its
// screens. Only what is published in that language; a path that names nothing answers undefined (the route's 404).
import type { Db } from '../../../db/client';
import { LANGS, WORK_READS, type Lang, type PictureRef, type WorkCard, type WorkIndex, type WorkStory } from '../../contract';
import { publishedLanguages } from './service';
import { renderMarkdown } from './markdown';
import { tableStats } from './story-facts';
import type { Pictures } from './pictures';
import { STORY_TABLE } from './service';

type Row = {
  id: number;
  slug: string;
  cover_image: string | null;
  study_id: number | null;
  testimonial_id: number | null;
  service_ids: string;
  gallery: string;
  title: string;
  summary: string;
  body: string;
  cover_alt: string;
  seo_title: string;
  seo_description: string;
  gallery_captions: string;
  facts: string;
  published_at: number;
  updated_at: number;
};
/** A list entry's image columns in one language. */
type Picture = { image_path: string | null; image_alt: string };
type Study = { industry: string; value: string; label: string; image_path: string | null; image_alt: string };

const PUBLISHED = `FROM piece_versions v JOIN pieces p ON p.id = v.piece_id
  WHERE p.collection = 'work' AND v.lang = ? AND v.state = 'published'`;
const COLUMNS =
  'p.id, p.slug, p.cover_image, p.study_id, p.testimonial_id, p.service_ids, p.gallery, v.title, v.summary, v.body, v.cover_alt, v.seo_title, v.seo_description, v.gallery_captions, v.facts, v.published_at, v.updated_at';
/** Columns of a list's table in a language (its values are `name_en`, `name_zh`). */
const col = (name: string, lang: Lang) => `${name}_${lang}`;

export class WorkReads {
  constructor(
    private readonly db: Db,
    private readonly pictures: Pictures,
    private readonly timeZone: () => string,
  ) {}

  /** The read at `path` (under WORK_READS), or undefined when it names nothing. */
  read(path: string): WorkIndex | WorkStory | undefined {
    const parts = path.slice(WORK_READS.length).split('/').map(decodeURIComponent);
    const lang = parts[0] as Lang;
    if (!LANGS.includes(lang)) return undefined;
    if (parts.length === 1) return { lang, items: this.index(lang), timeZone: this.timeZone() };
    if (parts.length === 3 && parts[1] === 'stories') return this.story(lang, parts[2]!);
    return undefined;
  }

  /** Every study with a page published in `lang`, newest first. */
  cards(lang: Lang): WorkCard[] {
    const rows = this.db.$client.query<Row, [string]>(`SELECT ${COLUMNS} ${PUBLISHED} ORDER BY v.published_at DESC, p.id DESC`).all(lang);
    return rows.map((row) => this.card(row, lang));
  }

  /**
   * /work's list (decision 0231): the cards, each with its client's name (the names under the header link to their
   * story), the first with its client's words as the featured story's pull quote.
   */
  private index(lang: Lang): WorkCard[] {
    const rows = this.db.$client.query<Row, [string]>(`SELECT ${COLUMNS} ${PUBLISHED} ORDER BY v.published_at DESC, p.id DESC`).all(lang);
    return rows.map((row, i) => {
      const quote = row.testimonial_id === null ? null : this.quote(row.testimonial_id, lang);
      const pull = i === 0 && quote?.quote ? { quote: quote.quote, name: quote.name, role: quote.role, company: quote.company } : null;
      return { ...this.card(row, lang), client: quote?.company ?? '', pull };
    });
  }

  story(lang: Lang, slug: string): WorkStory | undefined {
    const row = this.db.$client.query<Row, string[]>(`SELECT ${COLUMNS} ${PUBLISHED} AND p.slug = ?`).get(lang, slug);
    if (!row) return undefined;
    const languages = publishedLanguages(this.db, row.id);
    const { html, headings } = renderMarkdown(row.body, { lang, imageSize: this.pictures.size });
    const card = this.card(row, lang);
    // Each screen in this language's words: its caption, which is its alt text too.
    const captions = JSON.parse(row.gallery_captions) as Record<string, string>;
    const gallery = (JSON.parse(row.gallery) as string[]).flatMap((path) => {
      const picture = this.pictures.inLanguage(path, lang);
      return picture ? [{ ...picture, alt: captions[path] ?? '' }] : [];
    });
    const quote = row.testimonial_id === null ? null : this.quote(row.testimonial_id, lang);
    return {
      ...card,
      lang,
      html,
      headings,
      // The figures its results table ends on, for the strip under its summary (decision 0172).
      stats: tableStats(row.body),
      gallery,
      services: this.services(JSON.parse(row.service_ids) as number[], lang),
      quote,
      clientLogo: quote?.company ? this.logo(quote.company, lang) : null,
      seoTitle: row.seo_title,
      seoDescription: row.seo_description,
      languages,
      updatedAt: new Date(row.updated_at).toISOString(),
      timeZone: this.timeZone(),
      next: this.next(lang, row.slug),
    };
  }

  /** The story after `slug` in `lang`, as /work lists them, round to the first; none when it is the only one. */
  private next(lang: Lang, slug: string): WorkCard | null {
    const all = this.cards(lang);
    const at = all.findIndex((card) => card.slug === slug);
    return all.length > 1 ? all[(at + 1) % all.length]! : null;
  }

  private card(row: Row, lang: Lang): WorkCard {
    const study = row.study_id === null ? undefined : this.study(row.study_id, lang);
    // The page's own cover, else the card's picture.
    const coverPath = row.cover_image ?? study?.image_path ?? null;
    const picture = coverPath ? this.pictures.inLanguage(coverPath, lang) : null;
    const alt = row.cover_image ? row.cover_alt : (study?.image_alt ?? '');
    const cover: PictureRef | null = picture ? { ...picture, alt } : null;
    return {
      slug: row.slug,
      studyId: study ? row.study_id : null,
      title: row.title,
      summary: row.summary,
      cover,
      industry: study?.industry ?? '',
      result: study?.value ? { value: study.value, label: study.label } : null,
      // Its facts at a glance, its own fields in this language (decision 0178): the story's page lists them, /work's card
      // sets them as its brief (decision 0189).
      facts: JSON.parse(row.facts) as { term: string; detail: string }[],
      publishedAt: new Date(row.published_at).toISOString(),
    };
  }

  private study(id: number, lang: Lang): Study | undefined {
    return (
      this.db.$client
        .query<Study, [number]>(
          `SELECT ${col('industry', lang)} AS industry, ${col('result_value', lang)} AS value, ${col('result_label', lang)} AS label,
           image_path, ${col('image_alt', lang)} AS image_alt FROM ${STORY_TABLE} WHERE id = ?`,
        )
        .get(id) ?? undefined
    );
  }

  private services(ids: number[], lang: Lang): { id: number; title: string }[] {
    const query = this.db.$client.query<{ id: number; title: string }, [number]>(
      `SELECT id, ${col('title', lang)} AS title FROM services WHERE id = ?`,
    );
    return ids.flatMap((id) => query.all(id));
  }

  private quote(id: number, lang: Lang): WorkStory['quote'] {
    const row = this.db.$client
      .query<Omit<NonNullable<WorkStory['quote']>, 'photo'> & Picture, [number]>(
        `SELECT ${col('quote', lang)} AS quote, ${col('name', lang)} AS name, ${col('role', lang)} AS role, ${col('company', lang)} AS company,
         image_path, ${col('image_alt', lang)} AS image_alt FROM testimonials WHERE id = ?`,
      )
      .get(id);
    if (!row) return null;
    const { image_path, image_alt, ...words } = row;
    return { ...words, photo: this.picture({ image_path, image_alt }, lang) };
  }

  /** The clients list's logo for the company named `name` in `lang` (the strip on home names the same companies). */
  private logo(name: string, lang: Lang): PictureRef | null {
    const row = this.db.$client
      .query<Picture, [string]>(`SELECT image_path, ${col('image_alt', lang)} AS image_alt FROM clients WHERE ${col('name', lang)} = ?`)
      .get(name);
    return row ? this.picture(row, lang) : null;
  }

  private picture({ image_path, image_alt }: Picture, lang: Lang): PictureRef | null {
    const picture = image_path ? this.pictures.inLanguage(image_path, lang) : null;
    return picture ? { ...picture, alt: image_alt } : null;
  }
}
