// Home's big numbers, in a quiet band of their own under the hero (session 51, decision 0238: beside the buttons they
// competed with them): at most three, a value set large over what it counts, in one row (2 + 1 on a phone, decision 0267), with the quiet
// line saying where they come from. Shows nothing when there are no figures.
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { Skeleton } from '../../components/ui/skeleton';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type Figure = { key: string | number; value: string; label: string };

/** At most three: a fourth figure made the row a wall of numbers (issue 53). */
const SHOWN = 3;

export function FiguresBand({ figures }: { figures: Figure[] }) {
  const t = useT();
  if (!figures.length) return null;
  return (
    <div data-part="figures" className="page-x">
      <div className="border-y border-line py-6 sm:py-8">
        {/* On a phone two to a row and the third under the first, each value about 36 px over its label (decision 0267,
            rv32 item 4: as a list of 22 px values beside their labels they read as a table and lost their punch); from
            640 px three equal columns across the page, the values 36-44 px (review round 29). */}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 sm:gap-x-10">
          {figures.slice(0, SHOWN).map((figure) => (
            <div key={figure.key} className="flex min-w-0 flex-col">
              <dt className="order-2 mt-1.5 min-w-0 text-sm leading-snug text-muted">
                <Phrased text={figure.label} />
              </dt>
              <dd className="order-1 text-[2.25rem] leading-none font-semibold tracking-[-0.04em] text-ink tabular-nums sm:text-4xl lg:text-[2.75rem]">
                <Marked text={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="caption mt-4 sm:mt-5">{t.home.figuresSource}</p>
      </div>
    </div>
  );
}

/** The figures of /api/figures; a placeholder only while a page that arrived without them fetches them. */
export function FiguresSection() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('figures'));
  if (isPending)
    return (
      <div className="page-x">
        <Skeleton className="h-28 w-full" />
      </div>
    );
  return <FiguresBand figures={(data ?? []).map((f) => ({ key: f.id, value: pick(f, 'value', lang), label: pick(f, 'label', lang) }))} />;
}
