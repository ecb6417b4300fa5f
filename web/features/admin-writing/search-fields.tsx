// A language's own search title and description (decision 0147): what its page's <title>, meta description and social
// card say in place of the title and summary, each optional. Counted as a search result counts (a Chinese character is
// two), the count in the warning colour past what a result shows; under them, the result as it will read, live.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  type Collection,
  clipToWidth,
  displayWidth,
  type Lang,
  SNIPPET_DISPLAY,
  SNIPPET_LIMITS,
  type VersionText,
} from '../../../src/contract';
import { FoldCard } from '../../components/admin/fold-card';
import { LengthLabel } from '../../components/admin/length-label';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { setupQuery } from '../../lib/calls/setup';
import { fill, htmlLang, loadDictionary } from '../../lib/i18n';
import { pageUrl } from '../../lib/page-url';
import { collectionBase } from './shared-fields';
import { Phrased } from '../../components/ui/phrased';

type Props = {
  collection: Collection;
  lang: Lang;
  slug: string;
  text: VersionText;
  onText: (change: Partial<VersionText>) => void;
  className?: string;
};

type Which = 'title' | 'description';

export function SearchFields({ collection, lang, slug, text, onText, className = '' }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const language = t.publishing.langs[lang];
  // The site's words in the page's language (its title's pattern and name) and its address, for the preview.
  const site = useQuery({ queryKey: ['site-dictionary', lang], queryFn: () => loadDictionary(lang) });
  const origin = useQuery(setupQuery()).data?.publicUrl?.replace(/\/+$/, '') ?? window.location.origin;
  // Nothing typed yet (a new article): no automatic text to count or offer; the preview shows a greyed sample instead.
  const title = text.title.trim();
  const automatic: Record<Which, string> = {
    // "{page} - {brand}" in both languages, as the page's <title> is (web/lib/journal-head.ts, work-head.ts; decision 0214).
    title: title && site.data ? fill(site.data.pageTitle, { page: title, brand: site.data.brand }) : title,
    description: text.summary.trim(),
  };
  // What an automatic text's counter counts: the piece's own words. The site's name after a title is the tail a result
  // cuts first, and warning of it on nearly every English title read as noise (decision 0160); the preview shows the cut.
  const counted: Record<Which, string> = { title, description: automatic.description };
  const own: Record<Which, string> = { title: text.seoTitle, description: text.seoDescription };
  const shown = (which: Which) => own[which].trim() || automatic[which];
  // The title's length as its field's meter counts it (own text, or the automatic one without the site's name).
  const titleWidth = displayWidth(own.title.trim() || counted.title);
  const sample: Record<Which, string> = { title: words.searchSampleTitle, description: words.searchSampleDescription };
  return (
    // Folded by default (review round 13): its name and, folded, the title a result shows now.
    <FoldCard
      className={className}
      title={fill(words.searchLegend, { language })}
      summary={
        shown('title') ? (
          // The whole title on up to two lines and its length beside it (round 27: cut to "Custom Software S…" in the
          // rail, the one thing the fold is for went unread); the preview inside shows where a result cuts it.
          <span className="flex items-start gap-3" data-search-summary>
            <span className="line-clamp-2 min-w-0 flex-1">{shown('title')}</span>
            <span
              className={`shrink-0 text-xs leading-5 tabular-nums ${titleWidth > SNIPPET_DISPLAY.title ? 'font-semibold text-warn' : 'text-muted'}`}
              title={fill(t.snippets.lengthHint, { max: String(SNIPPET_DISPLAY.title) })}
            >
              {fill(t.snippets.length, { count: String(titleWidth), max: String(SNIPPET_DISPLAY.title) })}
            </span>
          </span>
        ) : (
          words.foldAuto
        )
      }
      testId="search"
    >
      <fieldset className="grid min-w-0 gap-4">
        <legend className="sr-only">{fill(words.searchLegend, { language })}</legend>
        <p className="phrase-balance text-sm text-muted">
          <Phrased balanced text={words.searchIntro} />
        </p>
        <SearchField
          which="title"
          label={words.searchTitle}
          lang={lang}
          value={own.title}
          automatic={automatic.title}
          counted={counted.title}
          onText={(seoTitle) => onText({ seoTitle })}
        />
        <SearchField
          which="description"
          label={words.searchDescription}
          lang={lang}
          value={own.description}
          automatic={automatic.description}
          counted={counted.description}
          onText={(seoDescription) => onText({ seoDescription })}
        />
        {/* The result as a search engine shows it: the title (in ink: red says an error here), the address, the description. */}
        <figure className="min-w-0 rounded-xl border border-line bg-surface-alt p-3" data-testid={`piece-search-preview-${lang}`}>
          <figcaption className="mb-1.5 text-xs font-semibold text-muted">{t.snippets.preview}</figcaption>
          <div lang={htmlLang(lang)} className="font-sans">
            <p className={`break-words text-base leading-snug ${shown('title') ? 'text-ink' : 'text-muted italic'}`}>
              {shown('title') ? clipToWidth(shown('title'), SNIPPET_DISPLAY.title) : sample.title}
            </p>
            <p className="mt-0.5 truncate text-xs text-good">{pageUrl(origin, `${collectionBase(collection)}${slug}`, lang)}</p>
            <p className={`mt-1 break-words text-sm text-muted ${shown('description') ? '' : 'italic'}`}>
              {shown('description') ? clipToWidth(shown('description'), SNIPPET_DISPLAY.description) : sample.description}
            </p>
          </div>
        </figure>
      </fieldset>
    </FoldCard>
  );
}

function SearchField({
  which,
  label,
  lang,
  value,
  automatic,
  counted,
  onText,
}: {
  which: Which;
  label: string;
  lang: Lang;
  value: string;
  automatic: string;
  /** What of the automatic text the counter counts (the title without the site's name). */
  counted: string;
  onText: (text: string) => void;
}) {
  const t = useAdminT();
  const id = useId();
  const display = SNIPPET_DISPLAY[which];
  const width = displayWidth(value.trim() || counted);
  // Over what a result shows, own text or automatic alike: an automatic one over it also says that engines cut it.
  const over = width > display;
  const automaticOver = over && value.trim() === '';
  return (
    <div className="min-w-0">
      <LengthLabel id={id} label={label} width={width} display={display} over={over} testId={`piece-search-${which}-length`} />
      <TextBox
        oneLine
        id={id}
        value={value}
        onText={onText}
        maxLength={SNIPPET_LIMITS[which]}
        lang={htmlLang(lang)}
        placeholder={automatic ? fill(t.snippets.automatic, { text: automatic }) : ''}
        aria-describedby={automaticOver ? `${id}-length ${id}-cut` : `${id}-length`}
        className="field mt-1 w-full text-sm"
      />
      {automaticOver && (
        <p id={`${id}-cut`} data-testid={`piece-search-${which}-cut`} className="phrase-balance mt-1 text-xs text-warn">
          <Phrased balanced text={t.publishing.editor.searchAutomaticCut} />
        </p>
      )}
    </div>
  );
}
