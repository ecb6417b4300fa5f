// A piece's languages, one at a time (a tab each, with its state): where it stands on the site (with the other
// language's text to work from), and its texts: its Markdown, its live preview, or the two side by side on a wide
// screen (editor-view.ts). The editor places the parts (piece-editor.tsx).
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import {
  BODY_MAX_CHARS,
  type Collection,
  LANGS,
  type Lang,
  type Piece,
  type PieceWrite,
  type StateWrite,
  SUMMARY_MAX,
  type VersionText,
} from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { renderPreview } from '../../lib/calls/pieces';
import { dateLocale, siteZone } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import type { Editing } from './editor-view';
import { MarkdownField } from './markdown-field';
import { ModeChoice } from './mode-choice';
import { oneLine, submitOnEnter } from './piece-draft';
import { MarkdownPreview } from './markdown-preview';
import { followingScroll, type TextPlace } from './read-through';
import { VersionState } from './version-state';
import { DOT } from './pieces-list';
import { Phrased } from '../../components/ui/phrased';
import { useFocusHint } from './focus-hint';

/** A day without its year, in the admin's long format (December 14; 12月14日): a tab's schedule. */
const dayMonth = (when: string, lang: Lang) =>
  new Intl.DateTimeFormat(dateLocale(lang), { month: 'long', day: 'numeric', timeZone: siteZone() }).format(new Date(when));

/** The public page's reading column's width (reading-title.tsx), on the column's left edge. */
const READING = 'w-full max-w-[38rem]';

/** The visual editor, fetched when it is first shown (ProseMirror is the admin's largest part). */
const RichField = lazy(() => import('./rich-field'));

/** While the visual editor's code comes (review round 28: entering focus showed a blank body): the text's lines as a
 * pulsing skeleton, never an empty canvas (decision 0241). */
function TextSkeleton({ framed }: { framed: boolean }) {
  return (
    <div
      className={`min-h-[24rem] space-y-3 ${framed ? 'rounded-lg border border-line-strong p-4' : 'pt-4'}`}
      data-text-loading
      aria-hidden="true"
    >
      {['w-full', 'w-11/12', 'w-4/5', 'w-5/6', 'w-2/3'].map((width) => (
        <div key={width} className={`skeleton h-4 ${width}`} />
      ))}
    </div>
  );
}

type Props = {
  lang: Lang;
  onLang: (lang: Lang) => void;
  draft: PieceWrite;
  piece: Piece | null;
  busy: boolean;
  dirty: boolean;
  tooLong: boolean;
  onText: (lang: Lang, change: Partial<VersionText>) => void;
  onState: (lang: Lang, change: StateWrite) => void;
};

/** A story page's two parts (review round 18): "Text" and "Story details", tabs of the page; a switch as the languages
 * are (round 20); page tabs underlined since review round 28 (decision 0241: three look-alike tracks in one row), the
 * open part underlined in ink, the languages' pill and the view's quiet toggle beside them. Under the editor's bar at every width, level with the
 * languages' switch (decision 0232: in the bar they cut the story's title short), in words alone as the switches beside
 * them; on a phone a full-width segmented control of its own (round 26: two unlabelled marks), halves of equal width. */
export function StoryParts({ story }: { story: { open: boolean; onOpen: () => void; onText: () => void } }) {
  const t = useAdminT();
  const part =
    'keyboard-ring -mb-px inline-flex min-h-9 min-w-0 shrink-0 items-center border-b-2 border-transparent px-1 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-ink aria-[selected=true]:border-ink aria-[selected=true]:text-ink max-sm:min-h-11 max-sm:flex-1 max-sm:basis-0 max-sm:justify-center';
  return (
    // A story's two parts: its text (in two languages) and its details (the card, services, facts, screens, quote).
    <div
      role="tablist"
      aria-label={t.publishing.work.tabs}
      className="inline-flex min-w-0 shrink-0 items-end gap-4 self-stretch border-b border-line max-sm:flex max-sm:flex-1"
      data-story-parts
    >
      <button
        type="button"
        role="tab"
        id="piece-tab-text"
        aria-selected={!story.open}
        aria-controls="piece-language"
        title={t.publishing.work.textTab}
        onClick={story.onText}
        className={part}
      >
        <span className="min-w-0 truncate">{t.publishing.work.textTab}</span>
      </button>
      <button
        type="button"
        role="tab"
        id="piece-tab-story"
        aria-selected={story.open}
        aria-controls="piece-story"
        // Named in full ("Story details"); its short word, "Details", is what it shows, so the row beside the languages
        // and the view's choice fits the text's 38rem column (decision 0232).
        aria-label={t.publishing.work.section}
        title={t.publishing.work.section}
        onClick={story.onOpen}
        className={part}
      >
        <span className="min-w-0 truncate">{t.publishing.work.detailsTab}</span>
      </button>
    </div>
  );
}

/** The two languages as a compact switch heading the title (decision 0139): "EN | 中", each with its state in a dot (the
 * state in words in its name and tooltip); on a story's Text only (`story`), its parts (StoryParts) before them. At the
 * row's end, `end` from 640 px, and `phoneEnd` on a phone: one row from 640 px; on a phone a story's parts are a row of
 * their own above it (decision 0232), `partsEnd` at that row's end. */
export function LanguageTabs({
  lang,
  onLang,
  piece,
  story,
  end,
  phoneEnd,
  partsEnd,
  className = '',
}: Pick<Props, 'lang' | 'onLang' | 'piece'> & {
  story?: { open: boolean; onOpen: () => void; onText: () => void };
  end?: ReactNode;
  phoneEnd?: ReactNode;
  /** On a phone, at the end of a story's parts' row (the same on both parts, so the switch keeps its width). */
  partsEnd?: ReactNode;
  className?: string;
}) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const ui = useLang();
  const parts = story && (
    <div className="flex min-w-0 shrink-0 items-center gap-2 max-sm:w-full">
      <StoryParts story={story} />
      {partsEnd && <div className="flex shrink-0 items-center sm:hidden">{partsEnd}</div>}
    </div>
  );
  // The switch: a track in the ground's tone, the open language raised off it (its fill, edge and shadow).
  const languages = !story?.open && (
    <div role="tablist" aria-label={words.language} className="inline-flex shrink-0 items-center gap-0.5 rounded-lg bg-surface-alt p-0.5">
      {LANGS.map((l) => {
        const selected = l === lang;
        const standing = piece?.[l].state ?? 'draft';
        const state = t.publishing.states[standing];
        // When a scheduled version goes up, on its tab: its schedule read without opening it (the day, long-format).
        const when = standing === 'scheduled' && piece?.[l].publishAt ? dayMonth(piece[l].publishAt, ui) : '';
        return (
          <button
            key={l}
            type="button"
            role="tab"
            id={`piece-tab-${l}`}
            aria-selected={selected}
            aria-controls="piece-language"
            title={[t.publishing.langs[l], state, when].filter(Boolean).join(' · ')}
            onClick={() => onLang(l)}
            data-tab-state={standing}
            className={`keyboard-ring inline-flex min-h-8 items-center justify-center gap-1.5 rounded-md px-3 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors max-sm:min-h-11 max-sm:min-w-11 max-sm:gap-1 max-sm:px-2 ${
              selected ? 'bg-raised text-ink shadow-[var(--shadow-raised)] ring-1 ring-ink/25 ring-inset' : 'text-muted hover:text-ink'
            }`}
          >
            {/* Read out whole, "English Published"; seen as its name and a small dot in its state's colour (review
                      round 15: the state in words is said once, on the bar's Publish / Live button). */}
            <span className="sr-only">{[t.publishing.langs[l], state, when].filter(Boolean).join(' ')}</span>
            <span aria-hidden="true" lang={l === 'zh' ? 'zh-Hant' : 'en'}>
              {words.tabLang[l]}
            </span>
            <span className={`h-2 w-2 shrink-0 rounded-full ${DOT[standing]}`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
  const ends = (
    <>
      {end && <div className="flex shrink-0 items-center gap-2 max-sm:hidden">{end}</div>}
      {phoneEnd && <div className="ml-auto flex shrink-0 items-center gap-1 sm:hidden">{phoneEnd}</div>}
    </>
  );
  return (
    // One row from 640 px (round 14: on a phone it wrapped, or the view's choice lay over the story's tab): on a phone
    // tighter gaps, the view's choice one toggle; a story's parts a row of their own above the languages, in words
    // (round 26: by their marks alone they read as two unlabelled icons); a little room under the bar.
    // Should the row not fit (a long word in a narrow column), its end goes under it rather than over the languages.
    <div className={`flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2 max-sm:mt-2 max-sm:gap-x-2 ${className}`}>
      <div className={`flex min-w-0 items-center max-sm:contents ${parts ? 'gap-3' : 'gap-4'}`}>
        {parts}
        {parts && languages && <span className="h-6 w-px shrink-0 bg-line-strong max-sm:hidden" aria-hidden="true" />}
        {languages}
      </div>
      {ends}
    </div>
  );
}

/**
 * The language's place on the site (state, schedule), and the other language's text to work from, folded until asked
 * for: beside the texts on a wide screen, above them on a narrower one.
 */
export function VersionSide({
  lang,
  draft,
  piece,
  busy,
  dirty,
  onState,
  scheduleAsked,
  className = '',
}: Pick<Props, 'lang' | 'draft' | 'piece' | 'busy' | 'dirty' | 'onState'> & { className?: string; scheduleAsked?: number }) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const text = draft[lang];
  const otherText = draft[lang === 'en' ? 'zh' : 'en'];
  const language = t.publishing.langs[lang];
  const other = t.publishing.langs[lang === 'en' ? 'zh' : 'en'];
  // Drawn once opened: the other language's text is fetched as a page only when asked for.
  const [reading, setReading] = useState(false);
  const onlyHere = piece && piece[lang].state === 'published' && piece[lang === 'en' ? 'zh' : 'en'].state !== 'published';
  return (
    // Reached from the phone's foot bar too: it stops below the editor's bar.
    <div id="piece-state" className={`grid min-w-0 scroll-mt-20 content-start gap-4 ${className}`}>
      <VersionState
        key={`${lang}:${piece?.[lang].updatedAt ?? ''}:${piece?.[lang].state ?? ''}`}
        language={language}
        version={piece?.[lang] ?? null}
        blocked={text.title.trim() ? null : t.publishing.schedule.needsTitle}
        busy={busy}
        dirty={dirty}
        onChange={(change) => onState(lang, change)}
        scheduleAsked={scheduleAsked}
      />
      {onlyHere && <p className="text-sm text-muted">{fill(t.publishing.schedule.onlyOne, { language, other })}</p>}
      {otherText.title && (
        <details className="group card min-w-0 px-4 py-2 text-sm sm:px-6" onToggle={(event) => setReading(event.currentTarget.open)}>
          <summary className="keyboard-ring flex min-h-11 cursor-pointer list-none items-center gap-2 rounded font-medium text-ink [&::-webkit-details-marker]:hidden">
            <span className="i-lucide-chevron-right h-4 w-4 text-muted transition-transform group-open:rotate-90" aria-hidden="true" />
            {fill(words.otherText, { language: other })}
          </summary>
          <OtherTextReading lang={lang === 'en' ? 'zh' : 'en'} text={otherText} open={reading} />
        </details>
      )}
    </div>
  );
}

/**
 * The other language's text to work from, as its page reads (round 21: its Markdown showed raw, "## A typical month"):
 * the title, the summary, then the body drawn by the server's own renderer (the preview's), its Markdown as written
 * until that comes or if it cannot.
 */
/** The renderer's heading links (`a.heading-link`) taken out: a reference has no page to jump in, and on a phone each
 *  was a 30 px target (e2e/admin-phone's layout check). The heading's words stay. */
const withoutHeadingLinks = (html: string) => html.replace(/<a class="heading-link" href="[^"]*">([\s\S]*?)<\/a>(<\/h[2-6]>)/g, '$1$2');

function OtherTextReading({ lang, text, open }: { lang: Lang; text: VersionText; open: boolean }) {
  const words = useAdminT().publishing.editor;
  // An excerpt of a fixed height, faded at its foot where more follows, and "Show the full text" under it (round 23: cut
  // mid-bullet in a box of its own, no sign it scrolled, the cards under it pushed out of sight).
  const [whole, setWhole] = useState(false);
  const [longer, setLonger] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !open || typeof ResizeObserver === 'undefined') return;
    const measure = () => setLonger(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  });
  const drawn = useQuery({
    queryKey: ['markdown-preview', lang, text.body],
    queryFn: () => renderPreview(text.body, lang),
    enabled: open && text.body.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      <div
        ref={box}
        id={`piece-other-${lang}`}
        className={`mt-3 grid gap-2 break-words pb-2 ${whole ? '' : `max-h-72 overflow-hidden ${longer ? '[mask-image:linear-gradient(to_bottom,#000_calc(100%-4rem),transparent)]' : ''}`}`}
        lang={lang === 'zh' ? 'zh-Hant' : 'en'}
        data-other-text
      >
        <p className="font-semibold text-ink">{text.title}</p>
        {text.summary && <p className="muted">{text.summary}</p>}
        {open && drawn.data ? (
          <div
            className="article-body [zoom:0.8]"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's renderer wrote it, as the public page shows it
            dangerouslySetInnerHTML={{ __html: withoutHeadingLinks(drawn.data.html) }}
          />
        ) : (
          <p className="whitespace-pre-wrap text-muted">{text.body}</p>
        )}
      </div>
      {(longer || whole) && (
        <button
          type="button"
          aria-expanded={whole}
          aria-controls={`piece-other-${lang}`}
          onClick={() => setWhole((shown) => !shown)}
          className="keyboard-ring mb-2 inline-flex min-h-9 items-center gap-1.5 rounded font-medium text-accent-text hover:underline max-sm:min-h-11"
          data-other-whole
        >
          <span className={`${whole ? 'i-lucide-chevron-up' : 'i-lucide-chevron-down'} h-4 w-4`} aria-hidden="true" />
          {whole ? words.otherTextLess : words.otherTextWhole}
        </button>
      )}
    </>
  );
}

/** The chosen language's texts (its tab's panel): title, the text beside its preview, and summary. */
export function LanguageFields({
  lang,
  draft,
  tooLong,
  onText,
  collection,
  editing,
  hidden = false,
  className = '',
}: Pick<Props, 'lang' | 'draft' | 'tooLong' | 'onText'> & {
  collection: Collection;
  editing: Editing;
  /** Behind another tab (a story's own fields): kept, with its undo, until its tab is chosen again. */
  hidden?: boolean;
  className?: string;
}) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const { format, view } = editing;
  const preview = useRef<HTMLElement>(null);
  // Written visually, alone: the title and text as wide as the public page's reading column (38rem), as they will read,
  // on the column's left edge with the tabs and the choice of view (centred, they made a third edge).
  const reading = format === 'visual' && view === 'write';
  const text = draft[lang];
  // The summary's use while it is written in, or over its limit (focus-hint.ts, decision 0225); its count always.
  const summaryHint = useFocusHint(text.summary.length > SUMMARY_MAX[lang]);
  const set = (change: Partial<VersionText>) => onText(lang, change);
  const TextField = format === 'visual' ? RichField : MarkdownField;
  const field = {
    lang,
    value: text.body,
    onText: (body: string) => set({ body }),
    label: words.body,
    hint: format === 'visual' ? words.bodyHintVisual : words.bodyHint,
    placeholder: words.bodyPlaceholder[collection],
    error: tooLong ? fill(words.characters, { count: String(text.body.length), max: String(BODY_MAX_CHARS) }) : undefined,
    alone: view === 'write',
    bare: editing.focus === true,
    // The Markdown box in sight says which language it holds, and in what (the visual editor reads as the page).
    caption: fill(words.textCaption, { language: t.publishing.langs[lang] }),
    onScrolled: (place: TextPlace) => {
      const pane = preview.current;
      if (!pane) return;
      const top = pane.getBoundingClientRect().top - pane.scrollTop;
      const from = (el: Element) => el.getBoundingClientRect().top - top;
      const body = pane.querySelector<HTMLElement>('.article-body');
      // Block by block where the page's blocks and the text's lines pair up (each block knows its source line), still
      // rising in both; heading by heading where they do not.
      const blocks = body ? Array.from(body.children, from) : [];
      const lines = (body?.dataset.lines ?? '').split(' ').filter(Boolean).map(Number);
      const pairs: [number, number][] = [];
      if (place.lineTop && lines.length > 0 && lines.length === blocks.length)
        for (const [i, line] of lines.entries()) {
          const top = place.lineTop(line);
          const last = pairs.at(-1);
          if (top !== undefined && (!last || (top > last[0] && blocks[i]! > last[1]))) pairs.push([top, blocks[i]!]);
        }
      const following = pairs.length > 1;
      pane.scrollTop = followingScroll(following ? { ...place, headings: pairs.map(([top]) => top) } : place, {
        height: pane.scrollHeight,
        client: pane.clientHeight,
        body: body ? from(body) : 0,
        headings: following
          ? pairs.map(([, block]) => block)
          : Array.from(pane.querySelectorAll('.article-body > :is(h1, h2, h3, h4, h5, h6)'), from),
      });
    },
  };
  const language = t.publishing.langs[lang];
  // The cover as this language's page shows it: in Chinese, its Chinese version when it has one (decision 0101).
  const images = useQuery(mediaQuery());
  const cover = draft.coverImage ? pictureIn(images.data, draft.coverImage, lang, text.coverAlt) : null;
  return (
    <div id="piece-language" role="tabpanel" aria-labelledby={`piece-tab-${lang}`} hidden={hidden} className={`min-w-0 ${className}`}>
      {/* No card round the writing: the title, the summary and the text sit on the page, as they will read; hairlines
          only where a band needs an edge (the toolbar's, the hint's). */}
      <div className="grid min-w-0 gap-4 pt-1" lang={lang === 'zh' ? 'zh-Hant' : 'en'}>
        {/* The tab above names the language: said here for screen readers only. */}
        <p className="sr-only">{language}</p>
        {/* The title as the page's heading, on the page: no frame until pointed at or focused (its name said to readers).
            One line of text that wraps to show all of itself; written visually, in the page's reading column. */}
        <div className={`-mb-2 flex ${reading ? READING : ''}`}>
          <label htmlFor={`piece-title-${lang}`} className="sr-only">
            {words.title}
          </label>
          <textarea
            id={`piece-title-${lang}`}
            value={text.title}
            onChange={(event) => set({ title: oneLine(event.target.value) })}
            placeholder={words.titlePlaceholder}
            onKeyDown={submitOnEnter}
            maxLength={200}
            rows={1}
            className="field -mx-3 min-w-0 flex-1 resize-none border-transparent bg-transparent text-2xl leading-tight font-semibold tracking-[-0.02em] [field-sizing:content] placeholder:font-normal placeholder:text-faint hover:border-line sm:text-[1.75rem]"
          />
        </div>
        {/* The summary under the title, as the page's lede reads under it: what cards, search results and the feed show
            of the piece. No frame until pointed at or focused, as the title; its count and use said under it. */}
        {/* Side by side as wide as the title and the two panes under it (round 23: half their width, a dead gutter). */}
        <div className={`-mt-3 ${reading ? READING : view === 'both' ? '' : 'max-w-3xl'}`} {...summaryHint.group}>
          <label htmlFor={`piece-summary-${lang}`} className="sr-only">
            {words.summary}
          </label>
          <textarea
            id={`piece-summary-${lang}`}
            aria-describedby={`piece-summary-${lang}-hint`}
            value={text.summary}
            onChange={(event) => set({ summary: event.target.value })}
            placeholder={words.summaryPlaceholder}
            // Its language's own limit (Chinese says as much in fewer characters, decision 0120); one stored before the
            // limit was set may be longer: it shows whole, its count in red, and the server says so on saving.
            maxLength={Math.max(SUMMARY_MAX[lang], text.summary.length)}
            rows={1}
            className="field -mx-3 w-[calc(100%+1.5rem)] resize-none border-transparent bg-transparent text-lg leading-normal text-muted [field-sizing:content] placeholder:text-faint hover:border-line focus:text-ink"
          />
          {/* Its count at every width, its use while it is written in (decision 0225), alike on a phone and a desktop. */}
          <p
            id={`piece-summary-${lang}-hint`}
            // In focus the words alone: its use and count are for screen readers (and back out of focus).
            className={`field-hint flex justify-between gap-3 ${editing.focus ? 'sr-only' : ''}`}
          >
            <span className={summaryHint.shown ? '' : 'sr-only'}>
              <Phrased balanced text={words.summaryHint} />
            </span>
            <span className={`ml-auto shrink-0 tabular-nums ${text.summary.length > SUMMARY_MAX[lang] ? 'font-medium text-bad' : ''}`}>
              {`${text.summary.length} / ${SUMMARY_MAX[lang]}`}
            </span>
          </p>
        </div>
        {/* Heading the text, from 640 to 1023 px: how it is written and shown (wider it ends the switch's row; on a phone it
            is a select in the editor's bar). */}
        <div className="flex flex-wrap items-center gap-2 max-sm:hidden lg:hidden">
          <ModeChoice editing={editing} />
        </div>
        <div className={`grid min-w-0 gap-x-5 gap-y-6 ${view === 'both' ? 'lg:grid-cols-2 lg:items-start' : ''}`}>
          {view !== 'preview' && (
            <Suspense fallback={<TextSkeleton framed={format !== 'visual'} />}>
              <TextField key={`${lang}:${format}`} {...field} />
            </Suspense>
          )}
          {view !== 'write' && (
            <MarkdownPreview
              lang={lang}
              title={text.title}
              markdown={text.body}
              cover={cover}
              scroller={preview}
              alone={view === 'preview'}
              matchText={view === 'both' && format !== 'visual'}
            />
          )}
        </div>
      </div>
    </div>
  );
}
