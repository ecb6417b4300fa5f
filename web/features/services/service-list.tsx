// The services, alternating image left and right; three skeletons while loading; a message when there are none.
import { usePublicRead } from '../../lib/read-store';
import { Link } from 'wouter';
import type { Service } from '../../../src/contract';
import { EntryImage, hasImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT, type Lang } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';

const FALLBACK_ICONS = ['i-lucide-code-xml', 'i-lucide-workflow', 'i-lucide-bot'];

function ServiceRow({ service, index, lang }: { service: Service; index: number; lang: Lang }) {
  const t = useT();
  const features = lang === 'zh' ? service.featuresZh : service.featuresEn;
  const title = pick(service, 'title', lang);
  return (
    <li className={`flex flex-col items-center gap-8 md:gap-12 ${index % 2 ? 'md:flex-row-reverse' : 'md:flex-row'}`}>
      <div className="w-full md:w-1/2">
        {hasImage(service) ? (
          // The list starts right under the hero: the first picture's top is in the first screen both at 1280×800
          // (about 500–570 px down) and on a 390×844 phone (about 480–560), so it loads at once (React's server HTML
          // also preloads it); every later one is lazy, fetched only when the visitor scrolls near it.
          <EntryImage image={service} lang={lang} eager={index === 0} className="aspect-[8/5] rounded-2xl shadow-md" />
        ) : (
          <div
            className="grid aspect-[8/5] w-full place-items-center rounded-2xl bg-linear-to-br from-blue-100 to-sky-50 dark:from-blue-950 dark:to-slate-900"
            aria-hidden="true"
          >
            <span className={`${FALLBACK_ICONS[index % FALLBACK_ICONS.length]} h-20 w-20 text-blue-700 dark:text-sky-300`} />
          </div>
        )}
      </div>
      <div className="w-full md:w-1/2">
        <h3 className="text-2xl font-bold tracking-tight">
          <Phrased text={title} />
        </h3>
        <p className="muted mt-4 leading-relaxed">{pick(service, 'description', lang)}</p>
        <h4 className="sr-only">{t.services.featuresLabel}</h4>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <span className="i-lucide-circle-check mt-0.5 h-5 w-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Link href="/pricing" className="btn-primary mt-8">
          {t.services.getStarted}
          <span className="sr-only">: {title}</span>
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

export function ServiceList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.services());
  if (isPending) {
    return (
      <div className="grid gap-12">
        <SkeletonList count={3} label={t.common.loading} className="h-72 w-full" />
      </div>
    );
  }
  if (!data?.length) return <p className="muted py-12 text-center text-lg">{t.services.empty}</p>;
  return (
    <ul className="grid gap-20">
      {data.map((service, i) => (
        <ServiceRow key={service.id} service={service} index={i} lang={lang} />
      ))}
    </ul>
  );
}
