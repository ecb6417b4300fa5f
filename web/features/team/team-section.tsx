// Home's people block: who a visitor will work with, three people from the home section's content keys (name, role,
// one line each), each beside a drawn monogram rather than a stock photo, so the studio has faces without pretending;
// a short row of credits rather than another grid of cards.
import type { ContentKey } from '../../../src/contract';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentText } from '../../lib/content-text';
import { useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';
import { initials } from '../../lib/initials';

const PEOPLE = ['first', 'second', 'third'] as const;

/** The monogram's letters: the same as a quote's initials ("吳冠宇" → "吳", "Kevin Wu" → "KW"), one rule for both. */
export const monogram = initials;

/** The person's letters on the accent's tint, the same tile for everyone: a face without pretending to be a photo. */
function Monogram({ name }: { name: string }) {
  return (
    <span
      className="grid h-16 w-16 shrink-0 place-items-center rounded-2xl border border-accent/15 bg-accent-soft text-xl font-semibold tracking-[-0.02em] text-accent-text sm:h-20 sm:w-20 sm:text-2xl"
      aria-hidden="true"
    >
      {monogram(name)}
    </span>
  );
}

export function TeamSection() {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.content('home'));
  const text = (key: ContentKey<'home'>) => contentText(data, 'home', key, lang, t.content);
  return (
    <section aria-labelledby="team-title" data-part="team" className="page-x section-y">
      <SectionHeading id="team-title" title={text('team.title')} subtitle={text('team.subtitle')} />
      <ul className="mt-8 grid gap-5 sm:mt-12 sm:gap-6 md:grid-cols-3 md:gap-8">
        {PEOPLE.map((person) => {
          const name = text(`team.${person}.name`);
          return (
            <li
              key={person}
              className="grid grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-5 border-t border-line pt-5 sm:pt-6"
            >
              <Monogram name={name} />
              <div>
                <h3 className="card-title text-lg">{name}</h3>
                <p className="mt-0.5 text-sm font-medium text-accent-text">
                  <Phrased text={text(`team.${person}.role`)} />
                </p>
                <p className="muted mt-2 text-sm leading-relaxed sm:text-base">
                  <Phrased text={text(`team.${person}.bio`)} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
