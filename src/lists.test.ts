// One descriptor per content list (decision 0041): every list's table has exactly its descriptor's columns, and the
// lists are named in few files — the measure of issue 29, non-test sources naming case studies, may not creep back.
import { describe, expect, test } from 'bun:test';
import { getTableColumns } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_TABLES } from '../db/schema';
import { ALL_LISTS, listName, listPath, PUBLIC_READS, type ListField } from './contract';

const root = join(import.meta.dir, '..');

/** The non-test .ts/.tsx files of the project (what `git ls-files` lists, read from the folders). */
const sources = ['src', 'db', 'web', 'scripts', 'e2e'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
    .map((file) => join(dir, file)),
);

/** What may name a list: its descriptor and registry, its table, its seed rows, its public component, its words. */
const MAY_NAME_A_LIST = [
  'src/contract/lists/case-studies.ts',
  'src/contract/lists/index.ts',
  'db/schema.ts',
  'db/migrations.gen.ts',
  'db/seed-content.ts',
  'web/features/case-studies/case-study-list.tsx',
  'web/i18n/en.ts',
  'web/i18n/zh.ts',
  'web/i18n/admin-en.ts',
  'web/i18n/admin-zh.ts',
  // The heading of the services page's section (content keys `caseStudies.title`, `caseStudies.subtitle`).
  'src/contract/constants.ts',
  'src/contract/content-defaults-en.ts',
  'src/contract/content-defaults-zh.ts',
  'web/pages/services.tsx',
  // Home features the first case study (decision 0048).
  'web/pages/home.tsx',
  // The content tab's parts in the services page's order: the section's heading texts and its list together (0064).
  'web/features/admin-content/parts.ts',
];

test('at most 16 source files name case studies, each for a reason listed here', () => {
  const naming = sources.filter((file) => /case.?stud|casestud/i.test(readFileSync(join(root, file), 'utf8'))).sort();
  expect(sources.length).toBeGreaterThan(200);
  expect(naming.filter((file) => !MAY_NAME_A_LIST.includes(file))).toEqual([]);
  expect(naming.length).toBeLessThanOrEqual(16);
});

const columnsOf = (field: ListField): string[] =>
  field.kind === 'icon'
    ? ['icon']
    : field.kind === 'image'
      ? ['imagePath', 'imageWidth', 'imageHeight', 'imageAltEn', 'imageAltZh']
      : [`${field.name}En`, `${field.name}Zh`];

describe.each(ALL_LISTS.map((list) => [list.key, list] as const))('%s', (key, list) => {
  test('its table has an id, a sort key and a column per value of its fields, nothing else', () => {
    const columns = Object.keys(getTableColumns(LIST_TABLES[key])).sort();
    expect(columns).toEqual(['id', 'sortOrder', ...list.fields.flatMap(columnsOf)].sort());
  });

  test('its name in the API is made from its key, so a public page reads it without its descriptor', () => {
    expect(listName(key)).toBe(list.name);
    expect(PUBLIC_READS.list(key)).toBe(listPath(list));
  });
});

test('drizzle-kit is handed every list table (db/list-tables.cjs, drizzle.config.ts), so a change to one is a migration', () => {
  const handed: unknown[] = Object.values(require('../db/list-tables.cjs'));
  expect(handed.length).toBe(Object.keys(LIST_TABLES).length);
  for (const table of Object.values(LIST_TABLES)) expect(handed).toContain(table);
});

test('each list has its own key and its own name in the API', () => {
  expect(new Set(ALL_LISTS.map((list) => list.key)).size).toBe(ALL_LISTS.length);
  expect(new Set(ALL_LISTS.map((list) => list.name)).size).toBe(ALL_LISTS.length);
});
