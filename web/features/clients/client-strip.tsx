// The proof strip under the home hero: the clients' names, as their logos where one was uploaded (greyed, sized by
// height) and otherwise as typographic wordmarks that vary in weight and case so a row of names reads as a row of
// brands. Shows nothing when there are no clients: an empty band would prove the opposite.
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { ClientSymbol } from '../../components/ui/client-symbol';
import { entryPicture, hasImage, type WithImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Skeleton } from '../../components/ui/skeleton';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type ClientMark = { key: string | number; name: string; logo: WithImage | null };

/** Wordmark styles, taken in turn: a client's name set as a brand would set it, all in the muted ink. On a phone (two
 *  columns of about 165 px, 150 below 376 px) each is a size smaller (two below 376 px) and the capitals less tracked,
 *  so every name keeps one line ("Harborline Logistics" wrapped in two: review of session 39); there (14 px and under) no
 *  negative tracking, which ran small letters together (decision 0134). The width ranges do not
 *  overlap: media rules of one property come out of the generator in no guaranteed order. */
const WORDMARKS = [
  'text-base min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-xs font-bold tracking-[-0.04em] max-sm:tracking-normal',
  'text-xs min-[23.5rem]:max-sm:text-[0.6875rem] max-[23.5rem]:text-[0.625rem] font-semibold uppercase tracking-[0.18em] max-sm:tracking-[0.06em]',
  'text-base min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-xs font-medium italic tracking-[-0.02em] max-sm:tracking-normal',
  'text-base min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-xs font-black tracking-[-0.05em] max-sm:tracking-normal',
  'text-sm max-sm:text-xs font-normal uppercase tracking-[0.08em] max-sm:tracking-[0.04em]',
  'text-base min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-xs font-semibold tracking-[-0.01em] max-sm:tracking-normal',
];

export function ClientStrip({ clients }: { clients: ClientMark[] }) {
  const t = useT();
  const lang = useLang();
  if (!clients.length) return null;
  return (
    <section aria-label={t.home.proofLabel} data-part="clients">
      <div className="page-x py-8">
        <p className="text-sm leading-snug font-medium text-muted">
          <Phrased text={t.home.proofLabel} />
        </p>
        {/* On a phone, two even columns (a row that wraps leaves one name alone on a line); wider, one row. */}
        <ul className="mt-5 grid grid-cols-2 items-center gap-x-4 gap-y-4 sm:flex sm:flex-wrap sm:gap-x-10 sm:gap-y-3 lg:justify-between lg:gap-x-6">
          {clients.map((client, i) => (
            <li key={client.key} className="flex min-h-8 min-w-0 items-center text-muted sm:h-8">
              {client.logo ? (
                <MediaImage
                  {...entryPicture(client.logo, lang)}
                  alt={pick(client.logo, 'imageAlt', lang) || client.name}
                  lang={langFor(pick(client.logo, 'imageAlt', lang) || client.name, lang)}
                  sizes="9rem"
                  loading="lazy"
                  className="h-7 w-auto max-w-[9rem] object-contain opacity-70 grayscale"
                />
              ) : (
                <span className="flex min-w-0 items-center gap-1.5">
                  <ClientSymbol index={i} />
                  <span className={`leading-tight whitespace-nowrap ${WORDMARKS[i % WORDMARKS.length]}`}>
                    <Marked text={client.name} />
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The strip with /api/clients' entries; a placeholder row only while a page that arrived without them fetches them. */
export function ClientsProof() {
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('clients'));
  if (isPending)
    return (
      <div className="page-x py-8 sm:py-10">
        <Skeleton className="h-8 w-full" />
      </div>
    );
  return <ClientStrip clients={(data ?? []).map((c) => ({ key: c.id, name: pick(c, 'name', lang), logo: hasImage(c) ? c : null }))} />;
}
