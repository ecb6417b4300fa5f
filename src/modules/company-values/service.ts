// Company values, in display order.
import { asc } from 'drizzle-orm';
import { companyValues as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CompanyValue } from '../../contract';

export const listCompanyValues = (db: Db): CompanyValue[] =>
  db
    .select({
      id: table.id,
      icon: table.icon,
      titleEn: table.titleEn,
      titleZh: table.titleZh,
      descriptionEn: table.descriptionEn,
      descriptionZh: table.descriptionZh,
    })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .all();
