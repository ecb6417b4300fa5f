// The proof strip under the home hero: the clients' names, as their logos where one was uploaded (greyed, sized by
// height) and otherwise as typographic wordmarks, one quiet row (two to a row on a phone), no cells, no hairlines
// (decision 0249: bordered cells of names in the body font read as a placeholder). Each name is set in a treatment of
// the one face the site ships (weight, case, tracking: the stylesheet's `.logo-wall` rules), never a drawn glyph or
// initials (round 20 read a stock glyph as a made-up logo). Shows nothing when there are no clients: an empty band would
// prove the opposite.
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

export function ClientStrip({ clients }: { clients: ClientMark[] }) {
  const t = useT();
  const lang = useLang();
  if (!clients.length) return null;
  return (
    // A band under the hero (decision 0249: page and band alternate strictly down home).
    <section aria-label={t.home.proofLabel} data-part="clients" className="border-y border-line bg-bg-alt">
      <div className="page-x py-8">
        <p className="text-sm leading-snug font-medium text-muted">
          <Phrased text={t.home.proofLabel} />
        </p>
        {/* A logo wall (the stylesheet's `logo-*`): each name on one line, apart by space alone; two to a row on a phone,
            three to 1024 px, each centred in its slot; from 1024 px one row, even gaps between names (decisions 0249,
            0253, 0263). */}
        <ul className="logo-wall logo-grid mt-4">
          {clients.map((client) => (
            <li key={client.key} className="logo-slot">
              {client.logo ? (
                <MediaImage
                  {...entryPicture(client.logo, lang)}
                  alt={pick(client.logo, 'imageAlt', lang) || client.name}
                  lang={langFor(pick(client.logo, 'imageAlt', lang) || client.name, lang)}
                  sizes="9rem"
                  loading="lazy"
                  className="logo-image"
                />
              ) : (
                // The name in a span of its own in a box of its own (e2e/public-phone measures its lines and its right edge).
                <span className="flex min-w-0">
                  <span className="logo-name">
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
