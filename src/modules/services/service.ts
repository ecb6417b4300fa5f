// Services offered, in display order.
import { asc } from 'drizzle-orm';
import { services as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Service } from '../../contract';

export const listServices = (db: Db): Service[] =>
  db
    .select({
      id: table.id,
      titleEn: table.titleEn,
      titleZh: table.titleZh,
      descriptionEn: table.descriptionEn,
      descriptionZh: table.descriptionZh,
      featuresEn: table.featuresEn,
      featuresZh: table.featuresZh,
      imagePath: table.imagePath,
    })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .all();
