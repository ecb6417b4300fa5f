// Home's "how we work": the steps of an engagement, numbered, as one tile of the promise's bento (round 24: process and
// promises were two bands in a row saying similar things; decision 0218). The page passes it to the values' section,
// whose grid it spans across the foot. From 1024 px its heading in a narrow column and the steps side by side beside
// it, each its number, title and line; from 768 px two steps to a row under the heading. A phone leaves it out: the
// one section the phone's home cuts (round 24: the page stood about 7,700 px; the promises above it, a written scope,
// working software every two weeks, say what a visitor needs there). Shows nothing when there are no steps.
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Step = { key: string | number; title: string; description: string };

export function StepsView({ steps }: { steps: Step[] }) {
  const t = useT();
  if (!steps.length) return null;
  const columns = steps.length >= 4 ? 'lg:grid-cols-4' : steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
  return (
    <section
      aria-labelledby="steps-title"
      data-part="steps"
      className="card p-6 max-md:hidden sm:p-7 lg:col-span-full lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:gap-x-10"
    >
      <div>
        <h3 id="steps-title" className="text-xl leading-snug font-semibold tracking-[-0.015em] text-ink text-balance sm:text-2xl">
          <Phrased text={t.home.stepsTitle} />
        </h3>
        <p className="muted mt-2 leading-relaxed phrase-balance">
          <Phrased text={t.home.stepsSubtitle} balanced />
        </p>
      </div>
      <ol
        className={`mt-5 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-5 lg:mt-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10 ${columns}`}
      >
        {steps.map((step, i) => (
          <li key={step.key} className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 lg:block">
            <span
              className="grid h-8 w-8 place-items-center rounded-full border border-accent/30 bg-accent-soft text-sm font-semibold text-accent-text tabular-nums"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div className="lg:mt-3">
              <h4 className="card-title pt-0.5 lg:pt-0">
                <Phrased text={step.title} />
              </h4>
              <p className="muted mt-1 text-[0.9375rem] leading-relaxed">
                <Phrased text={step.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The steps of /api/steps as the bento's tile; a placeholder only while a page that arrived without them fetches them. */
export function StepsSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('steps'));
  if (isPending) return <Skeleton className="h-72 w-full rounded-2xl max-md:hidden lg:col-span-full" />;
  return (
    <StepsView steps={(data ?? []).map((s) => ({ key: s.id, title: pick(s, 'title', lang), description: pick(s, 'description', lang) }))} />
  );
}
