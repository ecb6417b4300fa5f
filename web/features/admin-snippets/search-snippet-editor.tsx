// "Search and sharing" under a section's texts: the page's title and description in both languages as search results
// show them (live length and preview; blank = the automatic text), its image for shared links, and its history. It is
// saved by the content tab's bar with the page's texts (lib/page-save).
import { useState } from 'react';
import { SNIPPET_DISPLAY, SNIPPET_LIMITS, type PageSnippet, type Section, type SnippetUpdate } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { snippetTarget, snippetUnsavedKey } from '../../lib/calls/snippets';
import { fill, type Lang } from '../../lib/i18n';
import { PRIVACY_DEFAULTS } from '../../../src/contract/content-defaults-privacy';
import { automaticSnippet } from '../../lib/automatic-snippet';
import { ownSnippet, snippetTexts, type SnippetTexts } from '../../lib/page-snippet';
import { PUBLIC_ROUTES } from '../../lib/routes';
import { usePageForm } from '../../lib/page-save';
import { useUnsavedChanges } from '../../lib/unsaved';
import { pageUrl } from '../../lib/page-url';
import { ShareImageField } from './share-image-field';
import { SnippetField } from './snippet-field';
import { SnippetPreview } from './snippet-preview';
import { useImages, useSaveSnippet, useSectionContent, useSiteDictionary, useSiteOrigin, useSnippet } from './use-snippet';

const LANGS = ['en', 'zh'] as const;
const TEXTS = ['title', 'description'] as const;
const editable = ({ titleEn, titleZh, descriptionEn, descriptionZh, imagePath }: PageSnippet): SnippetUpdate => ({
  titleEn,
  titleZh,
  descriptionEn,
  descriptionZh,
  imagePath,
});

export function SearchSnippetEditor({ section, history }: { section: Section; history?: HistorySlot }) {
  const t = useAdminT();
  const snippet = useSnippet(section);
  const name = fill(t.snippets.historyName, { page: t.content.sections[section] });
  return (
    <section aria-labelledby="snippet-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="snippet-title" className="admin-section-title">
            {t.snippets.title}
          </h2>
          <p className="muted mt-1 text-sm">{t.snippets.intro}</p>
        </div>
        {history?.(snippetTarget(section), name)}
      </div>
      {snippet.isPending ? (
        <Spinner label={t.snippets.loading} />
      ) : snippet.isError ? (
        <div className="mt-4">
          <LoadFailed
            what={t.snippets.loadFailed}
            error={snippet.error}
            onRetry={() => void snippet.refetch()}
            retrying={snippet.isFetching}
          />
        </div>
      ) : (
        // A new stored value (a save, a restore from history) starts the form again from it.
        <SnippetForm key={`${section}:${JSON.stringify(snippet.data)}`} section={section} stored={editable(snippet.data)} />
      )}
    </section>
  );
}

function SnippetForm({ section, stored }: { section: Section; stored: SnippetUpdate }) {
  const t = useAdminT();
  const [draft, setDraft] = useState(stored);
  const save = useSaveSnippet(section);
  const images = useImages();
  const origin = useSiteOrigin();
  const content = useSectionContent(section);
  const dictionaries = { en: useSiteDictionary('en').data, zh: useSiteDictionary('zh').data };
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  useUnsavedChanges(snippetUnsavedKey(section), dirty);
  const route = PUBLIC_ROUTES.find((r) => r.section === section)!;

  const automatic = (lang: Lang): SnippetTexts => {
    const dictionary = dictionaries[lang];
    if (!dictionary) return { title: '', description: '' };
    const builtIn = route.section === 'privacy' ? PRIVACY_DEFAULTS[lang] : dictionary.content[route.section];
    return automaticSnippet(dictionary, route, content.data, lang, builtIn);
  };
  const set = (field: keyof SnippetUpdate) => (value: string | null) => setDraft((d) => ({ ...d, [field]: value }));
  // Saved by the content tab's bar with the page's texts (one Save for everything typed on the page).
  usePageForm(snippetUnsavedKey(section), {
    changes: dirty ? 1 : 0,
    save: async () => {
      await save.mutateAsync(draft);
    },
    discard: () => setDraft(stored),
  });

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="card card-phone-flat mt-4 grid gap-6 p-4 sm:p-6">
      {LANGS.map((lang) => {
        const suffix = lang === 'en' ? 'En' : 'Zh';
        const auto = automatic(lang);
        const asDrafted: PageSnippet = { section, ...draft };
        const language = lang === 'en' ? t.content.english : t.content.chinese;
        return (
          <fieldset key={lang} className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
            <legend className="mb-2 text-sm font-semibold text-ink">{language}</legend>
            <div className="grid min-w-0 gap-4">
              {TEXTS.map((text) => (
                <SnippetField
                  key={text}
                  label={fill(t.snippets.fieldIn, { field: text === 'title' ? t.snippets.pageTitle : t.snippets.description, language })}
                  lang={lang}
                  value={draft[`${text}${suffix}`]}
                  automatic={auto[text]}
                  display={SNIPPET_DISPLAY[text]}
                  max={SNIPPET_LIMITS[text]}
                  multiline={text === 'description'}
                  onChange={set(`${text}${suffix}`)}
                />
              ))}
            </div>
            <SnippetPreview lang={lang} url={pageUrl(origin, route.path, lang)} texts={snippetTexts(ownSnippet(asDrafted, lang), auto)} />
          </fieldset>
        );
      })}
      <ShareImageField images={images.data} failed={images.isError} chosen={draft.imagePath} onChoose={set('imagePath')} />
    </form>
  );
}
