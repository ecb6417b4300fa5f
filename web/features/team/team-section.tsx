// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each), each
// beside their photo or, until one is uploaded, set in type alone (never a stock photo, nor a tile of initials waiting
// for a face); a short row of credits rather than another grid of cards. Shows only its heading when empty.
import type { ContentKey } from '../../../src/contract';
import { entryPicture, hasImage, type WithImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentText } from '../../lib/content-text';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const TILE = 'h-16 w-16 shrink-0 rounded-2xl sm:h-20 sm:w-20';

/**
 * The person's photo beside their words; without one, their words alone (the type carries the block: a tile of tinted
 * initials read as a placeholder waiting for a face).
 */
function Face({ person }: { person: WithImage }) {
  const lang = useLang();
  return (
    <MediaImage
      {...entryPicture(person, lang)}
      sizes="5rem"
      loading="lazy"
      className={`${TILE} border border-line bg-surface-alt object-cover`}
    />
  );
}

export function TeamSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.content('home'));
  const { data: people } = usePublicRead(publicQueries.list('people'));
  const text = (key: ContentKey<'home'>) => contentText(data, 'home', key, lang, t.content);
  return (
    <section aria-labelledby="team-title" data-part="team" className="page-x section-y">
      <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
      {people && people.length > 0 && (
        <ul className="mt-8 grid gap-5 sm:mt-12 sm:gap-6 md:grid-cols-3 md:gap-8">
          {people.map((person) => (
            <li
              key={person.id}
              className={`grid content-start items-start gap-x-5 border-t border-line pt-5 sm:pt-6 ${hasImage(person) ? 'grid-cols-[auto_minmax(0,1fr)]' : ''}`}
            >
              {hasImage(person) && <Face person={person} />}
              <div>
                <h3 className="card-title text-lg sm:text-xl">
                  <Marked text={pick(person, 'name', lang)} />
                </h3>
                {pick(person, 'role', lang) && (
                  <p className="mt-0.5 text-sm font-medium text-accent-text">
                    <Phrased text={pick(person, 'role', lang)} />
                  </p>
                )}
                {pick(person, 'bio', lang) && (
                  <p className="muted mt-2 text-[0.9375rem] leading-relaxed sm:text-base">
                    <Phrased text={pick(person, 'bio', lang)} />
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
