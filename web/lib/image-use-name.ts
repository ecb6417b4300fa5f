// Where an image shows, in the owner's words ("Service “Data Moves”", "Site logo"): the images list and the activity log
// name an image by its uses, never by its 64-character path.
import type { ImageUse, Lang } from '../../src/contract';
import type { AdminDictionary } from '../i18n/admin-en';
import { fill } from './i18n';

export function imageUseName(t: AdminDictionary, lang: Lang, use: ImageUse): string {
  const m = t.images.uses;
  if (use.kind === 'brand') return m.brand;
  if (use.kind === 'page-snippets') return fill(m['page-snippets'], { page: t.content.sections[use.section] });
  if ('of' in use) return m[use.kind];
  return fill(m[use.kind], { title: lang === 'zh' ? use.titleZh : use.titleEn });
}
