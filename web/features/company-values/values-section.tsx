// Home's core values, set as the company's promise, and how a project runs, in one dense bento on the page's own ground
// (round 24: process and promises were two grey bands in a row, each a heading left and its lead right, saying similar
// things; decision 0218, after 0192 and 0161): a tile in the accent's soft tint holds the eyebrow, the heading and what
// the promise covers, set one above the other; beside it from 1024 px the values as tiles of one height, all in one row
// whatever their number, not numbered (a promise's clauses have no order); across the foot the process (the page passes
// it in, `process`: a feature does not import another).
// Unsigned: two names set as a signature read as a made-up one (review of session 36); the team section names the people. The values come from /api/company-values, or the three built-in ones when the list is empty or fails.
import type { ReactNode } from 'react';
import { VALUE_ICONS } from '../../../src/contract/constants';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const DEFAULT_ICONS = ['i-lucide-settings-2', 'i-lucide-lightbulb', 'i-lucide-shield-check'];
/** In the set, hence in the stylesheet: the server accepts no other, but a row written before the set existed may hold one. */
const FALLBACK_ICON = 'i-lucide-star';
const iconOf = (icon: string) => ((VALUE_ICONS as readonly string[]).includes(icon) ? icon : FALLBACK_ICON);

export function ValuesSection({ process }: { process?: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('companyValues'));
  const values = data?.length
    ? data.map((v) => ({ key: v.id, icon: iconOf(v.icon), title: pick(v, 'title', lang), description: pick(v, 'description', lang) }))
    : t.home.defaultValues.map((v, i) => ({ key: i, icon: DEFAULT_ICONS[i]!, ...v }));

  return (
    <section aria-labelledby="values-title" data-part="companyValues">
      <div className="page-x grid gap-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)]">
        {/* The heading tile: stacked, never a lead floating beside a one-line heading (round 24, in Chinese). */}
        <div className="rounded-2xl bg-accent-soft p-6 sm:p-7 lg:p-6">
          <p className="eyebrow">{t.home.valuesEyebrow}</p>
          <h2 id="values-title" className="section-title mt-3 lg:text-[2rem]">
            <Phrased text={t.home.valuesTitle} />
          </h2>
          <p className="muted mt-3 text-lg leading-relaxed phrase-balance lg:text-base">
            <Phrased text={t.home.valuesSubtitle} balanced />
          </p>
        </div>
        {/* The values beside it, all in one row from 768 px; on a phone one panel split by hairlines (tiles of their own
            stacked three high read as three more sections). From 768 px each tile a subgrid of the row's two tracks
            (title, body), so the bodies start on one line whatever the titles' lengths (round 19). */}
        <ul className="grid max-md:card max-md:divide-y max-md:divide-line md:auto-cols-fr md:grid-flow-col md:grid-rows-[auto_auto] md:gap-4 md:gap-y-0">
          {values.map((value) => (
            <li key={value.key} className="p-5 md:card md:row-span-2 md:grid md:[grid-template-rows:subgrid] md:p-7">
              {/* Its icon beside the title. */}
              <h3 className="flex items-start gap-3 text-xl leading-snug font-semibold tracking-[-0.015em] text-ink text-balance lg:text-lg">
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
        {/* How a project runs, across the bento's foot (the steps' tile: it spans the row itself). */}
        {process}
      </div>
    </section>
  );
}
