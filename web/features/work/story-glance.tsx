// A story's facts again, at a glance, in a column that stays in view beside its text from 1024 px up: the result, the
// client, the industry, the services, and a way to start a project like it. The text's reading measure left the right
// 40% of a laptop empty from "The challenge" to the quote (review of session 37). Drawn by the server, sticky by CSS
// alone; below 1024 px it is not shown at all (the facts strip under the title says the same).
import type { WorkStory } from '../../../src/contract/work';
import { Marked } from '../../components/ui/marked';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { ResultFigure } from '../../components/ui/result-figure';
import { useT } from '../../lib/i18n';

const TERM = 'text-xs font-semibold tracking-wide text-muted uppercase';

export function StoryGlance({ story }: { story: WorkStory }) {
  const t = useT();
  const client = story.quote?.company ?? '';
  const facts = [
    client && { term: t.work.client, detail: <Phrased text={client} /> },
    story.industry && { term: t.work.industry, detail: <Marked text={story.industry} /> },
    story.services.length > 0 && {
      term: t.work.services,
      detail: story.services.map((service) => (
        <span key={service.id} className="block">
          <Phrased text={service.title} />
        </span>
      )),
    },
  ].filter((fact) => fact !== false && fact !== '');
  return (
    // Not an aside: a complementary landmark inside main is one axe refuses; a titled part of the story instead.
    <div data-glance="" className="hidden lg:block">
      <div className="sticky top-24 rounded-2xl border border-line bg-surface p-6 xl:p-7">
        <h2 className="eyebrow">{t.work.glance}</h2>
        {story.result && (
          <ResultFigure
            value={story.result.value}
            label={story.result.label}
            labelClassName="mt-2 text-base leading-snug font-medium text-ink"
            className="mt-5 border-b border-line pb-5"
          />
        )}
        {facts.length > 0 && (
          <dl className="mt-5 grid gap-4">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className={TERM}>{fact.term}</dt>
                <dd className="mt-1 text-[0.9375rem] leading-snug font-medium text-ink">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        )}
        <PageLink href="/contact" className="btn-primary mt-6 w-full">
          {t.work.contactAction}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
      </div>
    </div>
  );
}
