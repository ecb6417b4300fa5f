// The admin's visual editor reads a piece's Markdown into its document and writes it back (decision 0103): whatever the
// writer had, the page must show the same after a pass through the editor. Every sample text, every XSS case and a
// text with each thing the toolbar makes render to the same HTML before and after, and a second pass changes nothing.
import { describe, expect, test } from 'bun:test';
import { SEED_ARTICLES } from '../../../db/seed-journal';
import { SEED_STORIES } from '../../../db/seed-work';
import { fromMarkdown, toMarkdown } from '../../../web/features/admin-writing/rich-markdown';
import { XSS_CASES } from './fixtures/xss-cases';
import { renderMarkdown } from './markdown';

const IMAGE = `/media/${'a'.repeat(64)}.png`;

const EVERYTHING = [
  '# A first-level heading',
  '',
  '## What changed',
  '',
  'The team **stopped retyping** orders, *every* day, ~~twice~~ once; see [the plan](/pricing "Plans") or `npm test`.',
  'A second line of the same paragraph, and a line ending in a break  ',
  'after it.',
  '',
  '* One',
  '* Two with **bold**',
  '  * Nested',
  '',
  '1. First',
  '2. Second',
  '',
  '3. Loose',
  '',
  '4. List',
  '',
  '> A quote that is the point.',
  '>',
  '> - with a list',
  '',
  '```ts',
  'const a = `x` + "```";',
  '```',
  '',
  '    indented code',
  '',
  '---',
  '',
  `![A chart, with (brackets) and *stars*](${IMAGE} "Its title")`,
  '',
  '| Measure | Before | After |',
  '|:--|:-:|--:|',
  '| Hours a week | 12 | 1 \\| 2 |',
  '| **Errors** | [many](https://example.com) | `0` |',
  '',
  'Text with * a star, _underscores_, \\*escaped\\*, 1. not a list, # not a heading, <b>raw</b> & an &amp; entity.',
  '',
  '## 改變了什麼',
  '',
  '團隊**不再重複輸入**訂單，見[方案](/pricing)。「引號」與 https://example.com/a_b 網址。',
].join('\n');

// Compared as a reader sees them: runs of white space as one, and quotes straight (a quote written as an entity,
// &#39;, is kept straight by the page and curled after the editor writes it as the character: the same words).
const render = (markdown: string, lang: 'en' | 'zh') =>
  renderMarkdown(markdown, { lang, imageSize: (path) => (path === IMAGE ? { width: 800, height: 600 } : null) })
    .html.replace(/\s+/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .trim();

const texts: (readonly [string, string, 'en' | 'zh'])[] = [
  ['everything', EVERYTHING, 'en'],
  ['everything in Chinese', EVERYTHING, 'zh'],
  ...SEED_ARTICLES.flatMap((a) => [[`${a.slug} (en)`, a.en.body, 'en'] as const, [`${a.slug} (zh)`, a.zh.body, 'zh'] as const]),
  ...SEED_STORIES.flatMap((s) => [[`${s.slug} (en)`, s.en.body, 'en'] as const, [`${s.slug} (zh)`, s.zh.body, 'zh'] as const]),
  ...XSS_CASES.map((text, i) => [`XSS case ${i + 1}`, text, 'en'] as [string, string, 'en']),
];

describe('a text through the visual editor', () => {
  test.each(texts)('%s: the page shows the same, and a second pass changes nothing', (_name, markdown, lang) => {
    const once = toMarkdown(fromMarkdown(markdown));
    expect(render(once, lang)).toBe(render(markdown, lang));
    expect(toMarkdown(fromMarkdown(once))).toBe(once);
  });

  test('what the toolbar makes is written as the Markdown a writer would type', () => {
    const once = toMarkdown(fromMarkdown(EVERYTHING));
    expect(once).toContain('## What changed\n\nThe team **stopped retyping** orders, *every* day, ~~twice~~ once');
    expect(once).toContain('[the plan](/pricing "Plans")');
    expect(once).toContain('* One\n* Two with **bold**\n  * Nested');
    expect(once).toContain('| Measure | Before | After |\n| :-- | :-: | --: |\n| Hours a week | 12 | 1 \\| 2 |');
    expect(once).toContain('```ts\nconst a = `x` + "```";\n```');
  });

  test('an empty text stays empty', () => {
    expect(toMarkdown(fromMarkdown(''))).toBe('');
  });
});
