// Home's people block: who a visitor will work with, three people from the home section's content keys (name, role,
// one line each), each over a drawn monogram rather than a stock photo, so the studio has faces without pretending.
import type { ContentKey } from '../../../src/contract';
import { Phrased } from '../../components/ui/phrased';
import { SectionHeading } from '../../components/ui/section-heading';
import { contentText } from '../../lib/content-text';
import { useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

const PEOPLE = ['first', 'second', 'third'] as const;

/** The monogram's letters: a Chinese name's family name ("吳冠宇" → "吳"), else the first and last word's initials. */
export const monogram = (name: string) => {
  const han = name.match(/\p{Script=Han}/u);
  if (han) return han[0];
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [...(words[0] ?? '')].slice(0, 2).join('').toUpperCase();
  return `${[...words[0]!][0]}${[...words.at(-1)!][0]}`.toUpperCase();
};

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
    <section aria-labelledby="team-title" className="page-x section-y">
      <SectionHeading id="team-title" eyebrow={t.home.teamEyebrow} title={text('team.title')} subtitle={text('team.subtitle')} />
      <ul className="mt-8 grid gap-5 sm:mt-12 sm:gap-6 md:grid-cols-3 md:gap-8">
        {PEOPLE.map((person) => {
          const name = text(`team.${person}.name`);
          return (
            <li
              key={person}
              className="grid grid-cols-[auto_minmax(0,1fr)] content-start items-start gap-x-5 border-t border-line pt-5 sm:pt-6 md:grid-cols-1 md:gap-y-5"
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
