// Home's people block: who a visitor will work with, the entries of /api/people (name, role, one line each), three a
// row on a laptop. Each is set in type: a short
// accent mark on a rule across the column (or the photo, when there is one), the role, the name at a card's title size
// (never larger than the section's heading), the line at the body's size (decision 0134: type-led without photos; an
// empty portrait slot of initials read as a face still to come). A photo sits in a 4:5 portrait slot in duotone (`duotone`: greyscale under the accent),
// so portraits of any source read as one set (decision 0127). Never a stock photo nor a tile of initials. Shows only its
// heading when empty.
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
    <section aria-labelledby="team-title" data-part="team">
      <div className="page-x section-y">
        <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
        {people && people.length > 0 && (
          <ul className="mt-8 grid gap-8 sm:mt-12 md:grid-cols-3 md:gap-y-12">
            {people.map((person) => {
              const role = pick(person, 'role', lang);
              const bio = pick(person, 'bio', lang);
              return (
                <li key={person.id} className="min-w-0">
                  {hasImage(person) ? (
                    <div className="duotone mb-5 aspect-[4/5] overflow-hidden rounded-2xl border border-line bg-surface-alt">
                      <MediaImage
                        {...entryPicture(person, lang)}
                        sizes={IMAGE_SIZES.third}
                        loading="lazy"
                        className="block aspect-[4/5] h-full w-full object-cover"
                      />
                    </div>
                  ) : (
                    // No photo: type-led (decision 0134), on a rule across the column, the accent's short mark on it.
                    <span className="mb-5 flex h-px bg-line" aria-hidden="true">
                      <span className="h-0.5 w-8 -translate-y-px rounded-full bg-accent" />
                    </span>
                  )}
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
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
