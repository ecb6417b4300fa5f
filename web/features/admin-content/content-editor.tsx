// The content tab: pick a section, edit its texts in both languages (and, for pricing, the three plans), save.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CONTENT_KEYS, PLAN_IDS, SECTIONS, type PlanId, type Section } from '../../../src/contract';
import type { HistorySlot } from '../../components/admin/history-slot';
import { LoadFailed } from '../../components/admin/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { contentQuery } from '../../lib/calls/content';
import { plansQuery } from '../../lib/calls/pricing';
import { failureToast } from '../../lib/failure-toast';
import { confirmLeave, useUnsavedChanges } from '../../lib/unsaved';
import { ContentFields } from './content-fields';
import { contentChanges, currentLeaf, currentPlan, invalidPrices, planChanges, type ContentEdits, type PlanEdits } from './changes';
import { keysWithGaps } from './completeness';
import { PlanCardFields } from './plan-card-fields';
import { currentExtras } from './plan-content';
import { PreviewPanel } from './preview-panel';
import { previewPlans, previewTree } from './preview-data';
import { SaveBar } from './save-bar';
import { saveChanges } from './save-changes';

/**
 * `lists` draws what else the chosen section's page shows (its lists, edited by another feature): the page composes
 * the two, since features never import each other; `history` likewise draws a field's or plan's history.
 */
export function ContentEditor({ lists, history }: { lists?: (section: Section) => ReactNode; history?: HistorySlot }) {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [section, setSection] = useState<Section>('home');
  const [edits, setEdits] = useState<ContentEdits>({});
  const [planEdits, setPlanEdits] = useState<PlanEdits>({});
  const [saving, setSaving] = useState(false);
  const content = useQuery(contentQuery(section));
  // Every section's texts, for the whole site's count of fields to translate (the same cache entries the editor reads).
  const everySection = useQueries({ queries: SECTIONS.map((s) => contentQuery(s)) });
  const [onlyGaps, setOnlyGaps] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  // product.md §7: the admin fetches the plans only for the pricing section.
  const plans = useQuery({ ...plansQuery(), enabled: section === 'pricing' });

  const gaps = keysWithGaps(section, content.data);
  const siteGaps = everySection.every((q) => q.data)
    ? SECTIONS.reduce((sum, s, i) => sum + keysWithGaps(s, everySection[i]!.data).length, 0)
    : undefined;
  const keys = onlyGaps ? CONTENT_KEYS[section].filter((key) => gaps.includes(key)) : CONTENT_KEYS[section];
  // What a save sends (and the bar counts, and the preview shows) is every edited field, shown or filtered out.
  const contentBodies = contentChanges(section, CONTENT_KEYS[section], edits, content.data);
  const planBodies = section === 'pricing' ? planChanges(planEdits, plans.data) : [];
  const changes = contentBodies.length + planBodies.length;
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

  const chooseSection = (next: Section) => {
    // Another section also closes the section's list and search-snippet editors: the question covers every edit here.
    if (!confirmLeave(t.unsaved)) return;
    setEdits({});
    setPlanEdits({});
    setSection(next);
  };

  const discard = () => {
    setEdits({});
    setPlanEdits({});
  };

  const save = async () => {
    if (invalidPrices(planEdits).length) return toast.error(t.toast.error, { description: t.content.invalidPrice });
    if (!dirty) return anyCleared ? toast.error(t.toast.error, { description: t.content.onlyBlank }) : toast(t.toast.nothingToSave);
    setSaving(true);
    const result = await saveChanges(contentBodies, planBodies);
    setSaving(false);
    // Saved fields start again from the stored value; failed ones keep the admin's text.
    setEdits((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !result.saved.includes(`content:${key}`))));
    setPlanEdits((all) => Object.fromEntries(Object.entries(all).filter(([id]) => !result.saved.includes(`plan:${id}`))));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contentQuery(section).queryKey }),
      queryClient.invalidateQueries({ queryKey: plansQuery().queryKey }),
    ]);
    // The fields that failed keep their text: Retry sends just those again.
    if (result.errors.length) failureToast(t.toast.error, result.errors[0], t, () => void save());
    else toast.success(t.toast.contentUpdated);
  };

  return (
    <section aria-label={t.tabs.content}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <label htmlFor="content-section" className="block text-sm font-medium">
            {t.content.section}
          </label>
          <select
            id="content-section"
            value={section}
            onChange={(e) => chooseSection(e.target.value as Section)}
            className="field mt-1 w-56"
          >
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t.content.sections[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => setPreviewOpen((open) => !open)} aria-pressed={previewOpen} className="btn-outline">
            <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
            {t.content.preview.show}
          </button>
          <button type="button" onClick={save} disabled={saving} className="btn-primary">
            <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
            {saving ? t.content.saving : t.content.save}
          </button>
        </div>
      </div>

      <div className={previewOpen ? 'mt-6 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6' : 'mt-6'}>
        <div className="min-w-0">
          {content.isPending ? (
            <Spinner label={t.content.loading} />
          ) : content.isError ? (
            <LoadFailed
              what={t.failure.loadContent}
              error={content.error}
              onRetry={() => void content.refetch()}
              retrying={content.isFetching}
            />
          ) : (
            <div className="grid gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="muted" role="status">
                  {siteGaps === 0
                    ? t.content.gaps.allDone
                    : fill(t.content.gaps.summary, { count: String(gaps.length), total: siteGaps === undefined ? '…' : String(siteGaps) })}
                </p>
                <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
                  <input
                    type="checkbox"
                    checked={onlyGaps}
                    onChange={(e) => setOnlyGaps(e.target.checked)}
                    className="keyboard-ring h-4 w-4"
                  />
                  {t.content.gaps.onlyThese}
                </label>
              </div>
              {onlyGaps && keys.length === 0 && <p className="muted card px-4 py-6 text-center text-sm">{t.content.gaps.noneHere}</p>}
              <ContentFields
                section={section}
                keys={keys}
                tree={content.data}
                edits={edits}
                onEdit={(key, lang, text) => setEdits((all) => ({ ...all, [key]: { ...all[key], [lang]: text } }))}
                cleared={clearedOf}
                history={history}
              />
            </div>
          )}

          {lists?.(section)}

          {section === 'pricing' && (
            <section aria-labelledby="plans-title" className="mt-8">
              <h2 id="plans-title" className="text-xl font-semibold">
                {t.content.plansTitle}
              </h2>
              {plans.isPending ? (
                <Spinner label={t.content.loading} />
              ) : plans.isError ? (
                <div className="mt-4">
                  <LoadFailed
                    what={t.failure.loadPlans}
                    error={plans.error}
                    onRetry={() => void plans.refetch()}
                    retrying={plans.isFetching}
                  />
                </div>
              ) : (
                // One plan per row: with two feature lists side by side a card needs the width; on a phone all stacks.
                <div className="mt-4 grid gap-6">
                  {PLAN_IDS.map((id: PlanId) => {
                    const current = { ...currentPlan(plans.data, id), ...currentExtras(plans.data, id) };
                    return (
                      <PlanCardFields
                        key={id}
                        id={id}
                        current={current}
                        value={{ ...current, ...planEdits[id] }}
                        onChange={(field, next) => setPlanEdits((all) => ({ ...all, [id]: { ...all[id], [field]: next } }))}
                        extra={history?.(`pricing-plans/${id}`, t.content.plans[id])}
                      />
                    );
                  })}
                </div>
              )}
            </section>
          )}

          {dirty && <SaveBar changes={changes} saving={saving} onDiscard={discard} onSave={() => void save()} />}
        </div>
        {previewOpen && (
          <PreviewPanel
            section={section}
            tree={content.data && previewContent}
            plans={previewListing}
            onClose={() => setPreviewOpen(false)}
          />
        )}
      </div>
    </section>
  );
}
