// Case studies, in display order: the list, and what a write stores.
import { caseStudies as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CaseStudy, CaseStudyInput } from '../../contract';
import { storedImage } from '../lists/entry-image';
import { orderedList, type EntryFields } from '../lists/ordered-list';

export const caseStudies = orderedList(table);

export const listCaseStudies = (db: Db): CaseStudy[] => caseStudies.list(db);

export function caseStudyFields(db: Db, input: CaseStudyInput): EntryFields<typeof table> {
  const { titleEn, titleZh, descriptionEn, descriptionZh, industryEn, industryZh } = input;
  return { titleEn, titleZh, descriptionEn, descriptionZh, industryEn, industryZh, ...storedImage(db, input) };
}
