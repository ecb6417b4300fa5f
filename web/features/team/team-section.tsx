// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each). Once any
// of them has a photo, each gets a 4:5 portrait slot: the photo, the name, role and line under it; a person still
// without one has the slot set in type (the role above, the name large at its foot, the line under it), so the row
// lines up. With no photo at all the block is type alone: the name large, the role, the line, three a row on a laptop
// (an empty 4:5 box for each read as three photos missing). Never a stock photo nor a tile of tinted initials waiting
// for a face. Shows only its heading when empty.
import type { ContentKey } from '../../../src/contract';
import { entryPicture, hasImage } from '../../components/ui/entry-image';
import { MediaImage } from '../../components/ui/media-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentText } from '../../lib/content-text';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

/** The portrait slot: 4:5 at every width, with a photo or without one, so a team that is half photographed still lines up. */
const SLOT = 'aspect-[4/5] w-full rounded-2xl border border-line';

export function TeamSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.content('home'));
  const { data: people } = usePublicRead(publicQueries.list('people'));
  const text = (key: ContentKey<'home'>) => contentText(data, 'home', key, lang, t.content);
  return (
    <section aria-labelledby="team-title" data-part="team" className="page-x section-y">
      <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
      {people && people.length > 0 && !people.some(hasImage) && (
        <ul className="mt-8 grid gap-x-8 gap-y-8 sm:mt-12 md:grid-cols-3 md:gap-y-12">
          {people.map((person) => (
            <li key={person.id} className="min-w-0">
              <span className="block h-0.5 w-8 rounded-full bg-accent" aria-hidden="true" />
              <h3 className="mt-4 text-[1.75rem] leading-[1.1] font-semibold tracking-[-0.03em] text-ink text-balance sm:mt-5 sm:text-[2.25rem]">
                <Marked text={pick(person, 'name', lang)} />
              </h3>
              {pick(person, 'role', lang) && (
                <p className="mt-1.5 text-sm font-medium text-accent-text sm:mt-2">
                  <Phrased text={pick(person, 'role', lang)} />
                </p>
              )}
              {pick(person, 'bio', lang) && (
                <p className="muted mt-3 leading-relaxed">
                  <Phrased text={pick(person, 'bio', lang)} />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {people?.some(hasImage) && (
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:mt-12 sm:gap-x-6 md:grid-cols-3 md:gap-x-8 md:gap-y-12">
          {people.map((person) => {
            const name = pick(person, 'name', lang);
            const role = pick(person, 'role', lang);
            const bio = pick(person, 'bio', lang);
            return (
              <li key={person.id} data-photo={hasImage(person) || undefined} className="flex min-w-0 flex-col">
                {hasImage(person) ? (
                  <>
                    <MediaImage
                      {...entryPicture(person, lang)}
                      sizes="(min-width:72rem) 22rem, (min-width:48rem) calc(33vw - 2.5rem), calc(50vw - 2rem)"
                      loading="lazy"
                      className={`${SLOT} block h-auto bg-surface-alt object-cover`}
                    />
                    <h3 className="card-title mt-4 text-lg sm:mt-5 sm:text-xl">
                      <Marked text={name} />
                    </h3>
                    {role && (
                      <p className="mt-0.5 text-sm font-medium text-accent-text">
                        <Phrased text={role} />
                      </p>
                    )}
                  </>
                ) : (
                  // No photo: the slot set in type, the name the picture. The role sits at its head under a short
                  // accent rule, the name large at its foot.
                  <div className={`${SLOT} flex flex-col justify-between bg-bg-alt p-4 sm:p-7`}>
                    <div>
                      <span className="block h-0.5 w-6 rounded-full bg-accent sm:w-8" aria-hidden="true" />
                      {role && (
                        <p className="mt-3 text-[0.8125rem] leading-snug font-medium text-accent-text sm:mt-4 sm:text-sm">
                          <Phrased text={role} />
                        </p>
                      )}
                    </div>
                    <h3 className="text-[1.375rem] leading-[1.05] font-semibold tracking-[-0.03em] text-ink text-balance sm:text-[2rem] lg:text-[2.5rem]">
                      <Marked text={name} />
                    </h3>
                  </div>
                )}
                {bio && (
                  <p className="muted mt-2 text-sm leading-relaxed sm:mt-3 sm:text-base">
                    <Phrased text={bio} />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
