// drizzle-kit: generates SQL migrations from db/schema.ts into db/migrations (committed, never edited).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './db/migrations',
});
