// Home's big numbers, read out in the hero under its buttons: the figures list as the proof a visitor sees before
// scrolling (a value set large over what it counts, two to a row in the text column), with the quiet line saying where
// they come from. Shows nothing when there are no figures.
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Figure = { key: string | number; value: string; label: string };

export function FiguresBand({ figures }: { figures: Figure[] }) {
  const t = useT();
  if (!figures.length) return null;
  return (
    <div data-part="figures" className="mt-10 border-t border-line pt-6 sm:mt-12">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4 lg:grid-cols-2 lg:gap-x-10">
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col">
            <dt className="order-2 mt-1.5 text-sm leading-snug text-muted">
              <Phrased text={figure.label} />
            </dt>
            <dd className="order-1 text-[1.75rem] leading-none font-semibold tracking-[-0.04em] text-ink tabular-nums sm:text-[2rem]">
              <Marked text={figure.value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-xs text-muted">{t.home.figuresSource}</p>
    </div>
  );
}

/** The figures of /api/figures; a placeholder only while a page that arrived without them fetches them. */
export function FiguresSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('figures'));
  if (isPending) return <Skeleton className="mt-10 h-36 w-full sm:mt-12" />;
  return <FiguresBand figures={(data ?? []).map((f) => ({ key: f.id, value: pick(f, 'value', lang), label: pick(f, 'label', lang) }))} />;
}
