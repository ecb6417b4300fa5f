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

/** As home's strip sets a name: bold, the ink at 70 %, on one line; a size smaller on a phone. */
const NAME =
  'text-[0.9375rem] min-[23.5rem]:max-sm:text-sm max-[23.5rem]:text-[0.8125rem] leading-tight font-bold text-ink opacity-70 whitespace-nowrap';
const TRACKING = { en: 'tracking-[-0.02em]', zh: 'tracking-[0.12em]' } as const;

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
        {/* Two columns on a phone, three from 640 px, one row from 1024 px, as on home. */}
        <ul className="logo-wall mt-4 grid grid-cols-2 sm:grid-cols-3 lg:auto-cols-fr lg:grid-flow-col lg:divide-x lg:divide-line">
          {data.map((client) => {
            const name = pick(client, 'name', lang);
            const alt = pick(client, 'imageAlt', lang) || name;
            return (
              <li key={client.id} className="flex h-16 min-w-0 items-center justify-center border-line px-2 sm:px-3 lg:h-14">
                {hasImage(client) ? (
                  <MediaImage
                    {...entryPicture(client, lang)}
                    alt={alt}
                    lang={langFor(alt, lang)}
                    sizes="9rem"
                    loading="lazy"
                    className="h-7 w-auto max-w-[9rem] object-contain opacity-70 grayscale"
                  />
                ) : (
                  <span className="flex min-w-0">
                    <span className={`${NAME} ${TRACKING[lang]}`}>
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
