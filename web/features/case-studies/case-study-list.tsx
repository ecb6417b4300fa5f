// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist.
import { usePublicRead } from '../../lib/read-store';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

type Card = { key: string | number; title: string; description: string; industry: string; image: WithImage | null };
const ICONS = ['i-lucide-factory', 'i-lucide-messages-square'];

export function CaseStudyList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.caseStudies());
  if (isPending) {
    return (
      <div className="grid gap-8 md:grid-cols-2">
        <SkeletonList count={2} label={t.common.loading} className="h-96 w-full" />
      </div>
    );
  }
  const cards: Card[] = data?.length
    ? data.map((c) => ({
        key: c.id,
        title: pick(c, 'title', lang),
        description: pick(c, 'description', lang),
        industry: pick(c, 'industry', lang),
        image: hasImage(c) ? c : null,
      }))
    : t.services.sampleCaseStudies.map((c, i) => ({ key: `sample-${i}`, ...c, image: null }));
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {cards.map((card, i) => (
        <li key={card.key} className="card flex flex-col overflow-hidden">
          {card.image ? (
            // Case studies come after the services and the benefits, far below the first screenful: always lazy.
            <EntryImage image={card.image} lang={lang} className="aspect-[2/1]" />
          ) : (
            <div
              className="grid aspect-[2/1] w-full place-items-center bg-linear-to-br from-slate-100 to-blue-50 dark:from-slate-800 dark:to-blue-950"
              aria-hidden="true"
            >
              <span className={`${ICONS[i % ICONS.length]} h-16 w-16 text-blue-700/80 dark:text-sky-300/80`} />
            </div>
          )}
          <div className="flex flex-1 flex-col p-6">
            <span className="self-start rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-800 dark:bg-sky-400/15 dark:text-sky-200">
              {card.industry}
            </span>
            <h3 className="mt-4 text-xl font-semibold">
              <Phrased text={card.title} />
            </h3>
            <p className="muted mt-3 flex-1 leading-relaxed">{card.description}</p>
            {/* product.md: "read more" does nothing yet; a disabled button says so to keyboard and screen-reader users. */}
            <button
              type="button"
              disabled
              className="mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-blue-700 disabled:cursor-default dark:text-sky-300"
            >
              {t.services.readMore}
              <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
