// One piece in the editor: its address, cover and author for both languages, then a language at a time: its place on
// the site (state and schedule), its title, summary, tags and cover description, and its text in Markdown beside a
// live preview. "Save Changes" stores both languages' texts (each save a revision in their history); a state change
// saves unsaved texts first. Leaving with unsaved edits asks first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  BODY_MAX_CHARS,
  dayIn,
  LANGS,
  type Collection,
  type Lang,
  type Piece,
  type PieceWrite,
  type StateWrite,
} from '../../../src/contract';
import { readingMinutes, textMeasure } from '../../../src/contract/reading';
import type { HistorySlot } from '../../components/admin/history-slot';
import { ApiError } from '../../lib/api';
import { useAdminT } from '../../lib/admin-i18n';
import { changeState, createPiece, deletePiece, pieceQuery, piecesQuery, pieceTarget, savePiece } from '../../lib/calls/pieces';
import { failureToast } from '../../lib/failure-toast';
import { siteZone } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';
import { journalPostPath, workStoryPath } from '../../lib/published-routes';
import { localHref } from '../../lib/page-url';
import { useLocation } from '../../lib/router';
import { useUnsavedChanges } from '../../lib/unsaved';
import { BothStanding } from './both-standing';
import { DeletePiece } from './delete-piece';
import { EditorBar } from './editor-bar';
import { factsToSave } from './fact-fields';
import { type Editing, type EditorFormat, modeOf, useEditing } from './editor-view';
import { type HistoryEntry, HistoryMenu } from './history-menu';
import { LanguageFields, LanguageTabs, VersionSide } from './language-fields';
import { ModeChoice } from './mode-choice';
import { PreviewMenu } from './preview-menu';
import { PublishMenu } from './publish-menu';
import { RemoveFromSite } from './remove-from-site';
import { SearchFields } from './search-fields';
import { SettingsSheet, SettingsToggle, SETTINGS_ID } from './settings-sheet';
import { SharedFields } from './shared-fields';
import { StoryPlaces } from './story-places';
import { WorkFields } from './work-fields';
import { blankDraft, draftOf, slugProblem, suggestedSlug } from './piece-draft';

type Props = {
  collection: Collection;
  piece: Piece | null;
  history: HistorySlot;
  /** The language being written: kept by the screen, so a save (which draws the editor again) stays on it. */
  lang: Lang;
  onLang: (lang: Lang) => void;
};

/** The whole page's preview, fetched when first opened (it carries the public page's code and words). */
const PagePreview = lazy(() => import('./page-preview'));

/** The settings rail opened or folded, kept while the admin is open: a save draws the editor afresh from what was stored,
 * and the column folded again at each save was lost under the owner's hand. */
let railKept = false;
/** The piece in focus (0 for a new one), kept across the same redrawing: saving in focus left it (round 20's check). */
let focusOf: number | null = null;
/** How the text is written in focus: Visual each time focus starts (round 25: it opened in whatever was last chosen,
 * Markdown among them), Markdown a press away in its band; kept across a save's redrawing, as focus itself is. */
let focusFormatKept: EditorFormat = 'visual';
/** The mark of focus's own step in the browser's history (a phone's, decision 0201). */
const FOCUS_STEP = 'pieceFocus';
/** Whether the browser's current entry is focus's own step. */
const inFocusStep = () => Boolean(window.history.state?.[FOCUS_STEP]);
/** Leaves focus's step, if it is the current entry (Done, Escape): the entry before it is the editor's out of focus. */
function leaveFocusStep() {
  if (inFocusStep()) window.history.back();
}
/** A new piece saved in focus's step, on its way to its own address (stepAgain): its Back is not a leave. */
let steppingAgain = false;
/**
 * A new piece saved in focus's step: both entries, the step and the one behind it, named "new", take the piece's own
 * address. Back over the step (the same address: no route moves), that entry renamed, then the step again on it. (A
 * replace of the step alone left the entry behind it "new": Back later opened a blank new piece, and the step lost its
 * mark, so Done no longer went back over it: code review of session 48.)
 */
function stepAgain(go: () => void) {
  steppingAgain = true;
  window.addEventListener(
    'popstate',
    () => {
      steppingAgain = false;
      go();
      window.history.pushState({ ...window.history.state, [FOCUS_STEP]: true }, '', window.location.href);
    },
    { once: true },
  );
  window.history.back();
}

export const editorKey = (collection: Collection, id: number | null) => `piece:${collection}:${id ?? 'new'}`;

export function PieceEditor({ collection, piece, history, lang, onLang }: Props) {
  const t = useAdminT();
  const ui = useLang();
  const words = t.publishing.editor;
  const queryClient = useQueryClient();
  const [, go] = useLocation();
  const stored = piece ? draftOf(piece) : blankDraft();
  const [draft, setDraft] = useState<PieceWrite>(stored);
  const [busy, setBusy] = useState(false);
  const [slugTouched, setSlugTouched] = useState(Boolean(piece));
  const [showSlugError, setShowSlugError] = useState(false);
  const chosen = useEditing();
  // The settings beside (or, narrower, round) the text: shown, or hidden for the writing alone (the focus toggle). Side by
  // side their column folds under the two panes, so the text and its preview each take half the width (decision 0139).
  // Hidden, it is the focus mode (review round 13): the bar, the tab strip and the settings go, the text stays (and, side by
  // side on a wide screen, its preview); Escape or the same button, held in the window's corner, brings them back.
  const [aside, setAsideShown] = useState<'shown' | 'hidden'>(() => (piece && focusOf === piece.id ? 'hidden' : 'shown'));
  const setAside = (next: 'shown' | 'hidden') => {
    focusOf = next === 'hidden' ? (piece?.id ?? 0) : null;
    setAsideShown(next);
  };
  const asideHidden = aside === 'hidden';
  const focus = asideHidden;
  // In focus the writing is one centred column (review round 16: focus was the two panes full-screen, misaligned): side
  // by side is offered by the corner's Preview toggle, off each time focus starts.
  const [focusPreview, setFocusPreview] = useState(false);
  // Focus writes visually unless Markdown is chosen in its band (not kept as the editor's own choice): its preview beside
  // it, where there is room, is Markdown's only.
  const [focusFormat, setFocusFormatShown] = useState<EditorFormat>(focusFormatKept);
  const setFocusFormat = (format: EditorFormat) => {
    focusFormatKept = format;
    setFocusFormatShown(format);
  };
  const focusView = focusFormat === 'markdown' && focusPreview && chosen.modes.includes('both') ? 'both' : 'write';
  const editing: Editing = !focus
    ? chosen
    : {
        ...chosen,
        format: focusFormat,
        view: focusView,
        mode: modeOf(focusFormat, focusView),
        choose: (mode) => setFocusFormat(mode === 'visual' ? 'visual' : 'markdown'),
        focus: true,
      };
  // On a phone (decision 0201) focus is a step of its own in the browser's history: its Back (the phone's back gesture)
  // leaves focus rather than the editor. Entered there, an entry of the same address is added, marked; left by Done or
  // Escape, that entry is gone back over, so Back afterwards leaves the editor as before.
  const enterFocus = () => {
    if (!window.matchMedia('(min-width: 640px)').matches && !inFocusStep())
      window.history.pushState({ ...window.history.state, [FOCUS_STEP]: true }, '', window.location.href);
    setFocusFormat('visual');
    setAside('hidden');
  };
  const leaveFocus = () => {
    setFocusPreview(false);
    setAside('shown');
    leaveFocusStep();
  };
  useEffect(() => {
    if (!focus) return;
    const onEscape = (event: KeyboardEvent) => {
      // Not an Escape that closes something of its own (a dialog, a menu, a link's box). The visual editor marks every
      // Escape handled, closing nothing (ProseMirror's view): from there it leaves focus too (round 25: focus opens in
      // Visual).
      const target = event.target as Element | null;
      if (event.key !== 'Escape' || (event.defaultPrevented && !target?.closest?.('.ProseMirror'))) return;
      if (target?.closest?.('dialog, [role="dialog"], [role="alertdialog"], [popover]')) return;
      focusOf = null;
      setAsideShown('shown');
      leaveFocusStep();
    };
    // Back from focus's own step (the address is the same: the router sees nothing).
    const onBack = () => {
      if (inFocusStep() || steppingAgain) return;
      focusOf = null;
      setFocusPreview(false);
      setAsideShown('shown');
    };
    document.addEventListener('keydown', onEscape);
    window.addEventListener('popstate', onBack);
    return () => {
      document.removeEventListener('keydown', onEscape);
      window.removeEventListener('popstate', onBack);
    };
  }, [focus]);
  // A story page's own fields are a tab beside its texts: the text keeps its width and its place.
  const [storyOpen, setStoryOpen] = useState(false);
  const storyParts = { open: storyOpen, onOpen: () => setStoryOpen(true), onText: () => setStoryOpen(false) };
  // The settings column stays where it is in every mode (review round 16: side by side it fell under the panes, the
  // state and settings below the fold): beside the text; side by side (the story's tab too, as wide as the text there),
  // from 1280 px, folded to "Settings" at the switches' row's end, which opens the column again (round 23: the panes
  // take the whole width while it is folded).
  const railed = !asideHidden && editing.view === 'both';
  const [railOpen, setRailShown] = useState(railKept);
  const setRailOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setRailShown((open) => {
      railKept = typeof next === 'function' ? next(open) : next;
      return railKept;
    });
  const asideBeside = !asideHidden && (!railed || railOpen);
  // Written alone, the writing is a column at the public page's reading width, centred (its row of switches on the
  // same left edge): the page as it will read, not a form stretched across the screen. A story's own tab is in the same
  // frame (review round 15: the two tabs were two layouts, the switch jumping between them).
  // One right edge (review round 16): the column is the reading width itself, so the title, the summary and its count,
  // the toolbar's hairline, the text and the row of switches end on the same line.
  const column = editing.view === 'write' ? 'mx-auto w-full max-w-[38rem]' : '';
  const sideBySide = editing.view === 'both' && !storyOpen;
  // On a phone the settings are a sheet over the text, opened from the foot bar (settings-sheet.tsx); closed, the focus
  // goes back to the control that opened it.
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The whole public page of the open language, as it stands on the screen (page-preview.tsx).
  const [pageShown, setPageShown] = useState(false);
  const [pageLoaded, setPageLoaded] = useState(false);
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    // Back on the "Settings" that opened it: the foot bar's on a phone, the editor's bar's side by side.
    Array.from(document.querySelectorAll<HTMLElement>(`[aria-controls="${SETTINGS_ID}"]`))
      .find((button) => button.offsetParent !== null)
      ?.focus();
  }, []);
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);
  const written = LANGS.some((l) => Boolean(draft[l].title.trim() || draft[l].summary.trim() || draft[l].body.trim()));
  useUnsavedChanges(editorKey(collection, piece?.id ?? null), dirty);
  const slugError = slugProblem(draft.slug);

  /** The address suggested for a new piece: never empty, never one the server refuses or another piece has. */
  const suggestion = (text: PieceWrite) =>
    suggestedSlug(
      text,
      collection,
      dayIn(Date.now(), siteZone()),
      (queryClient.getQueryData(piecesQuery(collection).queryKey) ?? []).map((other) => other.slug),
    );

  const remember = (saved: Piece) => {
    queryClient.setQueryData(pieceQuery(collection, saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: piecesQuery(collection).queryKey });
  };

  /** Stores the draft; the stored piece, or null when it was refused (said in a toast, or under the address). */
  const save = async (): Promise<Piece | null> => {
    // Saved before anything suggested one (no title yet): the dated address, rather than a refusal.
    const typed = !slugTouched && !draft.slug ? { ...draft, slug: suggestion(draft) } : draft;
    // A fact's row left blank on both sides is not a fact (fact-fields.tsx).
    const body = {
      ...typed,
      en: { ...typed.en, facts: factsToSave(typed.en.facts, 'en') },
      zh: { ...typed.zh, facts: factsToSave(typed.zh.facts, 'zh') },
    };
    if (slugProblem(body.slug)) {
      setShowSlugError(true);
      const slugBox = document.getElementById('piece-slug');
      // With the settings put away for the writing (wider than a phone): shown again, the address focused.
      if (asideHidden && window.matchMedia('(min-width: 640px)').matches) {
        setAside('shown');
        requestAnimationFrame(() => document.getElementById('piece-slug')?.focus());
      } else if (asideHidden) {
        // In a phone's focus: out of it, the settings' sheet opened on the address.
        leaveFocus();
        setSettingsOpen(true);
        requestAnimationFrame(() => document.getElementById('piece-slug')?.focus());
      } else if (slugBox?.offsetParent === null && railed && window.matchMedia('(min-width: 1280px)').matches) {
        // Side by side, in the folded rail: the column opened, the address focused.
        setRailOpen(true);
        requestAnimationFrame(() => document.getElementById('piece-slug')?.focus());
      } else if (slugBox?.offsetParent === null) {
        // In the closed sheet (a phone, side by side): opened first, so the address is seen with what is wrong with it.
        setSettingsOpen(true);
        requestAnimationFrame(() => document.getElementById('piece-slug')?.focus());
      } else slugBox?.focus();
      return null;
    }
    try {
      const saved = piece ? await savePiece(collection, piece.id, body) : await createPiece(collection, body);
      remember(saved);
      setDraft(draftOf(saved));
      // On a live version the save is an update of the page visitors read: said so.
      toast.success(piece ? (piece[lang].state === 'published' ? words.updated : words.saved) : words.created);
      if (!piece) {
        if (focusOf === 0) focusOf = saved.id; // still in focus at its own address
        const own = () => go(`/dashboard/writing/${collection}/${saved.id}`, { replace: true });
        // In a phone's focus step: the step and the entry behind it both take the piece's address.
        if (inFocusStep()) stepAgain(own);
        else own();
      }
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

  // The open tab's title (a Chinese tab is headed by the Chinese title), else the other's.
  const title = draft[lang].title || draft[lang === 'en' ? 'zh' : 'en'].title || words.newTitle[collection];
  const upIn = piece ? LANGS.filter((l) => piece[l].state === 'published') : [];
  const pagePath = collection === 'journal' ? journalPostPath : workStoryPath;
  // The open language's page when it is up, else the other's (Preview's "live page", and the address's open).
  const liveHref = piece && upIn.length > 0 ? localHref(pagePath(piece.slug), upIn.includes(lang) ? lang : upIn[0]!) : null;
  // Where the open language is on the site, a save changes what visitors read: the status says so.
  const live = piece?.[lang].state === 'published';
  // The open text's length (words; characters in Chinese) and reading time, counted as the journal's pages count it.
  const [measure, counted] = useMemo(() => {
    const body = draft[lang].body;
    if (!body.trim()) return ['', ''];
    const { words: count, han } = textMeasure(body);
    const number = new Intl.NumberFormat(ui === 'zh' ? 'zh-Hant' : 'en').format(count + han);
    // The focus bar's on a phone: the count alone.
    return [
      fill(words.measure[lang], { count: number, minutes: String(readingMinutes(body)) }),
      fill(words.focusCount[lang], { count: number }),
    ];
  }, [draft, lang, ui, words]);
  // Where saving stands, in one place beside Save (said politely as it changes, never taking the focus): "Saving…" while
  // it is under way, "Unsaved changes" with edits waiting, "Saved" once stored. A new piece says nothing yet. Where the
  // open language stands is not said here (review round 15: said four times over): the Publish / Live button says it,
  // and the tab's dot. A live version with nothing to update says "Up to date" on the button itself (review round 18: a
  // "Saved" then a grey "Update" beside "Live"): nothing here then.
  const saveStatus = busy ? (live ? words.updating : words.saving) : dirty ? words.unsaved : piece && !live ? words.saved : '';
  // What both languages share (the address, cover, author; a story's own fields): one history. A story names no
  // author: its history is named for the address, the cover and the story.
  const story = collection === 'work';
  // The piece's one History (decision 0139): a menu of each language's text and what both share, in the bar (on a phone
  // at the tabs' end); each opens its own saved versions. A new piece has none yet.
  const histories: HistoryEntry[] = piece
    ? [
        ...LANGS.map((l) => ({
          key: l,
          label: fill(words.historyTextWord, { language: t.publishing.langs[l] }),
          render: (asked: boolean, onClosed: () => void) =>
            history(pieceTarget(collection, piece.id, l), fill(words.historyText, { language: t.publishing.langs[l] }), {
              bare: true,
              asked,
              onClosed,
            }),
        })),
        {
          key: 'shared',
          label: story ? words.historySharedStoryWord : words.historySharedWord,
          render: (asked: boolean, onClosed: () => void) =>
            history(pieceTarget(collection, piece.id), story ? words.historySharedStory : words.historyShared, {
              bare: true,
              asked,
              onClosed,
            }),
        },
      ]
    : [];
  // The open language's "Publish ▾" (publish-menu.tsx) beside Save, at every width (on a phone in the foot bar, beside
  // "Settings"); on a story's tab too, for the language last open (review round 16: the bar's "● Live ▾" vanished there,
  // the header changing with the tab).
  const blocked = draft[lang].title.trim() ? null : t.publishing.schedule.needsTitle;
  const canGoUp = piece?.[lang].state === 'published' || piece?.[lang].state === 'scheduled';
  // The menu's schedules and question are in the settings (the language's card, the take-down group): shown first where
  // they are put away (the focus, a phone's sheet), then opened by a count each press moves on.
  const [scheduleAsked, setScheduleAsked] = useState(0);
  const [removalAsked, setRemovalAsked] = useState<{ what: 'schedule' | 'takeDown'; count: number }>({ what: 'schedule', count: 0 });
  const showSettings = () => {
    if (asideHidden) setAside('shown');
    setRailOpen(true);
    if (!window.matchMedia('(min-width: 640px)').matches) setSettingsOpen(true);
  };
  // The focus mode's one button: at the tabs' end, and while in focus in the window's corner (the same words, pressed).
  const focusToggle = (look: string) => (
    <button
      type="button"
      aria-pressed={focus}
      aria-label={words.focusOn}
      title={focus ? words.focusOff : words.focusOn}
      onClick={() => {
        if (focus) leaveFocus();
        else {
          setFocusPreview(false);
          enterFocus();
        }
      }}
      className={`btn-icon aria-[pressed=true]:text-ink ${look}`}
    >
      <span className={`${focus ? 'i-lucide-minimize-2' : 'i-lucide-maximize-2'} h-4 w-4`} aria-hidden="true" />
    </button>
  );
  return (
    // The bar's height, for what is held under it as the text goes by (the toolbar, the preview): 56 px from 640 px (one
    // thin row), 65 on a phone (the title over the list's name).
    // On a phone, room at the foot for the bar held there (editor-bar.tsx): its height (a 44 px row, two with Publish in
    // it, and its edges) and the window's safe area under it, so the text's last line and its hint end above the bar.
    <div
      data-focus={focus || undefined}
      className={`max-sm:pb-[calc(var(--foot-bar)+env(safe-area-inset-bottom))] ${
        focus
          ? 'pt-20 max-sm:pt-16 max-sm:[--text-min:calc(100dvh-8rem)] [--bar-h:0px] [--editor-bar:3.5rem] [--foot-bar:0px]'
          : '[--bar-h:65px] [--editor-bar:65px] sm:[--bar-h:56px] sm:[--editor-bar:56px] max-sm:[--foot-bar:4.0625rem]'
      }`}
    >
      {/* In focus (review round 20: the save state went with the bar, the way out an unnamed round icon), a quiet band
          across the window's top, the page's own ground under it: where saving stands at its start, in words; at its end
          the preview's toggle (side by side chosen), Save while there is something to save, and the way back by name with
          its key (Escape). Nothing else of the admin. */}
      {focus && (
        <div
          data-focus-bar
          className="fixed inset-x-0 top-0 z-30 flex h-14 items-center justify-between gap-3 bg-bg-alt/90 px-4 backdrop-blur-md sm:px-6"
        >
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
            <span
              className={`shrink-0 ${
                busy
                  ? 'h-2 w-2 animate-pulse rounded-full bg-faint'
                  : dirty
                    ? 'h-2 w-2 rounded-full bg-accent'
                    : piece
                      ? 'i-lucide-check h-4 w-4 text-good'
                      : 'hidden'
              }`}
              aria-hidden="true"
            />
            <span role="status" className="truncate">
              {saveStatus || (piece ? (live ? words.upToDate : words.saved) : '')}
            </span>
            {/* On a phone the text's length too, where the hidden bar said it (decision 0201). */}
            {counted && (
              <span className="shrink-0 text-faint tabular-nums sm:hidden" data-focus-count>
                · {counted}
              </span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-2">
            {/* Visual first (round 25); Markdown a press away, by its mark, as on a phone's row. */}
            <ModeChoice editing={editing} menu />
            {/* Written in Markdown: its preview a press away, where there is room, the column alone first. */}
            {focusFormat === 'markdown' && (
              <button
                type="button"
                aria-pressed={focusPreview}
                aria-label={words.focusPreview}
                title={words.focusPreview}
                onClick={() => setFocusPreview((shown) => !shown)}
                className="btn-icon aria-[pressed=true]:bg-surface-alt aria-[pressed=true]:text-ink max-lg:hidden"
              >
                <span className="i-lucide-columns-2 h-4 w-4" aria-hidden="true" />
              </button>
            )}
            {(dirty || busy) && (
              <button type="submit" form="piece-form" disabled={busy} className={`${live ? 'btn-accent' : 'btn-outline'} btn-sm h-9`}>
                {live ? (busy ? words.updating : words.update) : busy ? words.saving : words.save}
              </button>
            )}
            <button
              type="button"
              aria-pressed="true"
              aria-label={words.focusOn}
              title={words.focusOff}
              onClick={leaveFocus}
              className="btn-ghost btn-sm h-9 gap-2 max-sm:h-11 max-sm:px-3"
            >
              <span className="i-lucide-minimize-2 h-4 w-4 max-sm:hidden" aria-hidden="true" />
              <span aria-hidden="true" className="contents max-sm:hidden">
                {words.focusLeave}
                <span className="rounded border border-line px-1.5 font-sans text-[0.6875rem] leading-4 text-faint">{words.focusKey}</span>
              </span>
              {/* A phone has no Escape key: "Done", as a phone's own editors say it (Back leaves too). */}
              <span aria-hidden="true" className="font-semibold text-ink sm:hidden">
                {words.focusDone}
              </span>
            </button>
          </div>
        </div>
      )}
      <div className={focus ? 'hidden' : 'contents'}>
        <EditorBar
          backHref={`/dashboard/writing/${collection}`}
          backLabel={words.back[collection]}
          title={title}
          section={t.publishing.collections[collection]}
          status={saveStatus}
          measure={measure}
          // On a live version saving updates the page visitors read: the button says so ("Update"); on a draft it saves.
          live={live}
          busy={busy}
          // A new piece is saved once something is written in it (round 21: a default alone made it look ready).
          canSave={dirty && (piece !== null || written)}
          note={blocked && !canGoUp && !storyOpen ? blocked : ''}
          // On the text's tab the title is the page's heading right under the bar: a phone's bar does not say it again.
          titleBelow={!storyOpen}
          // The same header on both tabs (round 19: the story's tab lost its "Live" and its length): on the story's tab
          // where the story stands, both languages at once, never one language's (round 25: "EN ● Live" there read as
          // the story's); a press opens the Text, where each language is published.
          publish={
            storyOpen ? (
              <BothStanding piece={piece} onText={() => setStoryOpen(false)} />
            ) : (
              <PublishMenu
                language={t.publishing.langs[lang]}
                version={piece?.[lang] ?? null}
                blocked={blocked}
                busy={busy}
                onPublishNow={() => void changeTo(lang, { state: 'published', unpublishAt: null })}
                onSchedule={() => {
                  showSettings();
                  setScheduleAsked((n) => n + 1);
                }}
                onDraft={() => void changeTo(lang, { state: 'draft' })}
                onScheduleDown={() => {
                  showSettings();
                  setRemovalAsked((asked) => ({ what: 'schedule', count: asked.count + 1 }));
                }}
                onTakeDown={() => {
                  showSettings();
                  setRemovalAsked((asked) => ({ what: 'takeDown', count: asked.count + 1 }));
                }}
              />
            )
          }
          standing={
            // A control, not a caption: "Settings" opens the piece's settings over the text (on a phone they are out of the
            // writing's way). Its mark alone, a 44 px target, so it shares the foot bar's one row with Save and Publish
            // (where the open language stands is said on Publish / Live, not again here).
            <button
              type="button"
              id="piece-settings-button"
              aria-expanded={settingsOpen}
              aria-controls={SETTINGS_ID}
              aria-label={words.settings}
              title={words.settings}
              onClick={() => setSettingsOpen(true)}
              className="keyboard-ring grid h-11 w-11 shrink-0 place-items-center rounded-lg border border-line-strong bg-surface text-ink hover:bg-surface-alt"
            >
              <span className="i-lucide-sliders-horizontal h-4 w-4" aria-hidden="true" />
            </button>
          }
          actions={
            <>
              {/* One History for the piece (on a phone at the tabs' end, the bar's room is the title's). */}
              <div className="contents max-sm:hidden">
                <HistoryMenu entries={histories} />
              </div>
              {/* One Preview: the whole page as visitors will read it, from what is on the screen (in a wide dialog, never
                saved), and the live page when there is one. */}
              <PreviewMenu
                onPreview={() => {
                  setPageLoaded(true);
                  setPageShown(true);
                }}
                liveHref={liveHref}
              />
              {piece && (
                <>
                  {/* Deleting is apart from saving: in the menu, not a button beside Save Changes. */}
                  <DeletePiece
                    title={title}
                    onDelete={async () => {
                      await deletePiece(collection, piece.id);
                      setDraft(stored); // nothing unsaved is left to ask about
                      // Out of the list at once: the list drew its cached rows, the deleted one among them, until read again.
                      queryClient.setQueryData(piecesQuery(collection).queryKey, (list) => list?.filter((other) => other.id !== piece.id));
                      void queryClient.invalidateQueries({ queryKey: piecesQuery(collection).queryKey });
                      toast.success(words.removed);
                      go(`/dashboard/writing/${collection}`);
                    }}
                  />
                </>
              )}
            </>
          }
        />
      </div>
      {/* On a wide screen the language's texts take the width, and beside them a column holds its place on the site
          and what both languages share (side by side with the preview too, so Publish, the histories and the cover stay
          in sight beside the two); a story's own fields in the text's place, as wide; narrower,
          one column: tabs, place on the site, texts, what both share; on a phone the writing alone, right under its
          tab, its settings a sheet one press away ("Settings" in the foot bar). */}
      {pageLoaded && (
        <Suspense fallback={null}>
          <PagePreview
            open={pageShown}
            onClose={() => setPageShown(false)}
            collection={collection}
            lang={lang}
            draft={draft}
            publishedAt={piece?.[lang].publishedAt ?? null}
          />
        </Suspense>
      )}
      <form
        id="piece-form"
        onSubmit={submit}
        noValidate
        // Side by side from 1024 px the row of switches is held under the bar too (the view, the focus toggle, the
        // languages stay in reach down a long text): what is held under it (the toolbar, the preview) is held lower.
        className={`grid gap-5 xl:items-start ${
          // Written alone beside the settings: the column and the settings one composition in the page's middle, a
          // 4rem gutter between (review round 17: at 1280 px the column sat centred in what the settings left, 9rem of
          // nothing between them and the settings on the window's edge).
          asideBeside && editing.view === 'write'
            ? 'xl:grid-cols-[minmax(0,38rem)_22rem] xl:justify-center xl:gap-x-16 xl:gap-y-6'
            : asideBeside
              ? 'xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-6'
              : // Folded (side by side), the panes run to the page's margin: "Settings" is on the switches' row (round 23).
                'xl:gap-6'
        } ${sideBySide && !focus ? 'lg:[--editor-bar:calc(var(--bar-h)+3.25rem)]' : ''}`}
      >
        <div className="min-w-0 max-xl:contents xl:grid xl:gap-3">
          <LanguageTabs
            lang={lang}
            onLang={(l) => {
              setStoryOpen(false);
              onLang(l);
            }}
            piece={piece}
            story={collection === 'work' ? storyParts : undefined}
            // The choice of view from 1024 px (narrower it heads the text), and from 640 px the focus toggle; on a phone the
            // piece's one History (in the bar wider).
            end={
              <>
                {!storyOpen && <ModeChoice editing={editing} className="max-lg:hidden" />}
                {!storyOpen && focusToggle('')}
                {railed && !railOpen && <SettingsToggle onOpen={() => setRailOpen(true)} className="max-xl:hidden" />}
              </>
            }
            // On a phone, at the row's end: how the text is written and shown (a select by its mark; the bar's room is the
            // title's), and the piece's one History.
            // A story's History at its parts' end instead, on both parts (decision 0232), so the row under them is the
            // text's alone and the Story details tab has no second row.
            phoneEnd={
              storyOpen ? undefined : (
                <>
                  <ModeChoice editing={editing} menu />
                  {collection !== 'work' && <HistoryMenu entries={histories} compact />}
                  {/* Focus on a phone too (decision 0201): the chrome away, the text the screen's. */}
                  {focusToggle('')}
                </>
              )
            }
            partsEnd={<HistoryMenu entries={histories} compact />}
            className={`max-xl:order-1 ${column} ${focus ? 'hidden' : ''} ${
              sideBySide ? 'lg:sticky lg:top-[var(--bar-h)] lg:z-20 lg:-my-2 lg:h-[3.25rem] lg:bg-bg-alt lg:py-2' : ''
            }`}
          />
          <LanguageFields
            className={`max-xl:order-3 ${column}`}
            hidden={storyOpen}
            collection={collection}
            editing={editing}
            lang={lang}
            draft={draft}
            tooLong={draft[lang].body.length > BODY_MAX_CHARS}
            onText={(version, change) =>
              setDraft((d) => {
                const next = { ...d, [version]: { ...d[version], ...change } };
                // A new piece's address follows its titles and English summary until the owner types one.
                if (!slugTouched && (change.title !== undefined || change.summary !== undefined))
                  return { ...next, slug: suggestion(next) };
                return next;
              })
            }
          />
          {/* A story's own fields, in its own tab in the text's place and as wide (screens with their captions want the
              room; in the side column they ran far past the text's end, and under the text they pushed it away). */}
          {collection === 'work' && (
            <WorkFields
              className={`max-xl:order-3 ${column}`}
              hidden={!storyOpen}
              draft={draft}
              slug={draft.slug}
              onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
              // The page's cover is the first of its pictures there (decision 0213), described in both languages (0223).
              cover={{ chosen: draft.coverImage, onChoose: (coverImage) => setDraft((d) => ({ ...d, coverImage })) }}
              facts={{
                of: (version) => draft[version].facts,
                onFacts: (version, facts) => setDraft((d) => ({ ...d, [version]: { ...d[version], facts } })),
              }}
              captions={{
                lang,
                of: (version, path) => draft[version].galleryCaptions[path] ?? '',
                onCaption: (version, path, text) =>
                  setDraft((d) => ({
                    ...d,
                    [version]: { ...d[version], galleryCaptions: { ...d[version].galleryCaptions, [path]: text } },
                  })),
              }}
            />
          )}
        </div>
        <SettingsSheet
          open={settingsOpen}
          onClose={closeSettings}
          // Its helpers (a field's hint) a size up from the admin's 12 px, as the values they sit under are (round 19:
          // "sidebar text 11-12 px grey"); a Chinese one is that size already.
          className={`min-w-0 sm:max-xl:contents xl:grid xl:gap-5 [&_.field-hint]:text-[0.8125rem] [&_.field-hint]:leading-5 ${
            asideHidden
              ? 'sm:[&>*]:hidden'
              : railed && !railOpen
                ? 'xl:hidden'
                : // Held in the window down a long text (review round 18: at 1280 px it scrolled away, the right third
                  // empty). Taller than the window it is never cut in a box of its own (round 23: cut mid-field, the
                  // page blank below it): it scrolls with the page as a whole and is held by its foot, its last card
                  // at the window's edge (its height measured, settings-sheet.tsx).
                  'xl:sticky xl:top-[min(calc(var(--bar-h)+0.75rem),calc(100dvh-var(--settings-h,0px)-0.75rem))]'
          }`}
          rail={railed ? { open: railOpen, onToggle: () => setRailOpen((open) => !open) } : undefined}
        >
          {/* On a language's tab, its schedule when asked and the other language's text; on the story's tab (both
              languages' own) nothing: where each stands is its tab's dot (review round 15). */}
          {!storyOpen && (
            <VersionSide
              className="max-xl:order-2"
              lang={lang}
              draft={draft}
              piece={piece}
              busy={busy}
              dirty={dirty}
              onState={changeTo}
              scheduleAsked={scheduleAsked}
            />
          )}
          <SharedFields
            className="max-xl:order-4"
            collection={collection}
            // On the story's tab the same history is at the tabs' end already: one of it on the screen.
            draft={draft}
            slugError={showSlugError || slugTouched ? slugError : null}
            onSlug={(slug) => {
              setSlugTouched(true);
              setDraft((d) => ({ ...d, slug }));
            }}
            onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
            onTags={(tags) => setDraft((d) => ({ ...d, en: { ...d.en, tags }, zh: { ...d.zh, tags } }))}
            pieceId={piece?.id}
            liveHref={liveHref}
            tab={lang}
            coverAlt={draft[lang].coverAlt}
            onCoverAlt={(coverAlt) => setDraft((d) => ({ ...d, [lang]: { ...d[lang], coverAlt } }))}
          />
          {/* On the story's tab, where the story shows on the site, each place with its picture (decision 0213): the column
              beside the details as full as an article's is. */}
          {storyOpen && (
            <StoryPlaces className="max-xl:order-4" slug={draft.slug} cover={draft.coverImage} studyId={draft.studyId} lang={lang} />
          )}
          {/* The open language's own search title and description, with the result as it will read (decision 0147). */}
          {!storyOpen && (
            <SearchFields
              className="max-xl:order-4"
              collection={collection}
              lang={lang}
              slug={draft.slug || suggestion(draft)}
              text={draft[lang]}
              onText={(change) => setDraft((d) => ({ ...d, [lang]: { ...d[lang], ...change } }))}
            />
          )}
          {/* Taking the open language off the site, now or later: rare and destructive, so last, after what is written
              every day. */}
          {!storyOpen && piece?.[lang].state === 'published' && (
            <RemoveFromSite
              key={`${lang}:${piece[lang].updatedAt}`}
              className="max-xl:order-5"
              language={t.publishing.langs[lang]}
              version={piece[lang]}
              busy={busy}
              dirty={dirty}
              onChange={(change) => void changeTo(lang, change)}
              asked={removalAsked}
            />
          )}
        </SettingsSheet>
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
  // Focus outlives a save (the editor drawn again), never the screen: left by Back or a link, the piece opens out of it
  // next time (code review of session 47).
  useEffect(
    () => () => {
      focusOf = null;
    },
    [],
  );
  if (id === null) return <PieceEditor {...common} piece={null} />;
  if (piece.isPending) return <p role="status">{t.publishing.list.loading}</p>;
  if (piece.isError)
    return <p className="text-bad">{piece.error instanceof ApiError && piece.error.status === 404 ? words.notFound : words.loadFailed}</p>;
  // A new stored value (a save, a restore from history) starts the form again from it.
  return <PieceEditor key={JSON.stringify(draftOf(piece.data))} {...common} piece={piece.data} />;
}
