// Services offered, in display order: the list, and what a write stores.
import { services as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Service, ServiceInput } from '../../contract';
import { storedImage } from '../lists/entry-image';
import { orderedList, type EntryFields } from '../lists/ordered-list';

export const services = orderedList(table);

export const listServices = (db: Db): Service[] => services.list(db);

export function serviceFields(db: Db, input: ServiceInput): EntryFields<typeof table> {
  const { titleEn, titleZh, descriptionEn, descriptionZh, featuresEn, featuresZh } = input;
  return { titleEn, titleZh, descriptionEn, descriptionZh, featuresEn, featuresZh, ...storedImage(db, input) };
}
