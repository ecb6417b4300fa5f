// The live preview beside the text: the title, the cover as the page shows it, and the Markdown rendered by the server's
// own renderer (the very code the public page uses, decision 0090), a moment after typing stops, in the page's article
// styles. The last drawing stays while the next is made, so the preview never blinks empty. On a wide screen it is a
// pane beside the text, held in the window as the text goes by, showing the part of the page the text is at.
import type { PictureRef } from '../../../src/contract/journal';
import { Picture } from '../../components/ui/picture';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useState, type Ref } from 'react';
import type { Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { renderPreview } from '../../lib/calls/pieces';
import { fill } from '../../lib/i18n';
import { phrases } from '../../lib/phrases';

/** How long typing must pause before the preview is drawn again. */
const PAUSE_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = {
  lang: Lang;
  title: string;
  markdown: string;
  /** The cover chosen for the piece as this language's page shows it (its versions, decision 0101), and its words. */
  cover: PictureRef | null;
  /** The box that scrolls, for the text box to move it. */
  scroller?: Ref<HTMLElement>;
  /** Shown without the text: as long as the page, not held in the window. */
  alone?: boolean;
  /** Beside the Markdown text from 1024 px: drawn at the text's size, so the two read alike (decision 0124). */
  matchText?: boolean;
};

/**
 * The page's body text is 19 px (Chinese 18 px), the Markdown box's 16 px from 1024 px: beside it, the preview is scaled
 * by their ratio, every part of the page with it (headings, pictures, code), so it stays the page in miniature.
 */
const AT_TEXT_SIZE: Record<Lang, string> = { en: 'lg:[zoom:0.8421]', zh: 'lg:[zoom:0.8889]' };

export function MarkdownPreview({ lang, title, markdown, cover, scroller, alone = false, matchText = false }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const settled = useSettled(markdown, PAUSE_MS);
  const drawn = useQuery({
    queryKey: ['markdown-preview', lang, settled],
    queryFn: () => renderPreview(settled, lang),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const language = t.publishing.langs[lang];
  return (
    // Side by side it mirrors the text's frame: its name's band held under the editor's bar as the toolbar is, the pane
    // held under the band as the text goes by, and at the column's foot its note, level with the text's hint. The band
    // is the toolbar's height (a 36 px tool, its padding and rule) on every width.
    <div className={`flex min-w-0 flex-col ${alone ? '' : 'lg:self-stretch'}`}>
      {/* Beside the Markdown box, a line as high as the name over it: the two bands level. */}
      {matchText && <div className="mb-1.5 h-5 max-lg:hidden" aria-hidden="true" />}
      <div className="flex-1">
        {!alone && (
          <div className="z-10 flex h-[45px] items-center rounded-t-lg border border-line bg-surface px-4 lg:sticky lg:top-[var(--editor-bar,0px)]">
            <p className="text-sm font-medium">{words.preview}</p>
          </div>
        )}
        <div
          className={`min-w-0 overflow-hidden border-line bg-surface ${
            alone ? 'rounded-lg border' : 'rounded-b-lg border-x border-b lg:sticky lg:top-[calc(var(--editor-bar,0px)+45px)]'
          }`}
        >
          <section
            ref={scroller}
            aria-label={fill(words.previewTitle, { language })}
            className={`min-w-0 overflow-y-auto overscroll-contain p-4 sm:p-6 ${alone ? 'lg:p-10' : 'lg:max-h-[min(calc(100vh-var(--editor-bar,0px)-6rem),40rem)] lg:[mask-image:linear-gradient(to_bottom,#000_calc(100%-1.5rem),transparent)]'}`}
          >
            {/* Faded at its foot only, where more follows: a fade at its top hid the page's first line (its title). */}
            <article lang={lang === 'zh' ? 'zh-Hant' : 'en'} className={matchText ? AT_TEXT_SIZE[lang] : undefined}>
              {/* A pane narrower than the page: the title a size smaller, a Chinese one broken between phrases only. */}
              {title && (
                <h1 className={`text-balance text-2xl font-semibold tracking-tight ${lang === 'zh' ? '[word-break:keep-all]' : ''}`}>
                  {lang === 'zh'
                    ? phrases(title).map((phrase, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the phrases of one title, in order
                        <Fragment key={i}>
                          {i > 0 && <wbr />}
                          {phrase}
                        </Fragment>
                      ))
                    : title}
                </h1>
              )}
              {cover && (
                <Picture
                  picture={cover}
                  now
                  sizes="40rem"
                  className="mt-5 aspect-[16/9] h-auto w-full rounded-xl border border-line object-cover"
                />
              )}
              {markdown.trim() === '' ? (
                <p className="muted mt-4 text-sm">{words.previewEmpty}</p>
              ) : drawn.isError && !drawn.data ? (
                <p className="mt-4 text-sm text-bad">{words.previewFailed}</p>
              ) : (
                // The server's own rendering: raw HTML off, every address allowlisted (decision 0090).
                <div
                  className="article-body mt-6"
                  aria-busy={drawn.isFetching}
                  // The source line each of its blocks starts on: the preview follows the text by them (read-through.ts).
                  data-lines={drawn.data?.lines.join(' ')}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's renderer wrote it, as the public page shows it
                  dangerouslySetInnerHTML={{ __html: drawn.data?.html ?? '' }}
                />
              )}
            </article>
          </section>
        </div>
      </div>
      {/* At the column's foot as the text's hint is under the text: side by side, the two end level. */}
      <p className="mt-auto pt-1 text-xs text-muted">{words.previewNote}</p>
    </div>
  );
}
