// The proof strip under the home hero: the clients' names, as their logos where one was uploaded (greyed, sized by
// height) and otherwise as plain names, all set alike in the muted ink, in even cells split by hairlines: a list of
// clients set as one, until their logos exist (round 20: six names each in its own style beside a stock glyph read as
// made-up logos). Shows nothing when there are no clients: an empty band would prove the opposite.
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { entryPicture, hasImage, type WithImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Skeleton } from '../../components/ui/skeleton';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export type ClientMark = { key: string | number; name: string; logo: WithImage | null };

/** Each name a quiet monochrome wordmark, one style for all (no drawn logos: round 20 read stock glyphs as made-up
 *  ones): bold, in the ink at 70 % (a logo wall's greyed marks, round 21), Latin set tight, Chinese spaced out. 15 px, a
 *  size smaller on a phone (two columns of about 165 px, 150 below 376 px) so "Harborline Logistics" keeps one line
 *  (review of session 39). The width ranges do not overlap: media rules of one property come out of the generator in no
 *  guaranteed order. */
const NAME =
  'text-[0.9375rem] min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-[0.8125rem] leading-tight font-bold text-ink opacity-70 whitespace-nowrap';
const TRACKING = { en: 'tracking-[-0.02em]', zh: 'tracking-[0.12em]' } as const;

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
        {/* A logo wall (round 21): even slots of one height, each name centred in its own, split by hairlines (`logo-wall`,
            the stylesheet's: the inner edges only). On a phone two columns of three rows (three columns would cut the
            longer names), from 640 px three columns of two, from 1024 px one row of six. */}
        <ul className="logo-wall mt-4 grid grid-cols-2 sm:grid-cols-3 lg:auto-cols-fr lg:grid-flow-col lg:divide-x lg:divide-line">
          {clients.map((client) => (
            <li key={client.key} className="flex h-16 min-w-0 items-center justify-center border-line px-2 sm:px-3 lg:h-14">
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
                // The name in a span of its own in a box of its own (e2e/public-phone measures its lines and its right edge).
                <span className="flex min-w-0">
                  <span className={`${NAME} ${TRACKING[lang]}`}>
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
