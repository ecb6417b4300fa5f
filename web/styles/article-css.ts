// How a rendered article body looks (decision 0090): the server writes plain elements from Markdown, so their look is
// said here, under the one class the page puts around them (`article-body`), in the design system's colours for both
// themes. Code is coloured by highlight.js's classes: three muted colours of the site's palette.

const BODY = '.article-body';

/** The theme's monospace for text that may hold Chinese (uno.config's `font.mono-cjk`): the sans mono faces, then a sans
 *  CJK face before the generic monospace, so a Chinese comment in a code block is set in a sans beside the mono, not in
 *  the platform's default (round 14 of the review, decision 0159). */
const MONO =
  '"DejaVu Sans Mono", "SF Mono", SFMono-Regular, Menlo, "Cascadia Mono", Consolas, ui-monospace, "Liberation Mono", "Noto Sans Mono CJK TC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", monospace';

const RULES: [selector: string, declarations: string][] = [
  // Set for reading, not for a marketing page: 18 px on a phone, 19 px from 640 px up (PHONE below).
  // In the reading colour (a step off the ink: in dark the near-white glared over a page of text); headings and bold in the ink.
  ['', 'font-size:1.1875rem;line-height:1.75;color:var(--c-reading);overflow-wrap:break-word'],
  [' > * + *', 'margin-top:1.25em'],
  [' :is(h2,h3,h4,h5,h6,strong)', 'color:var(--c-ink)'],
  [' :is(h2,h3,h4,h5,h6)', 'font-weight:600;letter-spacing:-.015em;line-height:1.3;scroll-margin-top:6rem;margin-top:2em'],
  // A body that opens with a heading starts at the top of its column, level with what sits beside it.
  [' > :first-child', 'margin-top:0'],
  [' > :is(h2,h3,h4,h5,h6):first-child', 'margin-top:0'],
  // A section's heading well above the body's size, with more room above it (2em of its own size) than below.
  [' h2', 'font-size:1.75rem'],
  [' h3', 'font-size:1.375rem'],
  [' :is(h4,h5,h6)', 'font-size:1.1875rem'],
  [' .heading-link', 'color:inherit;text-decoration:none'],
  [' .heading-link:hover', 'text-decoration:underline;text-decoration-color:var(--c-line-strong);text-underline-offset:.2em'],
  [
    ' a:not(.heading-link)',
    'color:var(--c-accent-text);text-decoration:underline;text-underline-offset:.2em;text-decoration-thickness:1px',
  ],
  [' a:not(.heading-link):hover', 'color:var(--c-accent-hover)'],
  // No paragraph ends on one word alone (in Chinese, one character).
  // (Two selectors, not `:is(p,li)`: the build's `:-webkit-any()` fallback for it outweighs `blockquote > p` below.)
  // A list item fills the column as a paragraph does, its last line evened out (`pretty`): balanced (decision 0215) each
  // item of two lines broke at 55-60 % of the column, a ragged hole beside the paragraphs (round 26, decision 0230).
  [' p', 'text-wrap:pretty'],
  [' li', 'text-wrap:pretty'],
  // …and a quote's lines even, as its blockquote asks (the paragraph's pretty had won, and a Chinese quote ended on 「再做。」
  // alone: review of session 37).
  [' blockquote > p', 'text-wrap:balance'],
  [' :is(ul,ol)', 'padding-left:1.4em'],
  [' ul', 'list-style:disc'],
  [' ol', 'list-style:decimal'],
  [' li + li', 'margin-top:.4em'],
  [' li::marker', 'color:var(--c-faint)'],
  // A quote is the article's point said once: larger and in the ink, set off by the accent's rule on the column's edge
  // (round 22: the rule hung in the margin read as outside the column; decision 0215, amending 0194's hung rule); its
  // lines even, so no word (or in Chinese, no last two characters) is left alone on the last.
  [
    ' blockquote',
    'border-left:3px solid var(--c-accent);padding:.35em 0 .35em 1.25em;margin:2em 0;color:var(--c-ink);font-size:1.375rem;line-height:1.5;font-weight:500;letter-spacing:-.01em;text-wrap:balance',
  ],
  [' hr', 'border:0;border-top:1px solid var(--c-line);margin:2.5em 0'],
  [' img', 'display:block;max-width:100%;height:auto;border-radius:.75rem;border:1px solid var(--c-line)'],
  // Code in the site's monospace (the theme's `font-mono` stack: DejaVu Sans Mono, SF Mono, Menlo, Cascadia Mono…, the
  // platform's generic only last), a step under the text's size.
  [' :is(code,pre)', `font-family:${MONO};font-variant-ligatures:none`],
  [
    ' :not(pre) > code',
    'font-size:.84em;padding:.1em .35em;border-radius:.3em;background:var(--c-surface-alt);border:1px solid var(--c-line)',
  ],
  [
    ' pre',
    'overflow-x:auto;padding:1rem 1.25rem;border-radius:.75rem;background:var(--c-surface-alt);border:1px solid var(--c-line);font-size:.875rem;line-height:1.7;tab-size:2;color:var(--c-ink)',
  ],
  // A block of code under its language's name (the server writes `code-block` and `code-label`): one box, the name a
  // small label on its top edge over a hairline (round 11 of the review).
  [' .code-block', 'border:1px solid var(--c-line);border-radius:.75rem;overflow:hidden;background:var(--c-surface-alt)'],
  [
    ' .code-label',
    'padding:.45rem 1.25rem;border-bottom:1px solid var(--c-line);font-size:.75rem;line-height:1.5;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:var(--c-muted)',
  ],
  [' .code-block pre', 'margin:0;border:0;border-radius:0'],
  // Three muted colours of the palette, in both themes (tokens): what the language says in the accent's text tone, what
  // the writer wrote (strings, numbers) in the good green, comments faint and italic; the rest in the ink, names bold.
  [
    ' :is(.hljs-keyword,.hljs-built_in,.hljs-type,.hljs-selector-tag,.hljs-literal,.hljs-meta)',
    'color:color-mix(in oklch,var(--c-accent-text) 80%,var(--c-ink))',
  ],
  [
    ' :is(.hljs-string,.hljs-number,.hljs-regexp,.hljs-symbol,.hljs-attr,.hljs-attribute)',
    'color:color-mix(in oklch,var(--c-good) 85%,var(--c-ink))',
  ],
  [' :is(.hljs-comment,.hljs-quote)', 'color:var(--c-faint);font-style:italic'],
  // Chinese has no italic (a slanted comment read as a broken face): on a Chinese page a comment is set upright.
  [' :is(.hljs-comment,.hljs-quote):lang(zh)', 'font-style:normal'],
  [' :is(.hljs-title,.hljs-name,.hljs-section,.hljs-tag)', 'font-weight:600'],
  // The edge that has more to show is shaded (backgrounds that scroll with the table cover the shade at each end).
  [
    ' .table-scroll',
    'overflow-x:auto;border:1px solid var(--c-line);border-radius:.75rem;background:linear-gradient(90deg,var(--c-surface) 30%,transparent) left/3rem 100% no-repeat local,linear-gradient(270deg,var(--c-surface) 30%,transparent) right/3rem 100% no-repeat local,linear-gradient(90deg,color-mix(in oklch,var(--c-ink) 16%,transparent),transparent) left/1.25rem 100% no-repeat scroll,linear-gradient(270deg,color-mix(in oklch,var(--c-ink) 16%,transparent),transparent) right/1.25rem 100% no-repeat scroll var(--c-surface)',
  ],
  [' table', 'width:100%;border-collapse:collapse;font-size:.9375rem'],
  // A table's caption (the Markdown's "Table: …" line, decision 0154): what the figures are, said once over them as a
  // code block's language is, in small muted type over a hairline, left on the cells' edge (a Chinese one in its size).
  [
    ' caption',
    'caption-side:top;text-align:left;padding:.6rem .9rem;border-bottom:1px solid var(--c-line);font-size:.875rem;line-height:1.5;font-weight:600;color:var(--c-muted);text-wrap:pretty',
  ],
  // A cell breaks between words only (the body's `break-word` had split a heading mid-word, "Work-ing", on a phone): a
  // table that cannot fit scrolls in its box, or below 480 px is cards (decision 0189).
  [' :is(th,td)', 'padding:.6em .9em;text-align:left;border-bottom:1px solid var(--c-line);overflow-wrap:normal'],
  [' tr:last-child td', 'border-bottom:0'],
  // A heading names its column in a word or two: English may wrap between its words (balanced), so three columns fit a
  // phone without hiding the last; a Chinese heading is kept whole (it broke mid-word on a phone).
  [' th', 'font-weight:600;background:var(--c-surface-alt);text-wrap:balance;vertical-align:bottom'],
  [' th:lang(zh)', 'white-space:nowrap'],
  [' .align-center', 'text-align:center'],
  [' .align-right', 'text-align:right;font-variant-numeric:tabular-nums'],
  // A figure with its unit is one value ("12 hours", 「12 小時」): never broken across lines; its label wraps instead.
  [' td.align-right', 'white-space:nowrap'],
  // A table of figures that compares states (its rows named in words, not counted: a story's Before and After) reads to
  // its last column, where things stand now: that column in the ink, bold, on a faint tint of the accent; the columns
  // before it quieter, in the muted ink (round 11 of the review). A table keyed by a count (weeks 1, 4, 8) is a series
  // of measures side by side, none of them the outcome: it stays even. The tint is the good green at a low opacity, never
  // the accent (round 22: the brand's red/pink on "After six months" read as a warning; decision 0215, after 0159's
  // accent tint): at 8 % (its heading 14 % over the heading row's fill) a quiet green on either ground, the ink on it
  // about 15 : 1 in light and 12 : 1 in dark.
  [' .table-figures:not(.table-keyed) :is(th,td):not(:first-child):not(:last-child)', 'color:var(--c-muted)'],
  [' .table-figures:not(.table-keyed) td:not(:first-child):not(:last-child)', 'font-weight:400'],
  [
    ' .table-figures :is(th,td):last-child',
    'color:var(--c-ink);font-weight:700;background:color-mix(in oklch,var(--c-good) 8%,transparent)',
  ],
  [' .table-figures:not(.table-keyed) th:last-child', 'background:color-mix(in oklch,var(--c-good) 14%,var(--c-surface-alt))'],
];

/**
 * Chinese body text (the text's own language, not the page's: an English preview in the Chinese admin stays English):
 * the site's line height for Chinese, no italic (Chinese has none; emphasis stays bold), and paragraphs set flush at
 * both edges at every width, as Chinese is typeset (each character one square), what a line gives up shared between all
 * its characters (`inter-character`), not opened up at its few spaces (decision 0177, after 0154 and 0163). Measured on
 * the seeded articles and stories at 390 px (163 lines): flush left, 39 lines ended a character and a half or more short
 * of the column (round 17: "ragged"); justified, none, nine in ten lines' characters a step of 1.14 em or less and the
 * widest 1.3 em (where `text-wrap: pretty` pulls a word down to a held end), against 1.5 em while a link was one unbreakable unit. So a link's words break between them as the
 * text's do (each still a `w` span; 「這個客戶案例」 held whole had spread its line by half a character a gap).
 * Measured again in session 47 (decision 0194; round 20 read the phone's justified lines as stretched), 177 lines of the
 * seeded articles and stories at 390 px: justified, nine in ten lines' characters at most 0.09 em further apart than the
 * font's step, 11 lines over 0.1 em, the widest 0.23 em (the line before a paragraph's held last characters); flush
 * left, the median line 0.44 em short, 29 lines a character or more short, one 3.4 em. Justified stays.
 * Below 640 px it is start-aligned after all (decision 0211, round 21): the outside designer still read a phone's
 * justified line as stretched (「試 算 表 ， 我 們…」 beside lines of tight punctuation); its lines break between any two
 * characters, so a start-aligned line ends at most a character or two short. From decision 0217 (round 24: the privacy
 * notice's line before a figure kept whole read 頁 列 出 的…) they are start-aligned at every width, as the notice is.
 * List items stay flush left: an item is short, and a closing phrase moved down would spread its first line (1.29 em).
 * A quote's balanced lines are not justified (its short first line was spread wide).
 * A paragraph and a list item keep their words whole, as headings and table cells do: each word and each figure with its
 * unit one `w` span (src/modules/publishing/markdown.ts; round 26 read 他 / 們 and 12 / 小時 split in a list, decision
 * 0230, amending 0182, which broke them between any two characters so a justified line was never spread). Start-aligned,
 * a line ends at most a word short. They are filled (`auto`), not `pretty`: pretty pulled words down and left a
 * paragraph's first line four characters short (試算表 / 從來沒有的, 鷹準的 / 41 個分頁; session 50).
 * Written as two plain selectors, not `:is(p,li)`: the build's prefixer adds `:-webkit-any(p,li)`, which Chromium counts
 * as a class (0,3,0), and that outranked the quote's balance below (0,2,2), leaving a pull quote's last line 「再做。」.
 */
const CHINESE =
  '.article-body .w{white-space:nowrap} .article-body:lang(zh){font-size:1.125rem;line-height:1.9} .article-body em:lang(zh){font-style:normal;font-weight:600} .article-body p:lang(zh),.article-body li:lang(zh){text-wrap-style:auto} .article-body blockquote p:lang(zh){text-align:start;text-wrap-style:balance}';

/** On a phone the text is a size smaller, and a table's cells sit closer, so three columns fit its width. */
const PHONE = `@media (max-width:40rem){${BODY}{font-size:1.125rem} ${BODY} :is(th,td){padding:.55em .65em}}`;

/**
 * On a phone a wide table of figures (four columns or more, the server marks it `table-figures table-wide`) is a stack of
 * cards, one a row (a small one, two or three columns, fits as a table and stays one: as cards it read label-heavy,
 * review of session 38): what was measured across the top, then each figure large under its column's heading (the cell's
 * `data-label`), the last (where things stand now) in the ink and bold: the accent's red read as bad news (review of
 * session 37). A card whose key is a count (the server marks the table `table-keyed`) is titled with its column's
 * heading too: "Week 1", not "1". The column headings stay for a screen reader, out of sight. A table of words keeps its
 * rows.
 */
const F = `${BODY}:not(.rich-text) .table-figures.table-wide:not(.table-fits)`;
const FIGURES = `@media (max-width:40rem){${[
  `${F}{overflow:visible;border:0;border-radius:0;background:none}`,
  `${F} :is(table,tbody){display:block}`,
  `${F} thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`,
  `${F} tr{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem 1rem;padding:1rem 1.125rem;border:1px solid var(--c-line);border-radius:.75rem;background:var(--c-surface)}`,
  `${F} tr + tr{margin-top:.75rem}`,
  `${F} td{display:block;padding:0;border:0;text-align:left}`,
  `${F} td:first-child{grid-column:1/-1;font-size:.9375rem;line-height:1.45;font-weight:600;color:var(--c-ink);text-wrap:pretty}`,
  `${F} td + td{font-size:1.625rem;line-height:1.15;font-weight:600;letter-spacing:-.02em;white-space:normal;font-variant-numeric:tabular-nums}`,
  `${F} td + td::before{content:attr(data-label);display:block;margin-bottom:.3rem;font-size:.75rem;line-height:1.3;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--c-muted)}`,
  `${F} td + td:last-child{font-weight:700}`,
  `${F} td:last-child{background:none}`,
  `${F}.table-keyed td:first-child::before{content:attr(data-label) "\\a0"}`,
  `${F} td + td:lang(zh)::before{letter-spacing:0;font-size:.8125rem}`,
  `${F} caption{display:block;padding:0 0 .6rem;border:0}`,
].join('')}}`;

/**
 * A table of figures the server measured to fit a 390 px phone's column (`table-fits`, decision 0189) stays a table at
 * every width: round 20 read three short columns set as cards as label-heavy. The rules below set only the others.
 *
 * Below 480 px a small table of figures (three columns: a story's results, an article's weeks) that does not fit is a stack of small
 * cards too (decision 0129, amending session 39's "small tables stay tables"): at 390 px its headings wrapped and broke
 * mid-word ("Work-ing"). Each row a card: what was measured as its title (a count titled with its column's heading:
 * "Week 1"), then each figure on a line of its own, its column's heading (the cell's `data-label`) on the left and the
 * figure on the right, as label: value. From 480 px it is a table again. The column headings stay for a screen reader,
 * out of sight. Styles only: no script.
 */
const S = `${BODY}:not(.rich-text) .table-figures:not(.table-wide):not(.table-fits)`;
const SMALL = `@media (max-width:29.99rem){${[
  `${S}{overflow:visible;border:0;border-radius:0;background:none}`,
  `${S} :is(table,tbody){display:block}`,
  `${S} thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`,
  `${S} tr{display:block;padding:.75rem 1rem;border:1px solid var(--c-line);border-radius:.75rem;background:var(--c-surface)}`,
  `${S} tr + tr{margin-top:.625rem}`,
  `${S} td{display:block;padding:.3rem 0;border:0;text-align:left}`,
  `${S} td:first-child{padding:0 0 .4rem;margin-bottom:.2rem;border-bottom:1px solid var(--c-line);font-weight:600;line-height:1.45;color:var(--c-ink);text-wrap:pretty}`,
  `${S}.table-keyed td:first-child::before{content:attr(data-label) "\\a0"}`,
  `${S} caption{display:block;padding:0 0 .6rem;border:0}`,
  `${S} td + td{display:flow-root;text-align:right;font-weight:600;font-variant-numeric:tabular-nums;white-space:nowrap}`,
  // The last figure (After) on its faint tint as in the table, the tint a little wider than its words.
  `${S}:not(.table-keyed) td:last-child{margin:0 -.5rem;padding:.3rem .5rem;border-radius:.375rem}`,
  `${S} td + td::before{content:attr(data-label);float:left;max-width:65%;margin-right:1rem;text-align:left;font-weight:400;color:var(--c-muted);white-space:normal;text-wrap:pretty}`,
].join('')}}`;

export const ARTICLE_CSS =
  RULES.map(([selector, declarations]) => `${BODY}${selector}{${declarations}}`).join('') + CHINESE + PHONE + FIGURES + SMALL;

/**
 * The admin's visual editor (decision 0103) is an article body the writer types in: ProseMirror's own needs (white
 * space kept, a selected node shown, a hidden selection hidden), the empty text's placeholder, an image with its
 * description under it, and table cells wide enough to click into.
 */
export const RICH_EDITOR_CSS = [
  '.rich-text{white-space:pre-wrap;word-wrap:break-word;font-variant-ligatures:none}',
  '.rich-text .is-empty::before{content:attr(data-placeholder);color:var(--c-faint);float:left;height:0;pointer-events:none}',
  '.rich-text .ProseMirror-selectednode{outline:2px solid var(--c-accent);outline-offset:2px}',
  '.rich-text.ProseMirror-hideselection *::selection{background:transparent}',
  '.rich-text.ProseMirror-hideselection{caret-color:transparent}',
  '.rich-text li{position:relative}',
  '.rich-text [draggable][contenteditable=false]{user-select:text}',
  '.rich-image{display:block;margin:.25em 0}',
  '.rich-image.is-selected img{outline:2px solid var(--c-accent);outline-offset:2px}',
  '.rich-image input{display:block;width:100%;margin-top:.5rem;padding:.25rem 0;border:0;border-bottom:1px dashed var(--c-line-strong);background:transparent;color:var(--c-muted);font-size:.875rem;text-align:center;outline:none}',
  // A picture's description: focused as every field in the admin is, in the `focus` ring (its edge was the accent).
  '.rich-image input:focus{color:var(--c-ink)}',
  '.rich-image input:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px;border-radius:.25rem}',
  '.rich-image input::placeholder{color:var(--c-faint)}',
  '@media (min-width:40rem){.rich-text :is(th,td){min-width:6rem}}',
  // On a phone the page's tables of figures are stacks of labelled cards (ARTICLE_CSS), but the editor's table has no
  // labels to give them (its heading row is a row like the others). It is fitted to the column instead (decision 0213;
  // round 23: at 390 px the key column, "Planner hours saved", "First quarter live", sat cut behind the frame's fade):
  // the labels and the English headings wrap between words, a figure and a Chinese heading stay whole, so three or
  // four columns are all in sight. A table wider still scrolls in its frame, the page's shade on the edge with more.
  '@media (max-width:39.99rem){.rich-text table{width:100%}.rich-text :is(th,td){min-width:0;overflow-wrap:break-word}}',
  // Wider, where the table fits, the plain ground.
  '@media (min-width:40rem){.rich-text .table-scroll{background:var(--c-surface)}}',
  // A table's "Table: …" line (rich-field.tsx): drawn as the page's caption is, small, semibold, in the muted ink, on the
  // table's edge (round 27: on the cells' text, 14 px in, it read as indented off the frame) and held close to its table;
  // its "Table:" quieter still.
  // The editor's Chinese text has no word spans (the server adds them to the page, decision 0230), so its lines break
  // between any two characters: `pretty` there keeps a paragraph's or an item's last line from being one or two
  // characters or a lone 。 (round 27: 什麼, 說。 alone at 390 px), which it cannot do to the page's held words.
  '.rich-text p:lang(zh),.rich-text li:lang(zh){text-wrap-style:pretty}',
  '.rich-text .rich-caption{padding:0;font-size:.875rem;line-height:1.5;font-weight:600;color:var(--c-muted);text-wrap:pretty}',
  '.rich-text .rich-caption.is-after{margin-top:.5rem}',
  '.rich-text .rich-caption.is-before + *{margin-top:.5rem}',
  '.rich-text .rich-caption-mark{font-weight:500;color:var(--c-faint)}',
].join('');
