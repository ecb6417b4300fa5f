// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each). A band of
// its own form (decision 0267, rv32 item 2: as a heading, a lead and three equal cards it repeated the page's one
// pattern): from 1024 px the heading and its lead in a left column, the people down the right one as rows apart by
// hairlines, each the name large with the role under it, then their line beside them (under them on a phone). With a
// photo (an owner's upload) a 4:5 portrait starts the row, cropped to the face's third (object-position 50% 30%), in the
// one treatment every picture gets here, duotone (greyscale under the accent, decision 0127); a row without one starts
// with the name. Never a drawn face, a silhouette or a tile of initials (decision 0134). Shows only its heading when empty.
import type { ContentKey } from '../../../src/contract';
import { hasImage, Portrait } from '../../components/ui/entry-image';
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
    // On the page's ground between the process's band and the quotes' (decision 0249: page and band alternate strictly).
    <section aria-labelledby="team-title" data-part="team">
      <div className="page-x grid gap-6 py-12 sm:gap-8 sm:py-16 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        {/* The lead on a phone too (round 20: "a small senior team" is the section's most reassuring line). */}
        <div className="max-w-xl">
          <SectionHeading id="team-title" title={text('team.title')} />
          {text('team.subtitle') && (
            <p className="lead wrap-balance phrase-balance mt-4">
              <Phrased text={text('team.subtitle')} balanced />
            </p>
          )}
        </div>
        {people && people.length > 0 && (
          <ul className="divide-y divide-line border-y border-line">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              const photo = hasImage(person);
              return (
                <li
                  key={person.id}
                  data-part="portrait"
                  className={`grid gap-x-5 py-5 sm:gap-x-8 sm:py-6 ${photo ? 'grid-cols-[4.5rem_minmax(0,1fr)] sm:grid-cols-[5.5rem_minmax(0,2fr)_minmax(0,3fr)]' : 'sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]'}`}
                >
                  {photo && (
                    <Portrait
                      person={person}
                      lang={lang}
                      sizes="(min-width: 640px) 5.5rem, 4.5rem"
                      className="row-span-2 self-start sm:row-span-1"
                    />
                  )}
                  <div className="min-w-0">
                    <h3 className="text-2xl leading-tight font-semibold tracking-[-0.03em] text-ink sm:text-[1.625rem]">
                      <Marked text={pick(person, 'name', lang)} />
                    </h3>
                    {role && (
                      <p className="mt-1 text-sm text-muted">
                        <Phrased text={role} />
                      </p>
                    )}
                  </div>
                  {/* On a phone too (session 51, decision 0243: names and titles alone read as a list). */}
                  {bio && (
                    <p className={`muted mt-2.5 text-[0.9375rem] leading-relaxed sm:mt-0 sm:pt-1 ${photo ? 'max-sm:col-start-2' : ''}`}>
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
