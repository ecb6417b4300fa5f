// Company values, in display order: the list, and what a write stores.
import { companyValues as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CompanyValue, CompanyValueInput } from '../../contract';
import { orderedList, type EntryFields } from '../lists/ordered-list';

export const companyValues = orderedList(table);

export const listCompanyValues = (db: Db): CompanyValue[] => companyValues.list(db);

export function companyValueFields({ icon, titleEn, titleZh, descriptionEn, descriptionZh }: CompanyValueInput): EntryFields<typeof table> {
  return { icon, titleEn, titleZh, descriptionEn, descriptionZh };
}
