// Company values, in display order.
import { asc, getTableColumns } from 'drizzle-orm';
import { companyValues as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { CompanyValue } from '../../contract';

// Every column but the sort key is part of the answer.
const { sortOrder, ...columns } = getTableColumns(table);

export const listCompanyValues = (db: Db): CompanyValue[] => db.select(columns).from(table).orderBy(asc(sortOrder), asc(table.id)).all();
