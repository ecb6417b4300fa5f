// The services hero's aside: the service areas as a numbered list of in-page links, each jumping to its row below,
// so the hero says at a glance what the page covers. Nothing while the list loads or when it is empty.
// Each area shows its description's first sentence in full (never cut with an ellipsis): the row below has the rest.
import { usePublicRead } from '../../lib/read-store';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Phrased } from '../../components/ui/phrased';
import { serviceAnchor, twoDigits } from './service-list';

/** A description's first sentence, whole: up to the first full stop, question or exclamation mark (Latin or CJK). */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s|$)|[。！？]/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).trim();
}

export function ServiceIndex() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.services());
  if (!data?.length) return null;
  return (
    <div className="card overflow-hidden shadow-[var(--shadow-pop)]">
      <p id="service-areas" className="eyebrow border-b border-line px-6 py-4">
        {t.services.areasLabel}
      </p>
      <ol aria-labelledby="service-areas" className="divide-y divide-line">
        {data.map((service, i) => (
          <li key={service.id}>
            <a
              href={`#${serviceAnchor(service)}`}
              className="keyboard-ring group flex min-h-11 items-center gap-4 px-6 py-4 transition-colors hover:bg-surface-alt"
            >
              <span className="self-start pt-0.5 text-sm font-semibold text-accent-text tabular-nums" aria-hidden="true">
                {twoDigits(i + 1)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">
                  <Phrased text={pick(service, 'title', lang)} />
                </span>
                {/* A sentence to recognise the area by; the link's name stays the title. A phone shows the titles
                    alone, a compact jump list (the rows below open on the same sentence). */}
                <span className="muted mt-1 hidden text-sm leading-relaxed text-pretty sm:block" aria-hidden="true">
                  <Phrased text={firstSentence(pick(service, 'description', lang))} />
                </span>
              </span>
              <span className="i-lucide-arrow-down h-4 w-4 text-faint transition-colors group-hover:text-accent-text" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
