// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each), as a list
// under a hairline beside the heading's narrow column (decision 0161; no rule under the last, the values' own hairline
// follows): one row per person, their name large, their
// role under it and their line across the row's right. A person's portrait (round 17: "no faces"; decision 0174) sits
// at the row's start, small (4:5, 80 px wide from 640 px, 64 on a phone) in the one treatment every picture gets here,
// duotone (greyscale under the accent, decision 0127): a client's photo and the sample team's drawn silhouettes read as
// one set. Without one, the row keeps the slot's room empty when others have a portrait (the names stay in line) and
// draws no slot at all when nobody has one; never a stock photo nor a tile of initials (decision 0134). Shows only its
// heading when empty.
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

export function TeamSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.content('home'));
  const { data: people } = usePublicRead(publicQueries.list('people'));
  const text = (key: ContentKey<'home'>) => contentText(data, 'home', key, lang, t.content);
  const photos = (people ?? []).some(hasImage);
  return (
    // On the page's ground between the process's band and the quotes' (decision 0249: page and band alternate strictly).
    <section aria-labelledby="team-title" data-part="team">
      <div className="page-x grid gap-6 pt-12 pb-10 sm:gap-8 sm:pt-16 sm:pb-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
        {/* The lead on a phone too (round 20: "a small senior team" is the section's most reassuring line). */}
        <div>
          <SectionHeading id="team-title" title={text('team.title')} />
          {text('team.subtitle') && (
            <p className="lead wrap-balance phrase-balance mt-4">
              <Phrased text={text('team.subtitle')} balanced />
            </p>
          )}
        </div>
        {people && people.length > 0 && (
          <ul className="divide-y divide-line border-t border-line">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              return (
                <li key={person.id} data-part="portrait" className="flex items-start gap-4 py-4 sm:gap-6 sm:py-5">
                  {photos &&
                    (hasImage(person) ? (
                      <div className="duotone aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-xl border border-line bg-surface-alt sm:w-20">
                        <MediaImage
                          {...entryPicture(person, lang)}
                          sizes="5rem"
                          loading="lazy"
                          className="block aspect-[4/5] h-full w-full object-cover"
                        />
                      </div>
                    ) : (
                      <span className="w-16 shrink-0 sm:w-20" aria-hidden="true" />
                    ))}
                  <div className="grid min-w-0 flex-1 gap-x-8 gap-y-1 sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
                    <div>
                      <h3 className="text-[1.375rem] leading-tight font-semibold tracking-[-0.025em] text-ink sm:text-2xl">
                        <Marked text={pick(person, 'name', lang)} />
                      </h3>
                      {role && (
                        <p className="mt-1 text-sm text-muted">
                          <Phrased text={role} />
                        </p>
                      )}
                    </div>
                    {/* On a phone too, a size smaller (session 51, decision 0243: names and titles alone in the most
                        trust-critical section read as a list; review round 28). */}
                    {bio && (
                      <p className="muted text-sm leading-relaxed sm:pt-1 sm:text-[0.9375rem]">
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
