// Case studies, in display order.
import { asc, getTableColumns } from 'drizzle-orm';
import { caseStudies as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CaseStudy } from '../../contract';

// Every column but the sort key is part of the answer.
const { sortOrder, ...columns } = getTableColumns(table);

export const listCaseStudies = (db: Db): CaseStudy[] => db.select(columns).from(table).orderBy(asc(sortOrder), asc(table.id)).all();
