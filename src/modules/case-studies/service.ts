// Case studies, in display order.
import { asc } from 'drizzle-orm';
import { caseStudies as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CaseStudy } from '../../contract';

export const listCaseStudies = (db: Db): CaseStudy[] =>
  db
    .select({
      id: table.id,
      titleEn: table.titleEn,
      titleZh: table.titleZh,
      descriptionEn: table.descriptionEn,
      descriptionZh: table.descriptionZh,
      industryEn: table.industryEn,
      industryZh: table.industryZh,
      imagePath: table.imagePath,
    })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .all();
