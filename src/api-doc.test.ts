// docs/api.md's table and the server agree: every route the app registers has a row, and every row is a registered route.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_LISTS, listPath } from './contract';
import { startTestSite, type TestSite } from './testing/harness';

/** The web app's catch-all: it answers every path no other route takes, so the table speaks of it in words, not a row. */
const CATCH_ALL = 'GET /*';

/** docs/api.md, whose one table is the API. */
const apiDoc = () => readFileSync(join(import.meta.dir, '..', 'docs', 'api.md'), 'utf8');

/** A table row's cells; `\|` is a bar inside a cell's text, not a border. */
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/**
 * A path as docs/api.md writes it, as the app registers it: no query; `{list}` is each public list's path (from the lists'
 * own descriptors, so a new list needs no edit here); `{param}` is `:param`; a segment that is more than one parameter
 * (`{sha256}.{ext}`) is a wildcard, since Elysia cannot name part of a segment.
 */
function registeredForms(written: string): string[] {
  const path = written.replace(/\?.*$/, '');
  const expanded = path.includes('{list}') ? ALL_LISTS.map((list) => path.replace('/api/{list}', listPath(list))) : [path];
  return expanded.map((one) =>
    one
      .split('/')
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (param) return `:${param[1]}`;
        return segment.includes('{') ? '*' : segment;
      })
      .join('/'),
  );
}

/** "METHOD /path" for every route a row of the table names (a row may name several paths, each in backticks). */
function documentedRoutes(): string[] {
  const rows = apiDoc()
    .split('\n')
    .filter((line) => line.trimStart().startsWith('|'))
    .map(cellsOf)
    .filter(([method]) => method !== 'method' && !/^[-: ]+$/.test(method ?? ''));
  return rows.flatMap(([methods = '', paths = '']) => {
    const written = [...paths.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    // A row without a path in backticks still counts, so it shows up as no registered route rather than vanishing.
    const forms = written.length ? written.flatMap(registeredForms) : [`(no path in "${paths}")`];
    return methods.split(/[\s,/]+/).flatMap((method) => forms.map((path) => `${method} ${path}`));
  });
}

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 30_000); // the first site of a run builds the web app
afterAll(() => site.close());

/** Every route but the catch-all, a prefix registered with its trailing slash (`/api/services/`) written without it. */
const registeredRoutes = () =>
  site.app.routes.map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`).filter((route) => route !== CATCH_ALL);

describe('docs/api.md’s table', () => {
  test('every route the app registers has a row (add one for each route listed here)', () => {
    const documented = new Set(documentedRoutes());
    expect([...new Set(registeredRoutes())].filter((route) => !documented.has(route))).toEqual([]);
  });

  test('every row names a route the app registers (each listed here is in the table and not in the app)', () => {
    const registered = new Set(registeredRoutes());
    expect([...new Set(documentedRoutes())].filter((route) => !registered.has(route))).toEqual([]);
  });
});
