// The people block of /services' "how we work" (home's until decision 0127): who a visitor will work with, the entries of /api/people (name, role, one line each), three a
// row on a laptop. A person with a photo has it in a 4:5 portrait slot, the name, role and line under it; a person
// without one is set in type: a short accent rule, the role, the name large, the line (an empty 4:5 box read as a photo
// missing). Never a stock photo nor a tile of tinted initials waiting for a face. Shows only its heading when empty.
import type { ContentKey } from '../../../src/contract';
import { entryPicture, hasImage } from '../../components/ui/entry-image';
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { MediaImage } from '../../components/ui/media-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentText } from '../../lib/content-text';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export function TeamSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.content('home'));
  const { data: people } = usePublicRead(publicQueries.list('people'));
  const text = (key: ContentKey<'home'>) => contentText(data, 'home', key, lang, t.content);
  return (
    <section aria-labelledby="team-title" data-part="team" className="border-y border-line bg-bg-alt">
      <div className="page-x section-y">
        <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
        {people && people.length > 0 && (
          <ul className="mt-8 grid gap-8 sm:mt-12 md:grid-cols-3 md:gap-y-12">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              const photo = hasImage(person);
              const roleLine = role && (
                <p className="mt-1.5 text-sm font-medium text-accent-text">
                  <Phrased text={role} />
                </p>
              );
              const name = (
                <h3
                  className={
                    photo ? 'card-title mt-4 text-lg sm:text-xl' : 'section-title mt-3 max-sm:text-[1.375rem] md:max-lg:text-[2rem]'
                  }
                >
                  <Marked text={pick(person, 'name', lang)} />
                </h3>
              );
              return (
                <li key={person.id} className="min-w-0">
                  {photo ? (
                    <>
                      <MediaImage
                        {...entryPicture(person, lang)}
                        sizes={IMAGE_SIZES.third}
                        loading="lazy"
                        className="block aspect-[4/5] h-auto w-full rounded-2xl border border-line bg-surface-alt object-cover"
                      />
                      {name}
                      {roleLine}
                    </>
                  ) : (
                    // No photo: the words alone, the role over the name set large (no empty slot waiting for a face).
                    <>
                      <span className="block h-0.5 w-8 rounded-full bg-accent" aria-hidden="true" />
                      {roleLine}
                      {name}
                    </>
                  )}
                  {bio && (
                    <p className="muted mt-3 text-sm leading-relaxed sm:text-base">
                      <Phrased text={bio} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
