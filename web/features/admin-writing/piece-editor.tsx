// One piece in the editor: its address, cover and author for both languages, then a language at a time: its place on
// the site (state and schedule), its title, summary, tags and cover description, and its text in Markdown beside a
// live preview. "Save Changes" stores both languages' texts (each save a revision in their history); a state change
// saves unsaved texts first. Leaving with unsaved edits asks first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { BODY_MAX_CHARS, LANGS, type Collection, type Lang, type Piece, type PieceWrite, type StateWrite } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { PageHead } from '../../components/admin/page-head';
import { ApiError } from '../../lib/api';
import { useAdminT } from '../../lib/admin-i18n';
import { changeState, createPiece, deletePiece, pieceQuery, piecesQuery, pieceTarget, savePiece } from '../../lib/calls/pieces';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { journalPostPath, workStoryPath } from '../../lib/published-routes';
import { localHref } from '../../lib/page-url';
import { Link, useLocation } from '../../lib/router';
import { useUnsavedChanges } from '../../lib/unsaved';
import { DeletePiece } from './delete-piece';
import { LanguageFields } from './language-fields';
import { SharedFields } from './shared-fields';
import { blankDraft, draftOf, slugFrom, slugProblem } from './piece-draft';

type Props = {
  collection: Collection;
  piece: Piece | null;
  history: HistorySlot;
  /** The language being written: kept by the screen, so a save (which draws the editor again) stays on it. */
  lang: Lang;
  onLang: (lang: Lang) => void;
};

export const editorKey = (collection: Collection, id: number | null) => `piece:${collection}:${id ?? 'new'}`;

export function PieceEditor({ collection, piece, history, lang, onLang }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const queryClient = useQueryClient();
  const [, go] = useLocation();
  const ui = useLang();
  const stored = piece ? draftOf(piece) : blankDraft();
  const [draft, setDraft] = useState<PieceWrite>(stored);
  const [busy, setBusy] = useState(false);
  const [slugTouched, setSlugTouched] = useState(Boolean(piece));
  const [showSlugError, setShowSlugError] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  useUnsavedChanges(editorKey(collection, piece?.id ?? null), dirty);
  const slugError = slugProblem(draft.slug);

  const remember = (saved: Piece) => {
    queryClient.setQueryData(pieceQuery(collection, saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: piecesQuery(collection).queryKey });
  };

  /** Stores the draft; the stored piece, or null when it was refused (said in a toast, or under the address). */
  const save = async (): Promise<Piece | null> => {
    if (slugError) {
      setShowSlugError(true);
      document.getElementById('piece-slug')?.focus();
      return null;
    }
    try {
      const saved = piece ? await savePiece(collection, piece.id, draft) : await createPiece(collection, draft);
      remember(saved);
      setDraft(draftOf(saved));
      toast.success(piece ? words.saved : words.created);
      if (!piece) go(`/dashboard/writing/${collection}/${saved.id}`, { replace: true });
      return saved;
    } catch (error) {
      failureToast(words.saveFailed, error, t);
      return null;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await save();
    setBusy(false);
  };

  const changeTo = async (version: Lang, change: StateWrite) => {
    setBusy(true);
    try {
      const current = dirty || !piece ? await save() : piece;
      if (!current) return;
      const { piece: after, publishedNow } = await changeState(collection, current.id, version, change);
      remember(after);
      const state = after[version].state;
      const language = t.publishing.langs[version];
      toast.success(fill(t.publishing.schedule.done[state], { language, when: after[version].publishAt ?? '' }), {
        description: publishedNow ? t.publishing.schedule.publishedNow : undefined,
      });
    } catch (error) {
      failureToast(t.publishing.schedule.failed, error, t);
    } finally {
      setBusy(false);
    }
  };

  const title = draft[ui].title || draft[ui === 'en' ? 'zh' : 'en'].title || words.newTitle[collection];
  const upIn = piece ? LANGS.filter((l) => piece[l].state === 'published') : [];
  const pagePath = collection === 'journal' ? journalPostPath : workStoryPath;
  return (
    <div>
      <Link
        href={`/dashboard/writing/${collection}`}
        className="keyboard-ring inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
        {words.back[collection]}
      </Link>
      <PageHead
        title={title}
        actions={
          piece && (
            <>
              {upIn.length > 0 && (
                <a href={localHref(pagePath(piece.slug), upIn[0]!)} target="_blank" rel="noopener" className="btn-outline">
                  <span className="i-lucide-external-link h-4 w-4" aria-hidden="true" />
                  {words.view}
                </a>
              )}
              {/* Deleting is apart from saving: in the menu beside the title, not beside Save Changes. */}
              <DeletePiece
                title={title}
                onDelete={async () => {
                  await deletePiece(collection, piece.id);
                  setDraft(stored); // nothing unsaved is left to ask about
                  void queryClient.invalidateQueries({ queryKey: piecesQuery(collection).queryKey });
                  toast.success(words.removed);
                  go(`/dashboard/writing/${collection}`);
                }}
              />
            </>
          )
        }
      />
      {/* On a wide screen the languages' texts take the width, and what both share sits in a column beside them under the
          save bar, which stays at the top of the window; narrower, one column, the save bar at its foot. */}
      <form id="piece-form" onSubmit={submit} noValidate className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <LanguageFields
          lang={lang}
          onLang={onLang}
          draft={draft}
          piece={piece}
          busy={busy}
          dirty={dirty}
          history={history}
          tooLong={draft[lang].body.length > BODY_MAX_CHARS}
          onText={(version, change) =>
            setDraft((d) => {
              const next = { ...d, [version]: { ...d[version], ...change } };
              // A new piece's address follows its English title until the owner types one.
              if (!slugTouched && version === 'en' && change.title !== undefined) return { ...next, slug: slugFrom(change.title) };
              return next;
            })
          }
          onState={changeTo}
        />
        <div className="contents xl:flex xl:min-w-0 xl:flex-col xl:gap-4">
          <SharedFields
            collection={collection}
            history={piece ? history(pieceTarget(collection, piece.id), words.historyShared) : undefined}
            draft={draft}
            slugError={showSlugError || slugTouched ? slugError : null}
            onSlug={(slug) => {
              setSlugTouched(true);
              setDraft((d) => ({ ...d, slug }));
            }}
            onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
            onTags={(tags) => setDraft((d) => ({ ...d, en: { ...d.en, tags }, zh: { ...d.zh, tags } }))}
          />
          {/* The piece's state of saving and Save Changes, one row on every width: beside the texts, at the top of the
            column and of the window; in one column, at the form's foot, and with changes not saved in reach however long
            the text, floating over the window's foot until the form's end comes up. */}
          <div
            className={`${dirty ? 'max-xl:sticky max-xl:bottom-3 bg-surface/90 shadow-[var(--shadow-card)] backdrop-blur-md' : 'bg-surface'} z-10 flex items-center gap-3 rounded-2xl border border-line px-3 py-2.5 max-xl:order-last sm:px-4 xl:sticky xl:top-20 xl:order-first xl:flex-col-reverse xl:items-stretch xl:gap-2 xl:p-3`}
          >
            <p role="status" className="ml-auto min-w-0 truncate text-sm text-muted xl:mx-auto">
              {dirty ? words.unsaved : piece ? words.allSaved : ''}
            </p>
            <button type="submit" className="btn-primary" disabled={busy || (piece !== null && !dirty)}>
              <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
              {busy ? words.saving : words.save}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

/** The editor for `/dashboard/writing/{collection}/{id}`: the piece read first (a new one starts blank). */
export function PieceEditorScreen({ collection, id, history }: { collection: Collection; id: number | null; history: HistorySlot }) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const piece = useQuery({ ...pieceQuery(collection, id ?? 0), enabled: id !== null });
  // It opens on the version in the admin's own language.
  const ui = useLang();
  const [lang, setLang] = useState<Lang>(ui);
  const common = { collection, history, lang, onLang: setLang };
  if (id === null) return <PieceEditor {...common} piece={null} />;
  if (piece.isPending) return <p role="status">{t.publishing.list.loading}</p>;
  if (piece.isError)
    return <p className="text-bad">{piece.error instanceof ApiError && piece.error.status === 404 ? words.notFound : words.loadFailed}</p>;
  // A new stored value (a save, a restore from history) starts the form again from it.
  return <PieceEditor key={JSON.stringify(draftOf(piece.data))} {...common} piece={piece.data} />;
}
