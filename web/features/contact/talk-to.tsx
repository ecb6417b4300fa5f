// Contact's "who you'll talk to": the first person of the team (home's people, in the owner's order) as a compact card
// right above the form at every width (decision 0269, round 32: on a phone it had collapsed to a one-line chip, so the
// human reassurance went exactly where it matters; on a laptop, as the hero's aside, it pushed the form below the
// fold). A small label, the name with the role beside it, their one line, then when a reply comes and in which
// languages; with an uploaded photo, a small 4:5 portrait before the name (the one Portrait frame, duotone like home's),
// never a drawn face, a silhouette or initials (decision 0134). Without people, the reply lines alone.
import { hasImage, Portrait } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

/** The person who answers: the team's first (the thanks' "Who replies" names them too, decision 0280). */
export function useReplier() {
  return usePublicRead(publicQueries.list('people')).data?.[0];
}

export function TalkTo({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const person = useReplier();
  const role = person && pick(person, 'role', lang);
  const bio = person && pick(person, 'bio', lang);
  return (
    <section aria-labelledby="talk-to-title" data-part="talkTo" className={`card flex items-start gap-4 p-6 sm:gap-5 sm:p-8 ${className}`}>
      {person && hasImage(person) && <Portrait person={person} lang={lang} sizes="4rem" eager className="w-14 shrink-0 sm:w-16" />}
      <div className="min-w-0 flex-1">
        <h2 id="talk-to-title" className="text-[0.8125rem] font-medium text-muted">
          {t.contact.talkTo.title}
        </h2>
        {person && (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2.5 gap-y-0.5">
            <span className="text-[1.0625rem] font-semibold tracking-[-0.01em] text-ink">
              <Marked text={pick(person, 'name', lang)} />
            </span>
            {role && (
              <span className="text-sm text-muted">
                <Phrased text={role} />
              </span>
            )}
          </p>
        )}
        {bio && (
          <p data-part="talkToLine" className="mt-1.5 text-sm leading-relaxed text-ink">
            <Phrased text={bio} />
          </p>
        )}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-[0.8125rem] font-medium text-ink">
          <li className="flex items-center gap-1.5">
            <span className="i-lucide-clock h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
            <Phrased text={t.contact.talkTo.reply} />
          </li>
          <li className="flex items-center gap-1.5">
            <span className="i-lucide-languages h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
            <Phrased text={t.contact.talkTo.languages} />
          </li>
        </ul>
      </div>
    </section>
  );
}
