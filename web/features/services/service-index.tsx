// The services hero's aside: the service areas as a list of in-page links, each jumping to its row below,
// so the hero says at a glance what the page covers. Nothing while the list loads or when it is empty.
// Each area shows its description's first sentence in full (never cut with an ellipsis): the row below has the rest.
import { usePublicRead } from '../../lib/read-store';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { serviceAnchor } from './service-list';
import { firstSentence } from '../../lib/first-sentence';

export function ServiceIndex() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('services'));
  if (!data?.length) return null;
  return (
    // An index, not a stack of panels: titles down a rule (unnumbered: the areas have no order), each an underlined-on-
    // hover link with an arrow that points down the page, where its row is (rows with a chevron at the edge read as an accordion that opens in place).
    <div className="border-l-2 border-line pl-6 sm:pl-8">
      <p id="service-areas" className="text-sm font-semibold text-muted">
        {t.services.areasLabel}
      </p>
      <ol aria-labelledby="service-areas" className="mt-3 sm:mt-4">
        {data.map((service) => (
          <li key={service.id}>
            <a
              href={`#${serviceAnchor(service)}`}
              className="keyboard-ring group -ml-3 flex min-h-11 items-baseline rounded-lg px-3 py-2.5 sm:py-3.5"
            >
              <span className="min-w-0 flex-1">
                <span className="text-lg font-semibold text-ink decoration-accent-text decoration-2 underline-offset-6 group-hover:underline">
                  <Phrased text={pick(service, 'title', lang)} />
                </span>
                {/* Held to the title's last word by a no-break space, so the arrow never wraps onto a line alone. */}
                <span className="whitespace-nowrap" aria-hidden="true">
                  {'\u00a0'}
                  <span className="i-lucide-arrow-down-right ml-0.5 h-4 w-4 text-accent-text" />
                </span>
                {/* A sentence to recognise the area by; the link's name stays the title. A phone shows the titles
                    alone, a compact jump list (the rows below open on the same sentence). */}
                <span className="muted mt-1 hidden text-sm leading-relaxed text-pretty sm:block" aria-hidden="true">
                  <Phrased text={firstSentence(pick(service, 'description', lang))} />
                </span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
