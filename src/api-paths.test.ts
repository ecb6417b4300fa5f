// The API's paths said once (src/contract/api-paths.ts): every one is a route the app registers, every route under /api/
// is one of them or a public read, the public reads agree with them, and filling a pattern encodes what it puts in.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ALL_LISTS, API_PATHS, listPath, pathTo, PUBLIC_READS, SECTIONS } from './contract';
import { startTestSite, type TestSite } from './testing/harness';

/** Every string of a nested object of paths. */
const patternsOf = (paths: object): string[] =>
  Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : patternsOf(value as object)));
/** The public lists' routes: their paths come from the lists' own descriptors, not from API_PATHS. */
const LISTS = ALL_LISTS.map(listPath);

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
});
afterAll(() => site.close());

/** The path of every route, a prefix plus "/" written as the prefix. */
const routes = () => site.app.routes.map((route) => route.path.replace(/(.)\/$/, '$1'));

describe('API_PATHS and the server', () => {
  test('every path of API_PATHS is a route the app registers', () => {
    const registered = new Set(routes());
    expect(patternsOf(API_PATHS).filter((pattern) => !registered.has(pattern))).toEqual([]);
  });

  test('every route under /api/ is in API_PATHS (or is a public list’s)', () => {
    const named = new Set([...patternsOf(API_PATHS), PUBLIC_READS.contactInfo]);
    const isList = (path: string) => LISTS.some((list) => path === list || path.startsWith(`${list}/`));
    const unnamed = routes().filter((path) => path.startsWith('/api/') && !named.has(path) && !isList(path));
    expect([...new Set(unnamed)]).toEqual([]);
  });
});

describe('API_PATHS and the public reads', () => {
  test('a section’s content and search snippet are read where the patterns say', () => {
    for (const section of SECTIONS) {
      expect(pathTo(API_PATHS.content.section, { section })).toBe(PUBLIC_READS.content(section));
      expect(pathTo(API_PATHS.snippets.one, { section })).toBe(PUBLIC_READS.snippet(section));
    }
    expect(API_PATHS.pricing.list).toBe(PUBLIC_READS.pricingPlans);
  });
});

describe('pathTo', () => {
  test('fills every parameter, URL-encoded, and leaves the rest of the pattern as it is', () => {
    expect(pathTo(API_PATHS.messages.notification, { id: 7 })).toBe('/api/contact-messages/7/notification');
    expect(pathTo(API_PATHS.backups.file, { name: 'a b/../c?.db' })).toBe('/api/admin/backups/a%20b%2F..%2Fc%3F.db');
    expect(pathTo(API_PATHS.audit, {})).toBe('/api/admin/audit');
  });
});
