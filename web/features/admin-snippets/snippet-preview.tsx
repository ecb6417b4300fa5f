// A page as a search result shows it: the title (in ink: in the admin red says an error), the address (green), the
// description (grey), each cut where a result would cut it.
import { clipToWidth, SNIPPET_DISPLAY } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { htmlLang, type Lang } from '../../lib/i18n';
import type { SnippetTexts } from '../../lib/page-snippet';

export function SnippetPreview({ lang, url, texts }: { lang: Lang; url: string; texts: SnippetTexts }) {
  const t = useAdminT();
  return (
    <figure className="min-w-0 rounded-xl border border-line bg-surface p-4" data-testid={`snippet-preview-${lang}`}>
      <figcaption className="muted mb-2 text-xs font-semibold">
        {t.snippets.preview} · {lang === 'zh' ? t.content.chinese : t.content.english}
      </figcaption>
      <div lang={htmlLang(lang)} className="font-sans">
        <p className="break-words text-lg leading-snug text-ink" data-testid="preview-title">
          {clipToWidth(texts.title, SNIPPET_DISPLAY.title)}
        </p>
        <p className="mt-0.5 truncate text-sm text-good">{url}</p>
        <p className="mt-1 break-words text-sm text-muted" data-testid="preview-description">
          {clipToWidth(texts.description, SNIPPET_DISPLAY.description)}
        </p>
      </div>
    </figure>
  );
}
