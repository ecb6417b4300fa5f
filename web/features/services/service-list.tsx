// The services, alternating picture left and right (an uploaded image, or a drawn visual standing for the service);
// three skeletons while loading; a message when there are none. Each has an anchor the services hero links to.
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { usePublicRead } from '../../lib/read-store';
import { PageLink } from '../../components/ui/page-link';
import type { Service } from '../../../src/contract';
import { EntryImage, hasImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT, type Lang } from '../../lib/i18n';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { TopicVisual, visualFor } from '../../components/visuals/topic-visual';

/** The in-page address of a service's row, for the hero's list of service areas. */
export const serviceAnchor = (service: Pick<Service, 'id'>) => `service-${service.id}`;

function ServiceRow({ service, index, lang }: { service: Service; index: number; lang: Lang }) {
  const t = useT();
  const features = lang === 'zh' ? service.featuresZh : service.featuresEn;
  const title = pick(service, 'title', lang);
  return (
    <li id={serviceAnchor(service)} className="grid scroll-mt-24 grid-cols-1 items-center gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
      <div className={index % 2 ? 'md:order-2' : ''}>
        {hasImage(service) ? (
          // The list starts right under the hero: the first picture's top is in the first screen both at 1280×800
          // and on a 390×844 phone, so it loads at once (React's server HTML also preloads it); every later one is
          // lazy, fetched only when the visitor scrolls near it.
          <EntryImage
            image={service}
            lang={lang}
            sizes={IMAGE_SIZES.half}
            eager={index === 0}
            className="aspect-[8/5] rounded-2xl border border-line shadow-[var(--shadow-card)]"
          />
        ) : (
          <TopicVisual kind={visualFor(service, index)} />
        )}
      </div>
      <div>
        <h3 className="text-2xl font-semibold tracking-[-0.02em] text-ink sm:text-[1.75rem]">
          <Phrased text={title} />
        </h3>
        <p className="muted mt-3 leading-relaxed">
          <Phrased text={pick(service, 'description', lang)} />
        </p>
        <h4 className="sr-only">{t.services.featuresLabel}</h4>
        <ul className="mt-6 grid gap-x-6 gap-y-2.5 border-t border-line pt-6 text-sm sm:grid-cols-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-ink">
              <span className="i-lucide-check mt-0.5 h-4 w-4 text-good" aria-hidden="true" />
              <span>
                <Marked text={feature} />
              </span>
            </li>
          ))}
        </ul>
        {/* The site's one text link (`arrow-link`, round 21): small words and an arrow, not a button, so the page's one call
            to action is still the band at its foot (round 18: three "Get started" buttons read as three). */}
        <PageLink href="/pricing" className="arrow-link mt-4 min-h-11">
          {t.services.getStarted}
          <span className="sr-only">
            : <Marked text={title} />
          </span>
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      </div>
    </li>
  );
}

export function ServiceList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('services'));
  if (isPending) {
    return (
      <div className="grid gap-12">
        <SkeletonList count={3} label={t.common.loading} className="h-72 w-full" />
      </div>
    );
  }
  if (!data?.length) return <p className="muted py-12 text-lg">{t.services.empty}</p>;
  return (
    <ul className="grid gap-20 sm:gap-28">
      {data.map((service, i) => (
        <ServiceRow key={service.id} service={service} index={i} lang={lang} />
      ))}
    </ul>
  );
}
