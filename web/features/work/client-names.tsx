// /work's proof under its header (decision 0215; round 22: "index headers carry no proof"): the clients list's names,
// set as home's logo wall sets them (the stylesheet's `logo-wall`: even slots split by hairlines, each name a quiet
// monochrome wordmark, a logo where one was uploaded), under a line saying who they are. Only what the site holds: no
// figure is made up for it, and nothing shows when the list is empty. Its own small piece rather than home's strip
// (features/clients): shared by both pages, that strip became a chunk of its own and home's Chinese scripts went past
// the 80 KB budget. Its label is its own entry (work.proofLabel, the same sentence as home's): a public page loads only
// its own part of the dictionary, and /work has no `home` words (reading them there crashed the page). No placeholder
// while the list loads: the server reads it before it renders /work (page-reads.ts).
import { entryPicture, hasImage } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { MediaImage } from '../../components/ui/media-image';
import { Phrased } from '../../components/ui/phrased';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export function ClientNames() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('clients'));
  if (!data?.length) return null;
  return (
    <section aria-label={t.work.proofLabel} data-part="clients" className="border-b border-line">
      <div className="page-x py-6 sm:py-7">
        <p className="text-sm leading-snug font-medium text-muted">
          <Phrased text={t.work.proofLabel} />
        </p>
        <ul className="logo-wall logo-grid mt-4">
          {data.map((client) => {
            const name = pick(client, 'name', lang);
            const alt = pick(client, 'imageAlt', lang) || name;
            return (
              <li key={client.id} className="logo-slot">
                {hasImage(client) ? (
                  <MediaImage
                    {...entryPicture(client, lang)}
                    alt={alt}
                    lang={langFor(alt, lang)}
                    sizes="9rem"
                    loading="lazy"
                    className="logo-image"
                  />
                ) : (
                  <span className="flex min-w-0">
                    <span className="logo-name">
                      <Marked text={name} />
                    </span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
