// Home's "how we work": the steps of an engagement, numbered, as a section of its own after the promise (round 26: as
// the foot of the promise's bento the two boxed grids stood stacked with no gap, the page's busiest block; decision
// 0227, after 0218). Its heading, then the steps joined by a line as /contact's "What happens next" is: from 1024 px
// side by side, each its number on the line, its title and its sentence under it; below 1024 px down the line, a
// numbered list, the phone's too (round 26: the phone's home had cut the process, and a phone's visitor is the one who
// asks how it works). A band (decision 0249: page and band alternate strictly down home); on a phone each step its number,
// its title and its sentence set compact (small type, tight leading: decision 0253, after 0249 had hidden the sentences
// and left bare labels). Shows nothing when there are no steps.
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Step = { key: string | number; title: string; description: string };

/** The row's columns by the number of steps (up to four side by side; more wrap four to a row). */
const COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' };

export function StepsView({ steps }: { steps: Step[] }) {
  const t = useT();
  if (!steps.length) return null;
  return (
    <section aria-labelledby="steps-title" data-part="steps" className="border-y border-line bg-bg-alt">
      <div className="page-x py-12 sm:py-16">
        <SectionHeading id="steps-title" title={t.home.stepsTitle} subtitle={t.home.stepsSubtitle} wide />
        <ol
          className={`mt-8 max-w-2xl space-y-6 sm:mt-10 lg:grid lg:max-w-none lg:gap-x-8 lg:gap-y-10 lg:space-y-0 ${COLUMNS[steps.length] ?? 'lg:grid-cols-4'}`}
        >
          {steps.map((step, i) => (
            <li key={step.key} className="relative flex gap-4 lg:flex-col lg:gap-4">
              {/* The line joining the marks, from under each one but the last to just above the next (from 1024 px from
                  beside it across the gap to just before the next step's mark; the fourth of a row draws none there). */}
              {i < steps.length - 1 && (
                <span
                  className={`absolute top-12 bottom-[-1rem] left-[1.1875rem] w-px bg-line lg:top-[1.1875rem] lg:right-[-1.5rem] lg:bottom-auto lg:left-12 lg:h-px lg:w-auto ${(i + 1) % 4 === 0 ? 'lg:hidden' : ''}`}
                  aria-hidden="true"
                />
              )}
              <span
                className="relative grid h-10 w-10 shrink-0 place-items-center rounded-full border border-accent/30 bg-accent-soft font-semibold text-accent-text tabular-nums"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="min-w-0 flex-1 pt-1.5 lg:pt-0">
                <h3 className="card-title">
                  <Phrased text={step.title} />
                </h3>
                <p className="muted mt-0.5 text-[0.9375rem] leading-normal sm:mt-1.5 sm:text-base sm:leading-relaxed">
                  <Phrased text={step.description} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The steps of /api/steps as home's section; a placeholder only while a page that arrived without them fetches them. */
export function StepsSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('steps'));
  if (isPending)
    return (
      <div className="page-x py-12 sm:py-16">
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  return (
    <StepsView steps={(data ?? []).map((s) => ({ key: s.id, title: pick(s, 'title', lang), description: pick(s, 'description', lang) }))} />
  );
}
