// A story's facts (its result, what the result measures, the client's industry), as the page shows them under its
// title, and the card's words edited in place (decision 0139; its title and summary too since round 19, decision 0183):
// they belong to the client story card, so "Edit the card" opens the ten boxes (each in both languages) and "Save the
// card" saves it at once through the list's own call (its history as in Content), apart from the piece's own Save.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { LANGS } from '../../../src/contract';
import { type StoryCard, STORY_LIST } from '../../../src/contract/lists';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { failureToast } from '../../lib/failure-toast';
import { fill, pick, useLang } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/unsaved';
import { Phrased } from '../../components/ui/phrased';

const stories = listCalls(STORY_LIST.key);
// The card's words, all of them edited here (round 19: "edited in Content" sent the writer away for its figure): its
// title and summary as /services and home show them, then the facts the page's head shows. Its picture and its place
// in the list are story-card-place.tsx's (decision 0201). Open with changes, the unsaved-changes guard counts it.
const FACTS = ['title', 'description', 'resultValue', 'resultLabel', 'industry'] as const;
type FactName = `${(typeof FACTS)[number]}${'En' | 'Zh'}`;

export function StoryFacts({ card }: { card: StoryCard }) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Record<FactName, string> | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(
    `story-card-facts:${card.id}`,
    editing !== null && Object.entries(editing).some(([name, value]) => value !== (card[name as FactName] ?? '')),
  );
  const open = () =>
    setEditing(
      Object.fromEntries(
        FACTS.flatMap((fact) => LANGS.map((l) => `${fact}${l === 'en' ? 'En' : 'Zh'}` as FactName)).map((name) => [name, card[name] ?? '']),
      ) as Record<FactName, string>,
    );
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    try {
      await stories.replace(card.id, { ...card, ...editing });
      await queryClient.invalidateQueries({ queryKey: stories.query().queryKey });
      toast.success(words.factsSaved);
      setEditing(null);
    } catch (error) {
      failureToast(words.factsFailed, error, t);
    } finally {
      setBusy(false);
    }
  };
  const label = {
    title: words.cardTitle,
    description: words.cardSummary,
    resultValue: words.factValue,
    resultLabel: words.factLabel,
    industry: words.factIndustry,
  };
  if (!editing)
    return (
      <div
        className="flex flex-wrap items-center gap-x-2 gap-y-2 rounded-lg bg-surface-alt py-2 pr-1 pl-3 text-sm max-sm:pr-3"
        data-story-card
      >
        {/* The facts one line together, the button beside them or, on a phone, under them across the card (review round
            28: the industry sat alone above the button, decision 0241). */}
        <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2" data-story-card-meta>
          <span className="text-lg font-semibold text-accent-text tabular-nums">{pick(card, 'resultValue', lang)}</span>
          <span>{pick(card, 'resultLabel', lang)}</span>
          <span className="text-xs text-muted before:mr-2 before:content-['·']">{pick(card, 'industry', lang)}</span>
        </span>
        {/* In words, not a bare pencil (round 19 did not see it could be edited here). */}
        <button type="button" onClick={open} className="btn-outline btn-sm shrink-0 gap-1.5 max-sm:w-full max-sm:justify-center">
          <span className="i-lucide-pencil h-3.5 w-3.5" aria-hidden="true" />
          {words.factsEdit}
        </button>
      </div>
    );
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line-strong bg-surface p-3" aria-describedby="story-facts-hint">
      <legend className="sr-only">{words.facts}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FACTS.flatMap((fact) =>
          LANGS.map((l) => {
            const name = `${fact}${l === 'en' ? 'En' : 'Zh'}` as FactName;
            return (
              <label key={name} htmlFor={`story-card-${name}`} className="grid content-start gap-1 text-[0.8125rem] font-medium text-muted">
                {fill(label[fact], { language: t.publishing.langs[l] })}
                {fact === 'description' ? (
                  <textarea
                    id={`story-card-${name}`}
                    className="field resize-none text-sm font-normal [field-sizing:content] min-h-[4.5rem]"
                    lang={l === 'zh' ? 'zh-Hant' : 'en'}
                    rows={3}
                    value={editing[name]}
                    onChange={(event) => setEditing({ ...editing, [name]: event.target.value })}
                  />
                ) : (
                  <input
                    id={`story-card-${name}`}
                    className="field text-sm font-normal"
                    lang={l === 'zh' ? 'zh-Hant' : 'en'}
                    value={editing[name]}
                    onChange={(event) => setEditing({ ...editing, [name]: event.target.value })}
                  />
                )}
              </label>
            );
          }),
        )}
      </div>
      <p id="story-facts-hint" className="field-hint phrase-balance">
        <Phrased balanced text={words.factsHint} />
      </p>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost btn-sm" onClick={() => setEditing(null)} disabled={busy}>
          {words.factsCancel}
        </button>
        <button type="button" className="btn-outline btn-sm" onClick={() => void save()} disabled={busy}>
          {words.factsSave}
        </button>
      </div>
    </fieldset>
  );
}
