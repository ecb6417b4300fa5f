// Home's big numbers: a few figures (a value and what it counts) set large under a short heading, so results are read
// before services are. Shows nothing when there are no figures.
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Figure = { key: string | number; value: string; label: string };

export function FiguresBand({ figures }: { figures: Figure[] }) {
  const t = useT();
  if (!figures.length) return null;
  return (
    <section aria-labelledby="figures-title" className="page-x section-y">
      <SectionHeading id="figures-title" eyebrow={t.home.figuresEyebrow} title={t.home.figuresTitle} />
      <dl
        className={`mt-8 grid grid-cols-2 gap-x-6 gap-y-6 sm:mt-12 sm:gap-y-8 ${figures.length >= 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col border-t border-line-strong pt-4 sm:pt-5">
            <dt className="order-2 mt-2 text-sm leading-snug text-muted sm:text-base">
              <Phrased text={figure.label} />
            </dt>
            <dd className="order-1 text-[2.25rem] leading-none font-semibold tracking-[-0.04em] text-ink tabular-nums sm:text-[3.5rem]">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-xs text-muted">{t.home.figuresSource}</p>
    </section>
  );
}

/** The band with /api/figures' entries; placeholders only while a page that arrived without them fetches them. */
export function FiguresSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.figures());
  if (isPending)
    return (
      <div className="page-x section-y">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return <FiguresBand figures={(data ?? []).map((f) => ({ key: f.id, value: pick(f, 'value', lang), label: pick(f, 'label', lang) }))} />;
}
