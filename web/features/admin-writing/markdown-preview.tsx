// The live preview beside the text: the Markdown rendered by the server's own renderer (the very code the public page
// uses, decision 0090), a moment after typing stops, in the page's article styles. The last drawing stays while the
// next is made, so the preview never blinks empty.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { renderPreview } from '../../lib/calls/pieces';
import { fill } from '../../lib/i18n';

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

export function MarkdownPreview({ lang, title, markdown }: { lang: Lang; title: string; markdown: string }) {
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
    <section aria-label={fill(words.previewTitle, { language })} className="min-w-0 rounded-lg border border-line bg-bg p-4 sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-faint uppercase">
        {words.preview} · <span className="font-normal normal-case">{words.previewNote}</span>
      </p>
      <article lang={lang === 'zh' ? 'zh-Hant' : 'en'} className="mt-3">
        {title && <h1 className="text-balance text-3xl font-semibold tracking-tight">{title}</h1>}
        {markdown.trim() === '' ? (
          <p className="muted mt-4 text-sm">{words.previewEmpty}</p>
        ) : drawn.isError && !drawn.data ? (
          <p className="mt-4 text-sm text-bad">{words.previewFailed}</p>
        ) : (
          // The server's own rendering: raw HTML off, every address allowlisted (decision 0090).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's renderer wrote it, as the public page shows it
          <div className="article-body mt-6" aria-busy={drawn.isFetching} dangerouslySetInnerHTML={{ __html: drawn.data?.html ?? '' }} />
        )}
      </article>
    </section>
  );
}
