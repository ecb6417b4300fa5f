// The product's documents are in the clone (decision 0044): nothing cites the old documents that lived outside the
// repository, every "product.md §N" cited is a section of docs/product.md, every decision the docs name exists, every
// relative link in a Markdown file resolves, and the README stays a page (decision 0081).
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(import.meta.dir, '..');
/** This file names the old documents in order to look for them. */
const SELF = 'src/docs.test.ts';

/** The tracked files (git ls-files); without git, the tree minus what is never tracked. */
function trackedFiles(): string[] {
  const git = Bun.spawnSync(['git', 'ls-files', '-z'], { cwd: root, stderr: 'ignore' });
  if (git.exitCode === 0) return git.stdout.toString().split('\0').filter(Boolean);
  const skip = /(^|\/)(node_modules|\.git|dist|data)(\/|$)/;
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => !skip.test(f) && statSync(join(root, f)).isFile());
}

/** Text files only: a file with a NUL byte (an image, a font) is skipped. */
const texts = trackedFiles()
  .filter((file) => file !== SELF && !file.startsWith('node_modules/'))
  .flatMap((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      return []; // listed by git but deleted in the working tree
    }
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
  });

/** Every line of the tree that matches, as "file:line: text". */
const linesMatching = (pattern: RegExp) =>
  texts.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])),
  );

const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const sections = new Set([...product.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1])));

describe('the documents live in the repository', () => {
  test('the scan reads the tree: hundreds of files, the docs among them', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.map((t) => t.file)).toContain('docs/architecture.md');
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test('no file points outside the clone, at the folder beside it', () => {
    expect(linesMatching(/\.\.\/shared\b/)).toEqual([]);
  });

  test('no file names the old documents (cite docs/product.md, docs/architecture.md, docs/engineering.md)', () => {
    expect(linesMatching(/\b(SPEC|DESIGN|STYLE|STACK-NOTES)\.md\b/)).toEqual([]);
    // Their short names in capitals were the old citations ("SPEC §3", "DESIGN's rules"): a branch from before the
    // move still writes them.
    expect(linesMatching(/\b(SPEC|DESIGN)\b(?!-)/)).toEqual([]);
  });

  test('every "product.md §N" cited is a section of docs/product.md', () => {
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/product\.md((?:\s*(?:,|\/|and)?\s*§\d+)+)/g)].flatMap((m) =>
        [...m[1]!.matchAll(/§(\d+)/g)].map((n) => ({ file, section: Number(n[1]) })),
      ),
    );
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  test('every decision the docs name, as (NNNN), is a file in docs/decisions/', () => {
    const decisions = new Set(readdirSync(join(root, 'docs/decisions')).map((f) => f.slice(0, 4)));
    const named = ['docs/product.md', 'docs/architecture.md', 'docs/engineering.md'].flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\((\d{4}(?:,\s*\d{4})*)\)/g)].flatMap((m) =>
        m[1]!.split(/,\s*/).map((number) => ({ file, number })),
      ),
    );
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter(({ number }) => !decisions.has(number))).toEqual([]);
  });

  test('every relative link in a Markdown file names a file or folder of the clone', () => {
    const links = texts
      .filter(({ file }) => file.endsWith('.md'))
      .flatMap(({ file, text }) =>
        // Code blocks hold shell and config, not links.
        [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1]!)
          .filter((target) => !/^([a-z]+:|#)/.test(target))
          .map((target) => ({ file, target })),
      );
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter(({ file, target }) => !existsSync(join(root, dirname(file), target.replace(/#.*$/, ''))))).toEqual([]);
  });

  test('README.md fits in a page: at most 250 lines (the rest lives in docs/)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });
});
