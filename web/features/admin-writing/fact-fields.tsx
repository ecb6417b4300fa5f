// A story's facts at a glance (decision 0178): how long it took, who built it, on what, in each language, as the page
// shows them beside the client. A small labelled form on the story's tab: per language, a row a fact (its term, a short
// box; its detail, the rest of the line, growing down to show all of itself), added up to FACTS_MAX and taken out one
// by one.
// Saved with the piece, so its history brings them back. A row left blank on both sides is dropped when it is saved.
// A term is picked from a short list of common labels (decision 0213, round 22: the two languages' lists drifted apart):
// a label picked (or typed as listed) in one language fills the same row's term in the other, when that is still blank,
// so only the values are typed twice. Any other term can still be typed.
import { FACT_DETAIL_MAX, FACT_TERM_MAX, FACTS_MAX, LANGS, type Lang, type StoryFact } from '../../../src/contract';
import { adminIn, useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { oneLine, STORY_TITLE } from './piece-draft';
import { Phrased } from '../../components/ui/phrased';
import { LangLabel } from './lang-label';

type Props = {
  of: (lang: Lang) => StoryFact[];
  onFacts: (lang: Lang, facts: StoryFact[]) => void;
};

/** The common labels in each language, the same place in each list the same label. */
const termsIn = (lang: Lang) => adminIn(lang).publishing.work.factTerms;
/** A term's place in its language's list of labels (-1: typed, not listed). */
const listed = (lang: Lang, term: string) => {
  const typed = term.trim().toLocaleLowerCase();
  return typed ? termsIn(lang).findIndex((label) => label.toLocaleLowerCase() === typed) : -1;
};

export function FactFields({ of, onFacts }: Props) {
  const t = useAdminT();
  const words = t.publishing.work;
  /** A term typed in a language; a listed label fills the other language's same row while its term is blank. */
  const setTerm = (version: Lang, i: number, term: string) => {
    const facts = of(version);
    onFacts(
      version,
      facts.map((fact, at) => (at === i ? { ...fact, term } : fact)),
    );
    const found = listed(version, term);
    if (found < 0) return;
    const otherLang: Lang = version === 'en' ? 'zh' : 'en';
    const other = of(otherLang);
    const label = termsIn(otherLang)[found]!;
    if (i < other.length) {
      if (!other[i]!.term.trim())
        onFacts(
          otherLang,
          other.map((fact, at) => (at === i ? { ...fact, term: label } : fact)),
        );
    } else if (i < FACTS_MAX && !other.some((fact) => listed(otherLang, fact.term) === found)) {
      // On the same row as in this language: the other list is padded with empty rows, which are not saved (code review
      // of session 49: appended, "Team" on the third English row became the first Chinese one).
      const padded = [...other];
      while (padded.length < i) padded.push({ term: '', detail: '' });
      onFacts(otherLang, [...padded, { term: label, detail: '' }]);
    }
  };
  return (
    <fieldset className="min-w-0" aria-describedby="story-glance-hint" data-story-glance>
      <legend className={STORY_TITLE}>{words.glance}</legend>
      {/* Its one helper line (decision 0223): how a listed label saves typing; the limit is the Add button's. */}
      <p id="story-glance-hint" className="field-hint phrase-balance mt-0.5">
        <Phrased balanced text={words.factTermsHint} />
      </p>
      {/* The labels offered for a term, in each language. */}
      {LANGS.map((version) => (
        <datalist key={version} id={`fact-terms-${version}`}>
          {termsIn(version).map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
      ))}
      {/* One language above the other under its tag, as every pair of the tab (side by side in the 38rem column each
          detail was a word wide). */}
      <div className="mt-3 grid gap-5">
        {LANGS.map((version) => {
          const language = t.publishing.langs[version];
          const facts = of(version);
          const set = (i: number, change: Partial<StoryFact>) =>
            onFacts(
              version,
              facts.map((fact, at) => (at === i ? { ...fact, ...change } : fact)),
            );
          return (
            <div key={version} className="grid min-w-0 content-start gap-2" lang={version === 'zh' ? 'zh-Hant' : 'en'}>
              <LangLabel lang={version} />
              {facts.map((fact, i) => {
                const place = { place: String(i + 1), language };
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place; its words change as it is typed
                  <div key={i} className="flex min-w-0 items-start gap-2" data-fact>
                    <input
                      value={fact.term}
                      onChange={(event) => setTerm(version, i, event.target.value)}
                      list={`fact-terms-${version}`}
                      autoComplete="off"
                      aria-label={fill(words.factTerm, place)}
                      placeholder={words.factTermExample}
                      maxLength={FACT_TERM_MAX}
                      className="field w-[11rem] shrink-0 text-sm leading-5 font-medium max-sm:w-[7.75rem]"
                    />
                    <textarea
                      value={fact.detail}
                      onChange={(event) => set(i, { detail: oneLine(event.target.value) })}
                      aria-label={fill(words.factDetail, place)}
                      placeholder={words.factDetailExample}
                      maxLength={FACT_DETAIL_MAX}
                      rows={1}
                      className="field w-0 min-w-0 flex-1 resize-none py-[0.6875rem] text-sm leading-5 [field-sizing:content]"
                    />
                    <button
                      type="button"
                      className="btn-icon mt-0.5 shrink-0"
                      aria-label={fill(words.factRemove, place)}
                      title={fill(words.factRemove, place)}
                      onClick={() =>
                        onFacts(
                          version,
                          facts.filter((_, at) => at !== i),
                        )
                      }
                    >
                      <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
                    </button>
                  </div>
                );
              })}
              <button
                type="button"
                className="keyboard-ring inline-flex min-h-10 w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-ink hover:text-accent-text disabled:cursor-not-allowed disabled:text-faint max-sm:min-h-11"
                disabled={facts.length >= FACTS_MAX}
                onClick={() => onFacts(version, [...facts, { term: '', detail: '' }])}
              >
                <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
                {fill(words.factAdd, { language })}
              </button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The facts as saved: a row blank on both sides dropped, and a listed label with no value yet (one filled in from the
 * other language and never written to, decision 0213); the others as typed (the server trims and checks them).
 */
export const factsToSave = (facts: StoryFact[], lang: Lang) =>
  facts.filter((fact) => fact.detail.trim() || (fact.term.trim() && listed(lang, fact.term) < 0));
