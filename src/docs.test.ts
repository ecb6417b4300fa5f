// The product's documents are in the clone (decision 0044): nothing cites the old documents that lived outside the
// repository, every "product.md §N" cited is a section of docs/product.md, every decision the docs name exists, every
// relative link in a Markdown file resolves, and the README stays a page (decision 0081).
// The decision records say what is true today: each has a status line, and a record that amends, supersedes or extends
// another is named on that one's status line, and the other way round.
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

const decisionsDir = join(root, 'docs/decisions');
const recordFiles = readdirSync(decisionsDir).filter((f) => /^\d{4}-.+\.md$/.test(f));
const recordNumbers = new Set(recordFiles.map((f) => f.slice(0, 4)));

/** A record's status paragraph: from its "*Status:" line to the next blank line; '' when it has none near the top. */
function statusOf(file: string): string {
  const lines = readFileSync(join(decisionsDir, file), 'utf8').split('\n');
  const start = lines.slice(0, 6).findIndex((line) => line.startsWith('*Status: '));
  if (start < 0) return '';
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  return lines.slice(start, end < 0 ? undefined : end).join(' ');
}

/** The record numbers a clause names outside its parentheses, from `verb` to the end of its sentence (or a ';'). */
function numbersAfter(status: string, verb: RegExp): string[] {
  let bare = status;
  for (let before = ''; before !== bare; ) [before, bare] = [bare, bare.replace(/\([^()]*\)/g, '')];
  return [...bare.matchAll(new RegExp(`${verb.source}([^;]*?)(?:\\.(?=\\s|\\*|$)|;|$)`, 'g'))].flatMap((m) =>
    [...m[1]!.matchAll(/\b0\d{3}\b/g)].map((n) => n[0]),
  );
}

describe('the decision records say what is true today', () => {
  const statuses = new Map(recordFiles.map((file) => [file.slice(0, 4), statusOf(file)]));

  test('every record has a status line at its top', () => {
    expect(recordFiles.length).toBeGreaterThan(50);
    expect(recordFiles.filter((file) => !/^\*Status: (accepted|superseded)\b/.test(statuses.get(file.slice(0, 4))!))).toEqual([]);
  });

  test('every docs/decisions/NNNN reference in the tree, and every record link in docs/, is a file there', () => {
    const files = new Set(recordFiles);
    const broken = texts.flatMap(({ file, text }) => {
      const paths = [...text.matchAll(/docs\/decisions\/(\d{4})(-[\w.-]+?\.md)?\b/g)].map((m) => ({
        number: m[1]!,
        file: m[2] && m[1]! + m[2],
      }));
      // A link between records, or from docs/ to a record: (NNNN-name.md) or (decisions/NNNN-name.md).
      const links = file.startsWith('docs/')
        ? [...text.matchAll(/\]\((?:\.\/|decisions\/)?(\d{4})(-[\w.-]+\.md)\)/g)].map((m) => ({ number: m[1]!, file: m[1]! + m[2] }))
        : [];
      return [...paths, ...links]
        .filter((ref) => !recordNumbers.has(ref.number) || (ref.file && !files.has(ref.file)))
        .map((ref) => `${file}: ${ref.file ?? ref.number}`);
    });
    expect(broken).toEqual([]);
  });

  test("a record that amends, supersedes or extends another is named on that one's status line", () => {
    const forward = /\b(?:[Aa]mends|[Ss]upersedes(?: in part)?|[Ee]xtends|[Cc]hanges part of)\b/;
    const unnamed = [...statuses].flatMap(([later, status]) =>
      numbersAfter(status, forward)
        .filter((earlier) => earlier < later && !statuses.get(earlier)?.includes(later))
        .map((earlier) => `${earlier} does not name ${later}, which changes it`),
    );
    expect(unnamed).toEqual([]);
  });

  test("a record amended, superseded or extended by a later one is named on that one's status line", () => {
    const backward = /\b(?:[Aa]mended|[Ss]uperseded(?: in part)?|[Ee]xtended) by\b/;
    const changes = [...statuses].flatMap(([earlier, status]) => numbersAfter(status, backward).map((later) => ({ earlier, later })));
    expect(changes.length).toBeGreaterThan(20);
    expect(changes.filter(({ earlier, later }) => !recordNumbers.has(later) || !statuses.get(later)!.includes(earlier))).toEqual([]);
  });

  test('every changelog entry cited ("YYYY-MM-DD: name") is a heading of docs/design.md\'s Changelog', () => {
    const design = readFileSync(join(root, 'docs/design.md'), 'utf8');
    const changelog = design.slice(design.indexOf('\n## Changelog\n'));
    const headings = new Set([...changelog.matchAll(/^### (.+)$/gm)].map((m) => m[1]));
    const cited = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/"(\d{4}-\d{2}-\d{2}: [^"\n]+)"/g)].map((m) => ({ file, entry: m[1]! })),
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ entry }) => !headings.has(entry))).toEqual([]);
  });
});
