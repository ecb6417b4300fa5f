// Home's core values, set as the company's promise, right under the team's list: a band of its own on the grey ground
// (round 20: process, team and promises all stood as a heading on the left beside grey columns on the right, thin rules,
// one rhythm three times; decision 0192), the eyebrow, heading and what the promise covers across the top, then the
// values as clauses each under a short accent rule (all in one row from 768 px, whatever their number; one column on a
// phone; not numbered, as a promise's clauses have no order). No cards (decision 0161).
// Unsigned: two names set as a signature read as a made-up one (review of session 36); the team section names the people. The values come from /api/company-values, or the three built-in ones when the list is empty or fails.
import { VALUE_ICONS } from '../../../src/contract/constants';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const DEFAULT_ICONS = ['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check'];
/** In the set, hence in the stylesheet: the server accepts no other, but a row written before the set existed may hold one. */
const FALLBACK_ICON = 'i-lucide-star';
const iconOf = (icon: string) => ((VALUE_ICONS as readonly string[]).includes(icon) ? icon : FALLBACK_ICON);

export function ValuesSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('companyValues'));
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    // On the page's own ground right after the team's list, as the promise those people make (round 15: a second boxed
    // "how we work" block after the process said the same thing twice; decision 0161): no panel, no tiles, the heading
    // in the team's narrow column and the clauses side by side beside it, each its icon, title and line.
    <section aria-labelledby="values-title" data-part="companyValues" className="border-y border-line bg-bg-alt">
      <div className="page-x py-12 sm:py-16">
        <p className="eyebrow">{t.home.valuesEyebrow}</p>
        <div className="mt-3 lg:grid lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
          <h2 id="values-title" className="section-title max-w-3xl">
            <Phrased text={t.home.valuesTitle} />
          </h2>
          <p className="lead wrap-balance phrase-balance mt-3 lg:mt-0 lg:text-lg">
            <Phrased text={t.home.valuesSubtitle} balanced />
          </p>
        </div>
        {/* From 768 px each column a subgrid of the row's two tracks (title, body), so the bodies start on one line
            whatever the titles' lengths (round 19: a three-line title pushed its body down). */}
        <ul className="mt-8 grid gap-8 sm:mt-10 md:auto-cols-fr md:grid-flow-col md:grid-rows-[auto_auto] md:gap-x-10 md:gap-y-0">
          {values.map((value) => (
            <li key={value.key} className="md:row-span-2 md:grid md:[grid-template-rows:subgrid]">
              {/* A short accent rule over each clause, its icon beside the title. */}
              <h3 className="flex items-start gap-3 border-t-2 border-accent pt-5 text-xl leading-snug font-semibold tracking-[-0.015em] text-ink text-balance">
                <span className={`${value.icon} mt-1 block h-5 w-5 shrink-0 text-accent-text`} aria-hidden="true" />
                {/* One flex item: the phrases' own spans and <wbr>s would each be one, and part the words. */}
                <span>
                  <Phrased text={value.title} />
                </span>
              </h3>
              {/* In Chinese in phrases, its last line evened out (`phrase-balance`, not set even): filled as body text, the
                  middle clause ended on a line of its own, 就會發現。 (round 21). */}
              <p className="muted mt-2 leading-relaxed phrase-balance">
                <Phrased text={value.description} balanced />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
