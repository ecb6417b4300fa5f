// What a list entry is made of, said as data (no schema library, so a public page that needs a list's path does not
// pull in every schema): the kinds of field, the fields every list shares, and the descriptor that says one list once.
import type { Section } from '../constants';
import type { ImageLook } from '../image-variants';

/** A title and a description, each in both languages. */
export type BilingualText = { titleEn: string; titleZh: string; descriptionEn: string; descriptionZh: string };

/**
 * An entry's picture: an uploaded image's path (POST /api/media answers it) and its alternative text in both
 * languages, required when there is an image. Width and height are the stored image's, set by the server, so a page
 * can reserve its space.
 */
export type ListImage = {
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAltEn: string;
  imageAltZh: string;
  /** Its variants, placeholder colour and focus (decision 0104), as of the read; never stored with the entry. */
  imageLook?: ImageLook | null;
};

export const LIST_LIMITS = {
  title: 120,
  description: 1000,
  feature: 200,
  features: 20,
  industry: 60,
  alt: 200,
  /** A big number as shown: "120+", "98%". */
  figure: 16,
  /** What a number counts, a person's name, role or company. */
  label: 80,
  clientName: 60,
  quote: 600,
  /** A line about a person. */
  bio: 300,
  question: 200,
} as const;

/**
 * A text in both languages, stored as `<name>En` and `<name>Zh`: one line, or several when `multiline`; `required`
 * is the server's message when a language is left blank. `added` marks a field that came after the list's first
 * release: a write may leave it out (an older client's PUT of the whole entry), which stores ''. `blank`: its
 * columns default to '' (as an added field's do; the table's shape, db/list-tables.ts).
 */
export type TextField = {
  kind: 'text';
  name: string;
  max: number;
  required?: string;
  multiline?: boolean;
  added?: true;
  blank?: true;
};
/** Lines in both languages (`<name>En`, `<name>Zh`): at most `count` of them, none blank; `item` names one line. */
export type LinesField = { kind: 'lines'; name: string; max: number; count: number; item: string };
/** One of the offered icons (VALUE_ICONS), stored as `icon`. */
export type IconField = { kind: 'icon' };
/** A picture (ListImage's five fields); the media library shows the entries that use an image. */
export type ImageField = { kind: 'image' };
export type ListField = TextField | LinesField | IconField | ImageField;

export const TITLE = { kind: 'text', name: 'title', max: LIST_LIMITS.title, required: 'Title is required' } as const satisfies TextField;
export const DESCRIPTION = {
  kind: 'text',
  name: 'description',
  max: LIST_LIMITS.description,
  multiline: true,
} as const satisfies TextField;
export const IMAGE = { kind: 'image' } as const satisfies ImageField;

/**
 * One content list, said once for the server and the web app. Its entries are answered in order at its public read;
 * the admin creates, replaces, deletes and reorders them under the same path.
 */
export type ListDescriptor = {
  /** Its name in the web app (the dictionaries' `lists.kinds[key]`, `publicQueries.list(key)`); in snake case, its table's. */
  key: string;
  /**
   * Its name in the API, its key in kebab case (`listName`): the path `/api/<name>`, the query key, history targets
   * (`<name>/4`), the activity log, image uses.
   */
  name: string;
  /** An entry in the server's English messages: "No such <noun>", "the <noun> “…”" (an image in use). */
  noun: string;
  /** The content section whose page shows the list; the admin edits it under that section's texts. */
  section: Section;
  /**
   * Its part of its page in the admin's content tab (decision 0064), which follows the page's order: `after` the part
   * of that id (a group of texts, the plans, or another list's part); `heading`, the group of texts that heads the list
   * on the page, edited with it as one part named by the group (web/features/admin-content/parts.ts).
   */
  part: { after: string; heading?: string };
  /** Another page that also shows an entry of the list (home features one of the services page's): it arrives with the list too. */
  alsoOn?: Section;
  /** The text field whose value names an entry: the admin's rows, the activity log, history, the media library's uses. */
  titleField: string;
  /** The entry's fields in the order the form shows them (and the write schema checks them). */
  fields: readonly ListField[];
  /** Each saved version is kept, and a deleted entry can come back (src/modules/revisions). */
  history: boolean;
  /** The admin's toasts after a create, a change and a delete: keys of the admin dictionary's `toast`. */
  toasts: { afterCreate: string; afterUpdate: string; afterDelete: string };
  /** The icon class an admin row shows for an entry without its picture (lists that hold pictures): what they are. */
  sign?: string;
  /** The site draws an entry without its picture as its topic's scene (web/components/visuals/topic-visual.tsx): the
   *  admin's row shows that topic's sign for it, rather than `sign`. */
  drawnAsTopic?: true;
  /** Its entries may each have a page of their own under /work (decision 0095); one list says so (STORY_LIST). */
  pages?: 'work';
};

type Bilingual<N extends string, T> = { [K in `${N}En` | `${N}Zh`]: T };
type ValuesOf<F> = F extends { kind: 'text'; name: infer N extends string }
  ? Bilingual<N, string>
  : F extends { kind: 'lines'; name: infer N extends string }
    ? Bilingual<N, string[]>
    : F extends { kind: 'icon' }
      ? { icon: string }
      : F extends { kind: 'image' }
        ? ListImage
        : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** An entry as its list answers it: its id and its fields' values. */
export type EntryOf<D extends ListDescriptor> = Flat<{ id: number } & Intersect<ValuesOf<D['fields'][number]>>>;

/** A list's first entries on a new site (db/seed.ts), in order. `firstRelease`: the list came with the first release, whose
 * one `lists_seeded` mark covers it; every later list is seeded once on the first start that knows it (decision 0046). */
export type ListSeed<D extends ListDescriptor> = { firstRelease?: true; rows: readonly Omit<EntryOf<D>, 'id'>[] };
/** A seeded entry has no picture: pages show their fallback (an icon, a name, initials) until the admin adds one. */
export const NO_IMAGE: ListImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

/** The English and Chinese text that names an entry of `list` (its title field's values); '' where missing. */
export function entryTitle(list: ListDescriptor, entry: unknown): { en: string; zh: string } {
  const values = (entry ?? {}) as Record<string, unknown>;
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return { en: text(`${list.titleField}En`), zh: text(`${list.titleField}Zh`) };
}

/** Does an entry of this list carry a picture? */
export const hasImageField = (list: ListDescriptor) => list.fields.some((field) => field.kind === 'image');
