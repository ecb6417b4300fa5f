// The services, alternating picture left and right: an uploaded image, or (product.md's fallback) the service's line icon
// heading how the work on it goes, three steps (session 52: the drawn order list, flow and chat were home's hero again);
// three skeletons while loading; a message when there are none. Each has an anchor the services hero links to.
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { usePublicRead } from '../../lib/read-store';
import { ArrowLink } from '../../components/ui/arrow-link';
import type { Service } from '../../../src/contract';
import { EntryImage, hasImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT, type Lang } from '../../lib/i18n';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';

/** The ways of working, each with its line icon; a service follows one by its title (English or Chinese), else its place. */
const ICONS = { build: 'i-lucide-code-xml', flow: 'i-lucide-workflow', chat: 'i-lucide-bot-message-square' } as const;
type Method = keyof typeof ICONS;
const TOPICS: [RegExp, Method][] = [
  [/automat|workflow|integrat|自動|流程|串接/i, 'flow'],
  [/\bAI\b|assistant|chat|bot|助理|客服|聊天/i, 'chat'],
];
const methodOf = (service: Service, index: number): Method =>
  TOPICS.find(([topic]) => topic.test(`${service.titleEn} ${service.titleZh}`))?.[1] ?? (['build', 'flow', 'chat'] as const)[index % 3]!;

/** The in-page address of a service's row, for the page's sticky nav of service areas (service-index.tsx). */
export const serviceAnchor = (service: Pick<Service, 'id'>) => `service-${service.id}`;
/** A service's line icon (its way of working), for its row's panel and the nav. */
export const serviceIcon = (service: Service, index: number) => ICONS[methodOf(service, index)];

function ServiceRow({ service, index, lang }: { service: Service; index: number; lang: Lang }) {
  const t = useT();
  const features = lang === 'zh' ? service.featuresZh : service.featuresEn;
  const title = pick(service, 'title', lang);
  const method = methodOf(service, index);
  return (
    // Below 768 px one column read in order: heading and description, then the checklist, then the panel (session 54,
    // round 32: under the panel the checklist sank), and "Get started" last; the text column dissolves
    // (`max-md:contents`) so CSS order can slot the panel inside it. Its anchor clears the header and the sticky nav.
    <li
      id={serviceAnchor(service)}
      className="grid scroll-mt-24 lg:scroll-mt-40 grid-cols-1 items-center md:grid-cols-2 md:gap-12 lg:gap-16"
    >
      {/* The picture, or the icon over three steps of the work on it (a panel's `method-*` shortcuts, uno.config.ts). */}
      {/* From 768 px the words lead rows 1 and 3 (the panel on the right) and the panel row 2 (session 53, round 30); one
          pattern for every row, the sides alternating (decision 0279: the middle row's steps as a strip read as another
          design). The panel does not repeat the service's name: beside its heading it read as a duplicate (decision 0263). */}
      <div className={`method-panel max-md:order-2 max-md:mt-8 ${index % 2 ? '' : 'md:order-2'}`}>
        {hasImage(service) && (
          // The list starts right under the hero: the first picture's top is in the first screen both at 1280×800
          // and on a 390×844 phone, so it loads at once (React's server HTML also preloads it); every later one is
          // lazy, fetched only when the visitor scrolls near it.
          <EntryImage image={service} lang={lang} sizes={IMAGE_SIZES.half} eager={index === 0} className="mb-6 aspect-[8/5] rounded-xl" />
        )}
        {/* The panel's head: the service's icon (product.md's fallback, without a picture) beside "How we work on it". */}
        <div className="flex items-center gap-4">
          {!hasImage(service) && <span className={`method-icon shrink-0 ${ICONS[method]}`} aria-hidden="true" />}
          <p className="eyebrow">{t.services.methodLabel}</p>
        </div>
        <ol className="mt-4">
          {t.services.methods[method].map((step, i) => (
            <li key={step.title} className="method-step">
              <span className="font-semibold text-accent-text tabular-nums">0{i + 1}</span>
              <span>
                <strong className="block font-semibold text-ink">
                  <Phrased text={step.title} />
                </strong>
                <Phrased text={step.detail} />
              </span>
            </li>
          ))}
        </ol>
      </div>
      <div className="max-md:contents">
        <h3 className="text-2xl font-semibold tracking-[-0.02em] text-ink sm:text-[1.75rem]">
          <Phrased text={title} />
        </h3>
        <p className="muted mt-3 leading-relaxed">
          <Phrased text={pick(service, 'description', lang)} />
        </p>
        <h4 className="sr-only">{t.services.featuresLabel}</h4>
        {/* Body size, one item a line in one column (session 53: 14 px read smaller than the words around it; two columns
            at 16 px left Chinese items ending on two characters). */}
        {/* Each item fills its line (round 33 #8: evened out, "Scheduled tasks and / automatic notifications" broke short
            beside full lines). */}
        <ul className="mt-6 grid gap-y-3 border-t border-line pt-6 max-md:order-1">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5 text-ink [text-wrap-style:auto]">
              <span className="i-lucide-check mt-1 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
              <span>
                <Marked text={feature} />
              </span>
            </li>
          ))}
        </ul>
        {/* The site's one text link (`arrow-link`, round 21): small words and an arrow, not a button, so the page's one call
            to action is still the band at its foot (round 18: three "Get started" buttons read as three). */}
        <ArrowLink href="/pricing" about={title} className="mt-4 min-h-11 max-md:order-3 max-md:justify-self-start">
          {t.services.getStarted}
        </ArrowLink>
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
