// Contact's "who you'll talk to": the first person of the team (home's people, in the owner's order) by name and role,
// set in type alone (no photo, no drawn face, no initials: decision 0134), and when a reply comes. Without people, the
// reply line alone. It replaces the services' list here (decision 0239: the three services were said on five pages).
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export function TalkTo() {
  const t = useT();
  const lang = useLang();
  const person = usePublicRead(publicQueries.list('people')).data?.[0];
  const role = person && pick(person, 'role', lang);
  return (
    <section aria-labelledby="talk-to-title" data-part="talkTo" className="card p-6 sm:p-8">
      <h2 id="talk-to-title" className="eyebrow">
        {t.contact.talkTo.title}
      </h2>
      {person && (
        <>
          <p className="mt-4 text-[1.75rem] leading-tight font-semibold tracking-[-0.03em] text-ink">
            <Marked text={pick(person, 'name', lang)} />
          </p>
          {role && (
            <p className="mt-1 text-muted">
              <Phrased text={role} />
            </p>
          )}
        </>
      )}
      <p className="mt-5 flex items-center gap-2.5 border-t border-line pt-5 text-sm font-medium text-ink">
        <span className="i-lucide-clock h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
        <Phrased text={t.contact.talkTo.reply} />
      </p>
    </section>
  );
}
