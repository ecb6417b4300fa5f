// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each). Each
// person is a portrait card set in type (decision 0262: round 30 read the rows as names without people): the name
// large, the role under it, then their line under a hairline, three cards in a row from 640 px under the heading and
// its lead. With a photo (an owner's upload), the portrait heads the card, 4:5 across its width, cropped to the face's
// third (object-position 50% 30%), in the one treatment every picture gets here, duotone (greyscale under the accent,
// decision 0127); the words sit at the card's foot, so a card without one keeps its names level with the others. Never
// a drawn face, a silhouette or a tile of initials (decision 0134). Shows only its heading when empty.
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
      <div className="page-x pt-12 pb-10 sm:pt-16 sm:pb-12">
        {/* The lead on a phone too (round 20: "a small senior team" is the section's most reassuring line). */}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-end lg:gap-16">
          <SectionHeading id="team-title" title={text('team.title')} />
          {text('team.subtitle') && (
            <p className="lead wrap-balance phrase-balance">
              <Phrased text={text('team.subtitle')} balanced />
            </p>
          )}
        </div>
        {people && people.length > 0 && (
          <ul className="mt-8 grid gap-2.5 sm:mt-10 sm:grid-cols-3 sm:gap-4 lg:gap-6">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              return (
                <li key={person.id} data-part="portrait" className="card flex flex-col p-4 sm:p-6">
                  {hasImage(person) && <Portrait person={person} lang={lang} sizes="(min-width: 640px) 22rem, 100vw" className="mb-5" />}
                  <div className="mt-auto">
                    <h3 className="text-2xl leading-tight sm:text-[1.625rem] font-semibold tracking-[-0.03em] text-ink">
                      <Marked text={pick(person, 'name', lang)} />
                    </h3>
                    {role && (
                      <p className="mt-1 text-sm text-muted">
                        <Phrased text={role} />
                      </p>
                    )}
                    {/* On a phone too (session 51, decision 0243: names and titles alone read as a list). */}
                    {bio && (
                      <p className="muted mt-3 border-t border-line pt-3 text-[0.9375rem] leading-relaxed sm:mt-4 sm:pt-4">
                        <Phrased text={bio} />
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
