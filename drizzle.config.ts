// drizzle-kit: generates SQL migrations from db/schema.ts and the lists' tables into db/migrations (committed, never edited).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: ['./db/schema.ts', './db/list-tables.cjs'],
  out: './db/migrations',
});
