// The content tab: choose a page and a part of it, edit its texts in both languages (its lists, plans and search
// snippet in the same order as the page shows them), see it in the live preview beside the editor, save.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Link } from '../../lib/router';
import { CONTENT_KEYS, SECTIONS, type ListKey, type Section } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { contentQuery } from '../../lib/calls/content';
import { plansQuery } from '../../lib/calls/pricing';
import { snippetUnsavedKey } from '../../lib/calls/snippets';
import { failureToast } from '../../lib/failure-toast';
import {
  discardPageForms,
  savePageForms,
  usePageFormChanges,
  usePageFormShows,
  usePageFormsChanged,
  listFormName,
} from '../../lib/page-save';
import { useIsUnsaved, useUnsavedChanges } from '../../lib/unsaved';
import { useMediaQuery } from '../../lib/use-media-query';
import { contentChanges, currentLeaf, invalidPrices, planChanges, type ContentEdits, type PlanEdits } from './changes';
import { keysWithGaps } from './completeness';
import { ContentFields } from './content-fields';
import { GapsRow } from './gaps-row';
import { PartPicker, partLabel, SideNav } from './content-nav';
import { PageTitle, PartSteps } from './part-steps';
import { PartBlock } from './part-block';
import { keysOfPart, PAGE_PARTS, unsavedParts } from './parts';
import { PlansPart } from './plans-part';
import { PreviewPanel } from './preview-panel';
import { previewPlans, previewTree } from './preview-data';
import { SaveBar } from './save-bar';
import { saveChanges } from './save-changes';
import { WHOLE_PAGE } from './section-address';
import { useContentPlace } from './use-content-place';

/**
 * `list` draws one of the page's lists and `snippet` its search snippet (both edited by other features): the page
 * composes them, since features never import each other; `history` likewise draws a field's or plan's history.
 */
type Props = {
  /** `titled`: the list shows its name (a list alone); under its part's texts the part's name above says it. */
  list?: (key: ListKey, titled: boolean) => ReactNode;
  snippet?: (section: Section) => ReactNode;
  history?: HistorySlot;
};

export function ContentEditor({ list, snippet, history }: Props) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<ContentEdits>({});
  const [planEdits, setPlanEdits] = useState<PlanEdits>({});
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState<Date>();
  const { section, shown, active, choose, follow } = useContentPlace({
    question: t.unsaved,
    onLeavePage: () => {
      setEdits({});
      setPlanEdits({});
      setSavedAt(undefined);
    },
  });
  const content = useQuery(contentQuery(section));
  // Every section's texts, for the whole site's count of fields to translate (the same cache entries the editor reads).
  const everySection = useQueries({ queries: SECTIONS.map((s) => contentQuery(s)) });
  const [onlyGaps, setOnlyGaps] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  // On a phone Preview ends the picker's sticky row; wider, it stands beside the page's name.
  const phone = useMediaQuery('(max-width: 39.99rem)');
  // product.md §7: the admin fetches the plans only for the pricing section.
  const plans = useQuery({ ...plansQuery(), enabled: section === 'pricing' });

  const gaps = keysWithGaps(section, content.data);
  const siteGaps = everySection.every((q) => q.data)
    ? SECTIONS.reduce((sum, s, i) => sum + keysWithGaps(s, everySection[i]!.data).length, 0)
    : undefined;
  const shownKeys = (keys: string[]) => (onlyGaps ? keys.filter((key) => gaps.includes(key)) : keys);
  // What a save sends (and the bar counts, and the preview shows) is every edited field, shown or filtered out.
  const contentBodies = contentChanges(section, CONTENT_KEYS[section], edits, content.data);
  const planBodies = section === 'pricing' ? planChanges(planEdits, plans.data) : [];
  // Forms drawn by other features that save with this bar (the search snippet) count with the texts and plans.
  const formChanges = usePageFormChanges();
  const formShows = usePageFormShows();
  const changes = contentBodies.length + planBodies.length + formChanges;
  const previewContent = useMemo(() => previewTree(content.data, CONTENT_KEYS[section], edits), [content.data, section, edits]);
  const previewListing = useMemo(
    () => (section === 'pricing' && plans.data ? previewPlans(plans.data, planChanges(planEdits, plans.data)) : undefined),
    [section, plans.data, planEdits],
  );
  const dirty = changes > 0;
  /** The languages of each field whose stored text was cleared (never sent: product.md sends only non-blank values). */
  const clearedOf = (key: string): ('en' | 'zh')[] =>
    (['en', 'zh'] as const).filter((lang) => edits[key]?.[lang]?.trim() === '' && currentLeaf(content.data, key)[lang] !== '');
  const anyCleared = CONTENT_KEYS[section].some((key) => clearedOf(key).length > 0);
  useUnsavedChanges('content', dirty);

  const discard = () => {
    setEdits({});
    setPlanEdits({});
    discardPageForms();
  };

  const save = async () => {
    if (invalidPrices(planEdits).length) return toast.error(t.toast.error, { description: t.content.invalidPrice });
    if (!dirty) return anyCleared ? toast.error(t.toast.error, { description: t.content.onlyBlank }) : toast(t.toast.nothingToSave);
    setSaving(true);
    const result = await saveChanges(contentBodies, planBodies);
    const forms = await savePageForms();
    result.errors.push(...forms.errors);
    // The stored texts are read again first: a saved field dropped before they arrive would show the old text a moment,
    // in the field and in the preview.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentQuery(section).queryKey }),
      queryClient.invalidateQueries({ queryKey: plansQuery().queryKey }),
    ]);
    setSaving(false);
    // Saved fields start again from the stored value; failed ones keep the admin's text.
    setEdits((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !result.saved.includes(`content:${key}`))));
    setPlanEdits((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !result.saved.includes(`plan:${id}`))));
    // The fields that failed keep their text: Retry sends just those again.
    if (result.errors.length) failureToast(t.toast.error, result.errors[0], t, () => void save());
    else {
      setSavedAt(new Date());
      // One list entry stored alone: product.md's words for it ("Service created"); anything more: "Content updated".
      toast.success(changes === 1 && forms.said.length === 1 ? forms.said[0]! : t.toast.contentUpdated);
    }
  };

  // The page's width never changes: with the preview open the side list gives way to the picker until the screen is
  // wide enough for three columns, and the preview takes the larger share (7 : 5; a laptop's 1280 px gives it about
  // 700 px, the page at a readable scale), while the editor's paired fields stack English over Chinese in their column.
  const columns = previewOpen
    ? 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] 2xl:grid-cols-[12rem_minmax(0,5fr)_minmax(0,7fr)]'
    : 'lg:grid-cols-[14.5rem_minmax(0,1fr)]';
  // The parts with unsaved edits: marked in the navigation, so an edit in a part not shown is never out of mind.
  const snippetUnsaved = useIsUnsaved(snippetUnsavedKey(section));
  const formsChanged = usePageFormsChanged();
  const unsaved = unsavedParts(section, {
    keys: contentBodies.map((body) => body.key),
    lists: PAGE_PARTS[section].flatMap((part) => (part.list && formsChanged.includes(listFormName(part.list)) ? [part.list] : [])),
    plans: planBodies.length > 0,
    snippet: snippetUnsaved,
  });
  const nav = { section, active, unsaved, onChoose: choose };
  const shownPart = PAGE_PARTS[section].find((part) => part.id === shown);
  // The texts could not be read: the error alone, with its one action (Retry). No Preview (it would show nothing) and
  // no lists under it, which read as editable beside "cannot be edited" (studio review, session 40).
  const failed = content.isError && !content.data;
  const previewButton = (
    <button
      type="button"
      onClick={() => setPreviewOpen((open) => !open)}
      aria-pressed={previewOpen}
      // On a phone as tall as the selects beside it, its word alone and its sides narrower, so the part's name keeps the room.
      className="btn-outline shrink-0 max-sm:min-h-11 max-sm:px-3.5"
    >
      <span className={`${previewOpen ? 'i-lucide-eye-off' : 'i-lucide-eye'} h-4 w-4 max-sm:hidden`} aria-hidden="true" />
      {/* Open, it says what a press does now: hide it. */}
      {previewOpen ? t.content.preview.hide : t.content.preview.show}
    </button>
  );
  return (
    <section aria-label={t.tabs.content} className={`grid items-start gap-x-6 ${columns}`}>
      <SideNav {...nav} className={previewOpen ? 'hidden 2xl:block' : 'hidden lg:block'} />
      {/* `--part-bar`: the sticky part picker's height where it shows, for what sticks under it (the plans' table head). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens for focus moving into a part, takes none itself */}
      <div
        className={`min-w-0 [--part-bar:3.75rem] max-sm:[--part-bar:3.5rem] ${previewOpen ? '2xl:[--part-bar:0px]' : 'lg:[--part-bar:0px]'}`}
        onFocus={follow}
      >
        <div
          className={`sticky top-[var(--admin-top,0px)] z-10 -mx-5 border-b border-line bg-bg-alt/95 px-5 py-2 backdrop-blur max-sm:py-1.5 ${previewOpen ? '2xl:hidden' : 'lg:hidden'}`}
        >
          <PartPicker {...nav} shown={shown} action={phone && !failed ? previewButton : undefined} />
        </div>
        {/* The page's name and Preview on one row on every width; the way back to the whole page wraps under the name. */}
        {/* Under the picker bar (where it shows) a gap, so the page's name and Preview never touch its edge: with the preview
            open at 1280 and 1440 the bar stays and the row ran into it (studio review, session 40). */}
        {/* On a phone the picker says both (its page and its part, the whole page a choice of the second) and holds Preview:
            the row is the page's name for screen readers only (review round 21: a lone icon beside Preview, ~200 px above
            the first field). */}
        <div className={`mt-4 flex items-start justify-between gap-x-4 max-sm:mt-0 ${previewOpen ? '2xl:mt-0' : 'lg:mt-0'}`}>
          <PageTitle
            section={section}
            part={shownPart && partLabel(t, shownPart)}
            onWholePage={() => choose(section, WHOLE_PAGE)}
            pickerUpTo={previewOpen ? '2xl' : 'lg'}
          />
          {!failed && !phone && previewButton}
        </div>
        {/* The contact page's address, phone and email are settings, not texts: said where the owner looks for them. */}
        {section === 'contact' && (
          <p className="muted mt-1 text-sm" data-contact-details-note>
            {t.content.contactDetailsAt}{' '}
            <Link href="/dashboard/settings/contact" className="ink-link font-semibold">
              {t.content.contactDetailsLink}
            </Link>
          </p>
        )}
        {content.isPending ? (
          <Spinner label={t.content.loading} />
        ) : content.isError ? (
          <div className="mt-4">
            <LoadFailed
              what={t.failure.loadContent}
              error={content.error}
              onRetry={() => void content.refetch()}
              retrying={content.isFetching}
            />
          </div>
        ) : (
          <GapsRow here={gaps.length} site={siteGaps} onlyGaps={onlyGaps} onOnlyGaps={setOnlyGaps} />
        )}
        {/* The parts in page order; the lists, plans and snippet load on their own, so they show whatever the texts do. */}
        <div className="mt-4 grid gap-10">
          {/* A part not shown stays drawn, hidden: what is typed in its own forms (the search snippet) is kept. */}
          {!failed &&
            PAGE_PARTS[section].map((part) => {
              const keys = content.data ? shownKeys(keysOfPart(section, part)) : [];
              // A part of texts alone shows once they are here (and, filtered to the fields to translate, if any are left).
              if (part.group && !part.list && keys.length === 0) return null;
              return (
                <PartBlock
                  key={`${section}:${part.id}`}
                  section={section}
                  part={part}
                  label={partLabel(t, part)}
                  pickerUpTo={previewOpen ? '2xl' : 'lg'}
                  hidden={shownPart !== undefined && part !== shownPart}
                  alone={part === shownPart}
                  fields={
                    keys.length > 0 && (
                      <ContentFields
                        section={section}
                        keys={keys}
                        tree={content.data}
                        edits={edits}
                        onEdit={(key, lang, text) => setEdits((all) => ({ ...all, [key]: { ...all[key], [lang]: text } }))}
                        cleared={clearedOf}
                        history={history}
                      />
                    )
                  }
                >
                  {part.list ? (
                    // Shown alone, a list named as its page ("Services" on Services) leaves its name to the page's
                    // title right above: said once (review round 13); screen readers still hear it.
                    list?.(part.list, keys.length === 0 && !(part === shownPart && partLabel(t, part) === t.content.sections[section]))
                  ) : part.plans ? (
                    <PlansPart
                      plans={plans}
                      edits={planEdits}
                      onChange={(id, field, next) => setPlanEdits((all) => ({ ...all, [id]: { ...all[id], [field]: next } }))}
                      history={history}
                    />
                  ) : part.snippet ? (
                    snippet?.(section)
                  ) : undefined}
                </PartBlock>
              );
            })}
        </div>
        {shownPart && !failed && <PartSteps {...nav} part={shownPart.id} />}
        {/* Nothing could be edited: no "All saved" bar under the error either. */}
        {!failed && <SaveBar changes={changes} saving={saving} savedAt={savedAt} onDiscard={discard} onSave={() => void save()} />}
      </div>
      {previewOpen && (
        <PreviewPanel
          section={section}
          // The search snippet is not a place on the page: the preview shows the page from its top.
          part={active === 'snippet' ? undefined : active}
          tree={content.data && previewContent}
          plans={previewListing}
          reads={formShows}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </section>
  );
}
