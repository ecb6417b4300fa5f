// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each), three a
// row on a laptop, each on a 4:5 portrait slot (decision 0143, round 12 of the outside review: "no faces"). A stored
// photo fills the slot in duotone (`duotone`: greyscale under the accent, so portraits of any source read as one set;
// decision 0127), the role, the name and the line under it. Without one there is no slot: a title card in type, their
// role, their name large and the line about them at its foot (no number at its head: round 14);
// never a stock photo nor a tile of initials (decision 0134). When nobody has a photo (round 15: "no faces"; decision
// 0161) the section is a type-led list instead, no slots and no cards: the heading in a narrow column, and beside it one
// row per person between hairlines, their name large, their role under it and their line across the row's right.
// Shows only its heading when empty.
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
  const photos = (people ?? []).some(hasImage);
  if (people && people.length > 0 && !photos)
    return (
      <section aria-labelledby="team-title" data-part="team">
        <div className="page-x grid gap-6 pt-12 pb-10 sm:gap-8 sm:pt-16 sm:pb-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          {/* The lead is the wider screens': on a phone the names follow the heading (round 15: a long page). */}
          <div>
            <SectionHeading id="team-title" title={text('team.title')} />
            {text('team.subtitle') && (
              <p className="lead mt-4 max-sm:hidden">
                <Phrased text={text('team.subtitle')} />
              </p>
            )}
          </div>
          <ul className="divide-y divide-line border-y border-line">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              return (
                <li key={person.id} data-part="portrait" className="grid gap-x-8 gap-y-1 py-4 sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
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
                  {bio && (
                    <p className="muted text-[0.9375rem] leading-relaxed sm:pt-1">
                      <Phrased text={bio} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    );
  return (
    <section aria-labelledby="team-title" data-part="team">
      <div className="page-x section-y">
        <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
        {people && people.length > 0 && (
          <ul className="mt-8 grid gap-5 sm:mt-12 sm:gap-8 md:grid-cols-3 md:gap-y-12">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              return (
                <li key={person.id} className="min-w-0">
                  {hasImage(person) ? (
                    <>
                      <div className="duotone mb-5 aspect-[4/5] overflow-hidden rounded-2xl border border-line bg-surface-alt">
                        <MediaImage
                          {...entryPicture(person, lang)}
                          sizes={IMAGE_SIZES.third}
                          loading="lazy"
                          className="block aspect-[4/5] h-full w-full object-cover"
                        />
                      </div>
                      {role && (
                        <p className="text-sm font-medium text-accent-text">
                          <Phrased text={role} />
                        </p>
                      )}
                      <h3 className="card-title mt-1 sm:text-xl">
                        <Marked text={pick(person, 'name', lang)} />
                      </h3>
                      {bio && (
                        <p className="muted mt-3 text-base leading-relaxed">
                          <Phrased text={bio} />
                        </p>
                      )}
                    </>
                  ) : (
                    // No photo: no slot, a title card in type as tall as its words: the role, the name (under the section's
                    // heading in size) and their line at its foot. No number nor rule at its head (round 14: the site
                    // numbered too much; the process steps alone keep numbers), and on a phone a tighter card, so three
                    // people take about a screen, not one and a half.
                    <div data-part="portrait" className="rounded-2xl border border-line bg-surface-alt p-5 sm:p-6">
                      {role && (
                        <p className="text-sm font-medium text-accent-text">
                          <Phrased text={role} />
                        </p>
                      )}
                      <h3 className="mt-1.5 text-[1.625rem] leading-[1.08] font-semibold tracking-[-0.03em] text-ink text-balance sm:mt-2 sm:text-[1.875rem] lg:text-[2.25rem]">
                        <Marked text={pick(person, 'name', lang)} />
                      </h3>
                      {bio && (
                        <p className="muted mt-3 border-t border-line pt-3 text-[0.9375rem] leading-relaxed sm:mt-4 sm:pt-4">
                          <Phrased text={bio} />
                        </p>
                      )}
                    </div>
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
