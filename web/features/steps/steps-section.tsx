// Home's "how we work": the steps of an engagement, numbered, side by side on a laptop with a line running through
// their numbers, and as a timeline down the left on a phone. Shows nothing when there are no steps.
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
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
    <section aria-labelledby="steps-title" data-part="steps" className="border-y border-line bg-bg-alt">
      <div className="page-x py-12 sm:py-16">
        <SectionHeading id="steps-title" title={t.home.stepsTitle} subtitle={t.home.stepsSubtitle} wide />
        <ol className={`mt-6 grid gap-0 sm:mt-8 lg:gap-8 ${columns}`}>
          {steps.map((step, i) => (
            <li key={step.key} className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 pb-5 last:pb-0 lg:block lg:pb-0">
              {/* The line to the next step: down to it on a phone, across to it on a laptop. */}
              {i < steps.length - 1 && (
                <span
                  className="absolute top-12 bottom-0 left-5 w-px bg-line-strong lg:top-5 lg:right-[-2rem] lg:bottom-auto lg:left-12 lg:h-px lg:w-auto"
                  aria-hidden="true"
                />
              )}
              <span
                className="relative grid h-10 w-10 place-items-center rounded-full border border-accent/30 bg-surface text-sm font-semibold text-accent-text shadow-[var(--shadow-card)] tabular-nums"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div className="lg:mt-6">
                <h3 className="card-title pt-2 lg:pt-0">
                  <Phrased text={step.title} />
                </h3>
                <p className="muted mt-1.5 leading-relaxed lg:mt-2">
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

/** The steps of /api/steps; a placeholder only while a page that arrived without them fetches them. */
export function StepsSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('steps'));
  if (isPending)
    return (
      <div className="page-x section-y">
        <Skeleton className="h-72 w-full" />
      </div>
    );
  return (
    <StepsView steps={(data ?? []).map((s) => ({ key: s.id, title: pick(s, 'title', lang), description: pick(s, 'description', lang) }))} />
  );
}
