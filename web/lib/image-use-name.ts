// Where an image shows, in the owner's words ("Service “Data Moves”", "Site logo"): the images list and the activity log
// name an image by its uses, never by its 64-character path.
import type { ImageUse, Lang, MediaItem } from '../../src/contract';
import type { AdminDictionary } from '../i18n/admin-en';
import { fill } from './i18n';

export function imageUseName(t: AdminDictionary, lang: Lang, use: ImageUse): string {
  const m = t.images.uses;
  if (use.kind === 'brand') return m.brand;
  if (use.kind === 'page-snippets') return fill(m['page-snippets'], { page: t.content.sections[use.section] });
  if ('of' in use) return m[use.kind];
  return fill(m[use.kind], { title: lang === 'zh' ? use.titleZh : use.titleEn });
}

/** An image's short name on a picker's tile: its own name (decision 0248), else the title of what uses it first (a story
 * page, a service), or what it is for (the site's logo, a page's search and sharing), or "Not used"; `whole`, all its
 * uses, for a pointer's rest. */
export function imageTileName(
  t: AdminDictionary,
  lang: Lang,
  image: Pick<MediaItem, 'uses'> & { name?: string | null },
): { short: string; whole: string } {
  const [first] = image.uses;
  if (!first) return { short: image.name || t.images.filters.unused, whole: image.name || t.images.unused };
  const whole = image.uses.map((use) => imageUseName(t, lang, use)).join(' · ');
  if (image.name) return { short: image.name, whole };
  if ('titleEn' in first) return { short: (lang === 'zh' ? first.titleZh : first.titleEn) || imageUseName(t, lang, first), whole };
  return { short: imageUseName(t, lang, first), whole };
}

/**
 * An image's human name in the library (decisions 0237, 0248): a title, then where on the site it shows. The title is its
 * own name (from its file, as the owner edits it); an image without one is named by what uses it first (an entry's or a
 * story's title, a page's name for its search picture, "Site logo"), or, when nothing does, by when it came; the place is
 * that use's kind ("Services", "Search and sharing"), with how many more use it. `whole`: every use, for a pointer's rest.
 */
export function imageTitle(
  t: AdminDictionary,
  lang: Lang,
  image: Pick<MediaItem, 'uses'> & { name?: string | null },
  uploaded: string,
): { title: string; place: string | null; whole: string | null } {
  const m = t.images;
  const [first] = image.uses;
  if (!first) return { title: image.name || fill(m.tileUntitled, { date: uploaded }), place: null, whole: null };
  const title = image.name
    ? image.name
    : 'titleEn' in first
      ? (lang === 'zh' ? first.titleZh : first.titleEn) || imageUseName(t, lang, first)
      : first.kind === 'page-snippets'
        ? t.content.sections[first.section]
        : imageUseName(t, lang, first);
  const more = image.uses.length - 1;
  const place = more > 0 ? fill(m.tileMore, { place: m.places[first.kind], count: String(more) }) : m.places[first.kind];
  return { title, place, whole: image.uses.map((use) => imageUseName(t, lang, use)).join(' · ') };
}
