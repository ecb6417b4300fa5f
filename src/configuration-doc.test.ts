// docs/configuration.md's table and src/config.ts's VARIABLES agree: the same variables, in the same order, each row
// saying the default, what it accepts and what it does as the config describes it (decision 0081).
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VARIABLES } from './config';
import type { Variable } from './config-kinds';

const doc = readFileSync(join(import.meta.dir, '..', 'docs', 'configuration.md'), 'utf8');

/** The table's rows: every line that starts with a variable's name in backticks. */
const documentedRows = doc.split('\n').filter((line) => /^\| `[A-Z][A-Z0-9_]*` \|/.test(line));
const nameOf = (row: string) => /^\| `([A-Z0-9_]+)`/.exec(row)![1]!;

/** The row the config's description makes: a default in backticks, or what happens without one. */
const rowFor = (variable: Variable) =>
  `| \`${variable.name}\` | ${variable.fallback === undefined ? variable.unset : `\`${variable.fallback}\``} | ${variable.accepts} | ${variable.about} |`;

const variables = Object.values(VARIABLES) as Variable[];

describe('docs/configuration.md', () => {
  test('every variable the config reads has a row', () => {
    const documented = new Set(documentedRows.map(nameOf));
    expect(variables.map((variable) => variable.name).filter((name) => !documented.has(name))).toEqual([]);
  });

  test('every row names a variable the config reads', () => {
    const read = new Set(variables.map((variable) => variable.name));
    expect(documentedRows.map(nameOf).filter((name) => !read.has(name))).toEqual([]);
  });

  test("each row is the config's description: default, what it accepts, what it does, in the config's order", () => {
    expect(documentedRows).toEqual(variables.map(rowFor));
  });
});
