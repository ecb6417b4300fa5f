// An entry being edited: what a new one starts from, what is sent (empty feature lines left out), and whether it changed.
import { VALUE_ICONS, type CaseStudy, type CompanyValue, type Service } from '../../../src/contract';
import type { FieldErrors } from './validate-entry';

export type Entry = CompanyValue | Service | CaseStudy;
/** The form's copy of an entry: an existing one keeps its id (PUT sends it back whole), a new one has none. */
export type Draft<E extends Entry> = Omit<E, 'id'> & { id?: number };

/** Some fields of a draft, by name: `{ titleZh: '…' }`, `{ imagePath: null }`. */
export type DraftChange = Record<string, unknown>;

/** What a list's own fields (features, industry, icon, image) get from the form. */
export type FieldsProps<E extends Entry> = {
  draft: Draft<E>;
  errors: FieldErrors;
  onChange: (change: DraftChange) => void;
  /** An upload is under way: the form waits for it before it can be saved. */
  onUploading: (busy: boolean) => void;
};

const text = { titleEn: '', titleZh: '', descriptionEn: '', descriptionZh: '' };
const noImage = { imagePath: null, imageWidth: null, imageHeight: null, imageAltEn: '', imageAltZh: '' };

export const blankDrafts = {
  services: (): Draft<Service> => ({ ...text, featuresEn: [], featuresZh: [], ...noImage }),
  caseStudies: (): Draft<CaseStudy> => ({ ...text, industryEn: '', industryZh: '', ...noImage }),
  // The server takes only an offered icon, so a new value starts with one picked.
  companyValues: (): Draft<CompanyValue> => ({ ...text, icon: VALUE_ICONS[0] }),
};

/** The body of POST or PUT: the draft as it is, but for lines left empty in a list (an unused "Add feature"). */
export function requestBody<D extends object>(draft: D): D {
  return Object.fromEntries(
    Object.entries(draft).map(([key, value]) => [key, Array.isArray(value) ? value.filter((line: string) => line.trim() !== '') : value]),
  ) as D;
}

/** Would saving change anything? An empty line added and left is no change. */
export const sameDraft = (a: object, b: object) => JSON.stringify(requestBody(a)) === JSON.stringify(requestBody(b));

const LANG_SUFFIX = { en: 'En', zh: 'Zh' } as const;
/** The field of a language: ('title', 'zh') → titleZh. */
export const fieldName = (base: string, lang: 'en' | 'zh') => `${base}${LANG_SUFFIX[lang]}`;

/** Both languages of one text of a draft (title, description, industry, imageAlt), as BilingualInput takes them. */
export function bilingual(base: string, draft: object, errors: FieldErrors, onChange: (change: DraftChange) => void) {
  const value = (lang: 'en' | 'zh') => String((draft as Record<string, unknown>)[fieldName(base, lang)] ?? '');
  return {
    values: { en: value('en'), zh: value('zh') },
    errors: { en: errors[fieldName(base, 'en')], zh: errors[fieldName(base, 'zh')] },
    onChange: (lang: 'en' | 'zh', text: string) => onChange({ [fieldName(base, lang)]: text }),
  };
}
