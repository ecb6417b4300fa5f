// A story's facts, as a studio's project page gives them: the headline result set large, then who the client is (its
// logo, or its name as a wordmark), its facts at a glance (duration, team, platform: the story's own fields in
// each language, decision 0178), the industry and the services it used (each a link to /services). Each only when the story has it;
// nothing the story's data does not hold (none is made up).
// A compact block over the story in its reading column: two to a row on a phone, three from 640 px (decision 0177: the
// rail beside the story, 0129, stood empty under them). The result only where no figures strip above says it.
import type { WorkStory } from '../../../src/contract/work';
import { Marked } from '../../components/ui/marked';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { ResultFigure } from '../../components/ui/result-figure';
import { ClientMark } from './client-mark';
import { metaCell } from './meta-grid';
import { useT } from '../../lib/i18n';

const TERM = 'text-xs font-semibold tracking-wide text-muted uppercase';

export function StoryFacts({ story, withResult = true, className = '' }: { story: WorkStory; withResult?: boolean; className?: string }) {
  const t = useT();
  const client = story.quote?.company ?? '';
  // Two fixed columns on a phone, three from 640 px; a long detail (the platform, the services' list) wraps in its cell,
  // a lone last one takes its row (round 28, problem 6).
  const facts = [
    client && { term: t.work.client, detail: <ClientMark name={client} logo={story.clientLogo} /> },
    // Its facts at a glance, its own fields (how long, who, on what: decision 0178); a long one (a
    // platform named with what it links to) across the row on a phone.
    ...(story.facts ?? []).map((fact) => ({ term: fact.term, detail: <Phrased text={fact.detail} /> })),
    story.industry && { term: t.work.industry, detail: <Marked text={story.industry} /> },
    story.services.length > 0 && {
      term: t.work.services,
      detail: (
        <ul className="grid gap-1">
          {story.services.map((service) => (
            <li key={service.id}>
              <PageLink href="/services" className="keyboard-ring rounded-sm hover:text-accent-text">
                <Phrased text={service.title} />
              </PageLink>
            </li>
          ))}
        </ul>
      ),
    },
  ].filter((fact) => fact !== false && fact !== '');
  const result = withResult ? story.result : undefined;
  if (!result && facts.length === 0) return null;
  return (
    <dl data-facts="" className={`grid grid-cols-2 gap-x-6 gap-y-5 border-y border-line py-5 sm:grid-cols-3 sm:gap-x-8 ${className}`}>
      {result && (
        <div className="col-span-2 sm:col-span-3">
          <dt className={TERM}>{t.work.result}</dt>
          {/* The label under the figure, not beside it on its baseline (it read as a footnote: review of session 37). */}
          <dd className="mt-2">
            <ResultFigure as="span" value={result.value} label={result.label} />
          </dd>
        </div>
      )}
      {facts.map((fact, i) => (
        <div key={fact.term} className={`min-w-0 ${metaCell(i, facts.length)}`}>
          <dt className={TERM}>{fact.term}</dt>
          <dd className="mt-2 text-[0.9375rem] leading-snug font-medium text-ink">{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
