// A journal article's tags, one list for both languages (decision 0100): chosen from the tags the site has, found by
// either name or address word as it is typed, or made new with a name in each language. A chip shows the tag's name in
// the admin's language and a dot while it lacks a name in one; a click on it names it again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { LANGS, TAG_RULE, tagLabel, type TagEntry } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { piecesQuery } from '../../lib/calls/pieces';
import { nameTag, tagsQuery } from '../../lib/calls/tags';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { slugFrom } from './piece-draft';
import { Phrased } from '../../components/ui/phrased';
import { useFocusHint } from './focus-hint';

type Props = {
  tags: string[];
  onTags: (tags: string[]) => void;
  /** The article open (none while new): left out of the count of other live articles that carry a tag. */
  pieceId?: number;
  /** The label's look: for screen readers alone where a folded section is named "Tags" already. */
  labelClassName?: string;
};
type Naming = { slug: string; nameEn: string; nameZh: string; isNew: boolean };

const SUGGESTIONS = 6;
const HAN = /\p{Script=Han}/u;

export function TagPicker({ tags, onTags, pieceId, labelClassName = 'block text-sm font-medium' }: Props) {
  const t = useAdminT();
  const words = t.publishing.tags;
  const ui = useLang();
  const hintId = useId();
  // Its hint while it has the focus (focus-hint.ts, decision 0225).
  const focusHint = useFocusHint();
  const known = useQuery(tagsQuery());
  // Which tags visitors see (decision 0172: a tag two live articles or more carry in one language has its chip and page
  // there; round 19: "mark which show"). This article counts as saved in each language, with the tags chosen here.
  const articles = useQuery(piecesQuery('journal'));
  const shownOnSite = (slug: string) =>
    LANGS.some(
      (l) =>
        (articles.data ?? []).filter(
          (article) => article[l].state === 'published' && (article.id === pieceId ? tags : article[l].tags).includes(slug),
        ).length >= 2,
    );
  const [typed, setTyped] = useState('');
  const [naming, setNaming] = useState<Naming | null>(null);
  const entries = new Map((known.data ?? []).map((entry) => [entry.slug, entry]));
  const nameOf = (slug: string) => {
    const entry = entries.get(slug);
    return (ui === 'zh' ? entry?.nameZh : entry?.nameEn) || tagLabel(slug);
  };
  const lacking = (slug: string) => {
    const entry = entries.get(slug);
    if (!entry?.nameEn) return t.publishing.langs.en;
    if (!entry.nameZh) return t.publishing.langs.zh;
    return null;
  };

  const query = typed.trim().toLowerCase();
  const matches = query
    ? [...entries.values()].filter(
        (entry) =>
          !tags.includes(entry.slug) && [entry.slug, entry.nameEn.toLowerCase(), entry.nameZh].some((name) => name.includes(query)),
      )
    : [];
  const exact = [...entries.values()].some((entry) => [entry.slug, entry.nameEn.toLowerCase(), entry.nameZh].includes(query));
  const add = (slug: string) => {
    if (!tags.includes(slug)) onTags([...tags, slug]);
    setTyped('');
  };
  const startNew = () => {
    const han = HAN.test(typed);
    setNaming({ slug: han ? '' : slugFrom(typed), nameEn: han ? '' : typed.trim(), nameZh: han ? typed.trim() : '', isNew: true });
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault(); // Enter here picks a tag; it never saves the form
      if (!query) return;
      if (matches[0]) add(matches[0].slug);
      else if (!exact) startNew();
    } else if (event.key === 'Backspace' && !typed && tags.length) onTags(tags.slice(0, -1));
  };

  return (
    <div className="min-w-0" {...focusHint.group}>
      <label htmlFor="piece-tags" className={labelClassName}>
        {t.publishing.editor.tags}
      </label>
      {/* Drawn as a field, and focused as one: the admin's focus ring round the whole box while its input has the focus
          (an accent edge here, in the settings sheet and column, was a focus of another colour than every other field's). */}
      <div className="field mt-1 flex min-h-11 w-full flex-wrap items-center gap-1.5 py-1.5 has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus">
        {tags.map((slug) => {
          const name = nameOf(slug);
          const missing = lacking(slug);
          return (
            <span key={slug} className="inline-flex items-center rounded-full bg-surface-alt text-sm text-ink ring-1 ring-line">
              <button
                type="button"
                className="keyboard-ring inline-flex min-h-8 items-center gap-1.5 rounded-l-full py-0.5 pr-1 pl-3 max-sm:min-h-11 hover:text-accent-text"
                aria-label={fill(words.rename, { name })}
                title={missing ? fill(words.missing, { language: missing }) : undefined}
                onClick={() => {
                  const entry = entries.get(slug);
                  setNaming({ slug, nameEn: entry?.nameEn ?? '', nameZh: entry?.nameZh ?? '', isNew: false });
                }}
              >
                {missing && <span className="h-1.5 w-1.5 rounded-full bg-warn" aria-hidden="true" />}
                {name}
                {articles.data && (
                  <span
                    className={`${shownOnSite(slug) ? 'i-lucide-eye text-good' : 'i-lucide-eye-off text-faint'} h-3.5 w-3.5 shrink-0`}
                    role="img"
                    aria-label={shownOnSite(slug) ? words.shown : words.hidden}
                    title={shownOnSite(slug) ? words.shown : words.hidden}
                    data-tag-shown={shownOnSite(slug)}
                  />
                )}
              </button>
              <button
                type="button"
                className="keyboard-ring inline-flex h-8 w-8 items-center justify-center rounded-r-full max-sm:h-11 max-sm:w-11 text-muted hover:text-ink"
                aria-label={fill(words.remove, { name })}
                onClick={() => onTags(tags.filter((tag) => tag !== slug))}
              >
                <span className="i-lucide-x h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </span>
          );
        })}
        <input
          id="piece-tags"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKey}
          placeholder={tags.length ? '' : words.add}
          aria-describedby={hintId}
          autoCapitalize="none"
          autoComplete="off"
          className="min-w-24 flex-1 bg-transparent px-1 max-sm:min-h-11 text-sm outline-none placeholder:text-muted"
        />
      </div>
      {/* Which chosen tags visitors will not see, and why, in one status line (round 21: the eye marks alone went unnoticed,
          and the site showed fewer tags than the editor; round 25: two paragraphs on the eyes were too many). */}
      {articles.data && tags.some((slug) => !shownOnSite(slug)) && (
        <p className="mt-1.5 flex items-start gap-1.5 text-[0.8125rem] leading-5 text-muted" data-tags-hidden>
          <span className="i-lucide-eye-off mt-0.5 h-3.5 w-3.5 shrink-0 text-faint" aria-hidden="true" />
          {/* Each name whole on its line (a Chinese line broke 系統維運 after its first character), the words by phrase. */}
          <span className="phrase-balance">
            {words.hiddenNote.split('{{names}}').map((text, part) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the two parts of one fixed sentence, in their order
              <Fragment key={part}>
                {part > 0 &&
                  tags
                    .filter((slug) => !shownOnSite(slug))
                    .map((slug, i) => (
                      <Fragment key={slug}>
                        {i > 0 && (ui === 'zh' ? '、' : ', ')}
                        <span className="whitespace-nowrap">{nameOf(slug)}</span>
                      </Fragment>
                    ))}
                {/* A line breaks between the sentence's two clauses first, never inside a phrase (review round 28: the
                    Chinese broke mid-phrase, decision 0241). */}
                {text.split(/(?<=[;；])/).map((clause) => (
                  <Fragment key={clause}>
                    {clause.startsWith(' ') && ' '}
                    <span className="inline-block">
                      <Phrased text={clause.trim()} />
                    </span>
                    {/* A space at a clause's end outside its block, where it shows ("now: Maintenance", round 29). */}
                    {clause.endsWith(' ') && clause.trim() && ' '}
                  </Fragment>
                ))}
              </Fragment>
            ))}
          </span>
        </p>
      )}
      {query && (
        <ul aria-label={words.addHint} className="mt-1.5 flex flex-wrap gap-1.5">
          {matches.slice(0, SUGGESTIONS).map((entry) => (
            <li key={entry.slug}>
              <button type="button" className="btn-outline btn-sm" onClick={() => add(entry.slug)}>
                <span className="i-lucide-plus h-3.5 w-3.5" aria-hidden="true" />
                {nameOf(entry.slug)}
                <span className="text-muted">{fill(words.uses, { count: String(entry.uses.en + entry.uses.zh) })}</span>
              </button>
            </li>
          ))}
          {!exact && (
            <li>
              <button type="button" className="btn-outline btn-sm" onClick={startNew}>
                <span className="i-lucide-tag h-3.5 w-3.5" aria-hidden="true" />
                {fill(words.create, { name: typed.trim() })}
              </button>
            </li>
          )}
        </ul>
      )}
      <p id={hintId} className={`${focusHint.hint} phrase-balance`}>
        <Phrased balanced text={t.publishing.editor.tagsHint} />
      </p>
      {naming && (
        <TagNames
          naming={naming}
          taken={naming.isNew ? entries : new Map()}
          onClose={() => setNaming(null)}
          onSaved={(saved) => {
            setNaming(null);
            add(saved.slug);
          }}
        />
      )}
    </div>
  );
}

/** A tag's names in each language, and a new tag's address word. */
function TagNames({
  naming,
  taken,
  onClose,
  onSaved,
}: {
  naming: Naming;
  taken: Map<string, TagEntry>;
  onClose: () => void;
  onSaved: (saved: TagEntry) => void;
}) {
  const t = useAdminT();
  const words = t.publishing.tags;
  const queryClient = useQueryClient();
  const [names, setNames] = useState(naming);
  const [wordTouched, setWordTouched] = useState(!naming.isNew || Boolean(naming.slug));
  const [busy, setBusy] = useState(false);
  const ruleBroken = !TAG_RULE.test(names.slug) || names.slug.length > 40;
  const save = async () => {
    if (ruleBroken) {
      document.getElementById('tag-word')?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await nameTag(names.slug, { nameEn: names.nameEn.trim(), nameZh: names.nameZh.trim() });
      await queryClient.invalidateQueries({ queryKey: tagsQuery().queryKey });
      toast.success(words.saved);
      onSaved(saved);
    } catch (error) {
      failureToast(words.failed, error, t);
    } finally {
      setBusy(false);
    }
  };
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void save();
  };
  const field = (key: 'nameEn' | 'nameZh', label: string, lang: string) => (
    <div>
      <label htmlFor={`tag-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`tag-${key}`}
        lang={lang}
        value={names[key]}
        maxLength={40}
        onKeyDown={submitOnEnter}
        onChange={(event) => {
          const value = event.target.value;
          setNames((n) => ({ ...n, [key]: value, ...(key === 'nameEn' && !wordTouched ? { slug: slugFrom(value) } : {}) }));
        }}
        className="field mt-1 w-full"
      />
    </div>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      compact
      title={naming.isNew ? words.dialog : fill(words.rename, { name: naming.nameEn || naming.nameZh || naming.slug })}
      closeLabel={words.cancel}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={onClose}>
            {words.cancel}
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void save()}>
            {words.save}
          </button>
        </>
      }
    >
      <div className="grid gap-4">
        <p className="phrase-balance text-sm text-muted">
          <Phrased balanced text={words.dialogHint} />
        </p>
        {field('nameEn', words.nameEn, 'en')}
        {field('nameZh', words.nameZh, 'zh-Hant')}
        <div>
          <label htmlFor="tag-word" className="block text-sm font-medium">
            {words.word}
          </label>
          <div className="mt-1 flex items-stretch">
            <span className="grid place-items-center rounded-l-lg border border-r-0 border-line-strong bg-surface-alt px-3 text-sm text-muted">
              /blog/tag/
            </span>
            <input
              id="tag-word"
              value={names.slug}
              readOnly={!naming.isNew}
              onKeyDown={submitOnEnter}
              onChange={(event) => {
                setWordTouched(true);
                setNames((n) => ({ ...n, slug: event.target.value.trim().toLowerCase() }));
              }}
              aria-invalid={names.slug && ruleBroken ? true : undefined}
              aria-describedby="tag-word-hint"
              autoCapitalize="none"
              spellCheck={false}
              className="field min-w-0 flex-1 rounded-l-none read-only:text-muted"
            />
          </div>
          {names.slug && ruleBroken && <p className="mt-1 text-sm text-bad">{words.wordRule}</p>}
          {naming.isNew && taken.has(names.slug) && (
            <p className="mt-1 text-sm text-muted">
              {fill(words.uses, { count: String(taken.get(names.slug)!.uses.en + taken.get(names.slug)!.uses.zh) })}
            </p>
          )}
          <p id="tag-word-hint" className="phrase-balance mt-1 text-xs text-muted">
            <Phrased balanced text={words.wordHint} />
          </p>
        </div>
      </div>
    </Dialog>
  );
}
