// /work's proof under its header (decision 0215; round 22: "index headers carry no proof"): the clients list's names,
// each a quiet monochrome wordmark (`logo-name`, a logo where one was uploaded), one light line beside a label saying
// who they are (decision 0231: home keeps its wall of cells; here a line, no cells). Only what the site holds: no
// figure is made up for it, and nothing shows when the list is empty. Its own small piece rather than home's strip
// (features/clients): shared by both pages, that strip became a chunk of its own and home's Chinese scripts went past
// the 80 KB budget. Its label is its own entry (work.proofLabel, the same sentence as home's): a public page loads only
// its own part of the dictionary, and /work has no `home` words (reading them there crashed the page). No placeholder
// while the list loads: the server reads it before it renders /work (page-reads.ts).
import { entryPicture, hasImage } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { MediaImage } from '../../components/ui/media-image';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { langFor } from '../../../src/contract/chinese-runs';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

/**
 * One light line (decision 0231; round 26: bordered cells read as a placeholder, and on a phone a 2 × 3 grid filled a
 * third of the first screen): the label, then the names in a row with no cells, apart by space alone; on a phone one
 * row that scrolls sideways, fading at its right edge so it reads as going on. A name whose client has a story here links to it (`stories`: name → the story's address).
 */
export function ClientNames({ stories }: { stories: ReadonlyMap<string, string> }) {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('clients'));
  if (!data?.length) return null;
  return (
    <section aria-label={t.work.proofLabel} data-part="clients" className="border-b border-line">
      <div className="page-x flex flex-col gap-x-10 gap-y-3 py-5 lg:flex-row lg:items-center">
        <p className="shrink-0 text-sm leading-snug text-muted lg:max-w-[12rem]">
          <Phrased text={t.work.proofLabel} />
        </p>
        <ul className="flex items-center gap-x-7 overflow-x-auto py-0.5 [scrollbar-width:none] max-sm:[mask-image:linear-gradient(to_right,black_82%,transparent)] sm:flex-wrap sm:gap-y-2 sm:overflow-visible lg:flex-1 lg:flex-nowrap lg:justify-between">
          {data.map((client) => {
            const name = pick(client, 'name', lang);
            const alt = pick(client, 'imageAlt', lang) || name;
            const href = stories.get(name);
            const mark = hasImage(client) ? (
              <MediaImage
                {...entryPicture(client, lang)}
                alt={alt}
                lang={langFor(alt, lang)}
                sizes="9rem"
                loading="lazy"
                className="logo-image"
              />
            ) : (
              <span className="logo-name">
                <Marked text={name} />
              </span>
            );
            return (
              <li key={client.id} className="flex shrink-0 items-center">
                {href ? (
                  <PageLink href={href} className="keyboard-ring tap-target rounded-sm underline-offset-4 hover:underline">
                    {mark}
                  </PageLink>
                ) : (
                  mark
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
