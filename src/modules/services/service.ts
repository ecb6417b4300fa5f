// Services offered, in display order.
import { asc, getTableColumns } from 'drizzle-orm';
import { services as table } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { Service } from '../../contract';

// Every column but the sort key is part of the answer.
const { sortOrder, ...columns } = getTableColumns(table);

export const listServices = (db: Db): Service[] => db.select(columns).from(table).orderBy(asc(sortOrder), asc(table.id)).all();
