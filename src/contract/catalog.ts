// The public lists (SPEC §3): company values, services and case studies. Each list answers its entries in order; an
// admin write takes an entry exactly as the list showed it (id and image size included, both ignored) and answers the
// stored entry the same way.
import * as v from 'valibot';
import { optionalLines, optionalText, requiredText } from './common';
import { MEDIA_PATH, VALUE_ICONS, type Section } from './constants';

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
};

export type CompanyValue = BilingualText & { id: number; icon: string };
export type Service = BilingualText & ListImage & { id: number; featuresEn: string[]; featuresZh: string[] };
export type CaseStudy = BilingualText & ListImage & { id: number; industryEn: string; industryZh: string };

export const LIST_LIMITS = { title: 120, description: 1000, feature: 200, features: 20, industry: 60, alt: 200 } as const;

const text = {
  titleEn: requiredText(LIST_LIMITS.title, 'Title is required'),
  titleZh: requiredText(LIST_LIMITS.title, 'Title is required'),
  descriptionEn: optionalLines(LIST_LIMITS.description),
  descriptionZh: optionalLines(LIST_LIMITS.description),
};
/** The id a client sends back with what it read; the route checks it is the one in the path. */
const echoedId = { id: v.optional(v.number()) };
const Features = v.pipe(
  v.array(requiredText(LIST_LIMITS.feature, 'A feature cannot be blank'), 'A list of features'),
  v.maxLength(LIST_LIMITS.features, `At most ${LIST_LIMITS.features} features`),
);
const image = {
  // No picture is normal: the key may be left out, which is the same as null (on PUT too: the whole entry is replaced).
  imagePath: v.optional(v.nullable(v.pipe(v.string(), v.regex(MEDIA_PATH, 'Must be the path of an uploaded image')), null), null),
  // Sent back as read; the server sets them from the stored image.
  imageWidth: v.optional(v.nullable(v.number())),
  imageHeight: v.optional(v.nullable(v.number())),
  imageAltEn: v.optional(optionalText(LIST_LIMITS.alt), ''),
  imageAltZh: v.optional(optionalText(LIST_LIMITS.alt), ''),
};
/** An image must say what it shows, in both languages (checked in each schema below, naming the missing field). */
const ALT_REQUIRED = 'Describe the image for people who cannot see it';
const hasAlt = (alt: string, imagePath: string | null) => !imagePath || alt !== '';

/** POST /api/company-values and PUT /api/company-values/{id}. */
export const CompanyValueInput = v.strictObject({ ...echoedId, icon: v.picklist(VALUE_ICONS, 'Pick one of the offered icons'), ...text });
export type CompanyValueInput = v.InferOutput<typeof CompanyValueInput>;

/** POST /api/services and PUT /api/services/{id}. */
export const ServiceInput = v.pipe(
  v.strictObject({ ...echoedId, ...text, featuresEn: Features, featuresZh: Features, ...image }),
  v.forward(v.partialCheck([['imagePath'], ['imageAltEn']], (e) => hasAlt(e.imageAltEn, e.imagePath), ALT_REQUIRED), ['imageAltEn']),
  v.forward(v.partialCheck([['imagePath'], ['imageAltZh']], (e) => hasAlt(e.imageAltZh, e.imagePath), ALT_REQUIRED), ['imageAltZh']),
);
export type ServiceInput = v.InferOutput<typeof ServiceInput>;

/** POST /api/case-studies and PUT /api/case-studies/{id}. */
export const CaseStudyInput = v.pipe(
  v.strictObject({
    ...echoedId,
    ...text,
    industryEn: optionalText(LIST_LIMITS.industry),
    industryZh: optionalText(LIST_LIMITS.industry),
    ...image,
  }),
  v.forward(v.partialCheck([['imagePath'], ['imageAltEn']], (e) => hasAlt(e.imageAltEn, e.imagePath), ALT_REQUIRED), ['imageAltEn']),
  v.forward(v.partialCheck([['imagePath'], ['imageAltZh']], (e) => hasAlt(e.imageAltZh, e.imagePath), ALT_REQUIRED), ['imageAltZh']),
);
export type CaseStudyInput = v.InferOutput<typeof CaseStudyInput>;

/** PUT /api/{list}/order: every id of the list, each once, in the new order. */
export const ListOrder = v.strictObject({
  ids: v.pipe(
    v.array(v.pipe(v.number('Ids are numbers'), v.integer('Ids are whole numbers')), 'A list of ids'),
    v.check((ids) => new Set(ids).size === ids.length, 'Each id once'),
  ),
});
export type ListOrder = v.InferOutput<typeof ListOrder>;

/** The answer of POST /api/media: where the image is served and what it is. */
export type UploadedImage = { path: string; type: string; width: number; height: number; bytes: number };

/** Where a stored image shows: a service's or case study's picture (titles to name it), or a page's search snippet. */
export type ImageUse = { kind: 'services' | 'case-studies'; id: number; titleEn: string; titleZh: string } | { kind: 'page-snippets'; section: Section };
/** GET /api/media: each uploaded image, when it came and what uses it (none: it may be deleted). */
export type MediaItem = UploadedImage & { uploadedAt: number; uses: ImageUse[] };
