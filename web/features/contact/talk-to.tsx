// Contact's "who you'll talk to": the first person of the team (home's people, in the owner's order) as a portrait card
// set in type (decision 0262): the name large, the role, their line, then when a reply comes and in which languages; with
// an uploaded photo, a small 4:5 portrait beside the name (cropped to the face's third, duotone like home's), never a
// drawn face, a silhouette or initials (decision 0134). Without people, the reply lines alone. It replaces the services' list here (decision 0239: the three services were said on five pages).
// From a laptop's width the card fills the hero's right half; on a phone a one-line chip stands for it right above the
// form, the name and the reply time in words alone (decision 0251: the card came after the form, the steps and the
// contact details).
import { hasImage, Portrait } from '../../components/ui/entry-image';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

/** The team's first person (home's people, in the owner's order), if any. */
function useFirstPerson() {
  return usePublicRead(publicQueries.list('people')).data?.[0];
}

export function TalkTo() {
  const t = useT();
  const lang = useLang();
  const person = useFirstPerson();
  const role = person && pick(person, 'role', lang);
  const bio = person && pick(person, 'bio', lang);
  return (
    <section aria-labelledby="talk-to-title" data-part="talkTo" className="card p-6 sm:p-8">
      <h2 id="talk-to-title" className="eyebrow">
        {t.contact.talkTo.title}
      </h2>
      {person && (
        <div className="mt-4 flex items-start gap-5">
          <div className="min-w-0 flex-1">
            <p className="text-[2rem] leading-tight font-semibold tracking-[-0.035em] text-ink">
              <Marked text={pick(person, 'name', lang)} />
            </p>
            {role && (
              <p className="mt-1 text-muted">
                <Phrased text={role} />
              </p>
            )}
            {bio && (
              <p data-part="talkToLine" className="mt-3 text-[0.9375rem] leading-relaxed text-ink">
                <Phrased text={bio} />
              </p>
            )}
          </div>
          {hasImage(person) && <Portrait person={person} lang={lang} sizes="7rem" eager className="w-24 shrink-0 sm:w-28" />}
        </div>
      )}
      <ul className="mt-5 grid gap-2.5 border-t border-line pt-5 text-sm font-medium text-ink">
        <li className="flex items-center gap-2.5">
          <span className="i-lucide-clock h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
          <Phrased text={t.contact.talkTo.reply} />
        </li>
        <li className="flex items-center gap-2.5">
          <span className="i-lucide-languages h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
          <Phrased text={t.contact.talkTo.languages} />
        </li>
      </ul>
    </section>
  );
}

/** A phone's "who replies" above the form: the first person's name, then when a reply comes, in one quiet chip. */
export function TalkToChip({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const person = useFirstPerson();
  return (
    <p
      data-part="talkToChip"
      className={`flex items-start gap-2 rounded-2xl border border-line bg-surface px-3.5 py-2.5 text-sm leading-snug text-muted ${className}`}
    >
      <span className="i-lucide-clock mt-0.5 h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
      <span>
        <span className="sr-only">{t.contact.talkTo.title}: </span>
        {person && (
          <>
            <strong className="font-semibold text-ink">
              <Marked text={pick(person, 'name', lang)} />
            </strong>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <Phrased text={t.contact.talkTo.reply} />
      </span>
    </p>
  );
}
