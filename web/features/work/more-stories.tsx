// Under the stories on /work: the client stories that have no page in this language yet, in brief (industry, headline
// result, title, what changed), so the page shows every project the studio names, not only the ones written up. The
// entries have no page of their own, so each links to its case on /services (`#case-<id>`, its picture and its words
// there): as plain text they read as dead (round 10 of the review, decision 0129). No ask of its own at its end: the
// page closes on one action, its band's "Start a project". Absent when every story has its page.
import type { WorkCard } from '../../../src/contract/work';
import { Marked } from '../../components/ui/marked';
import { PageLink } from '../../components/ui/page-link';
import { Phrased } from '../../components/ui/phrased';
import { ResultFigure } from '../../components/ui/result-figure';
import { pick, useLang, useT } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export function MoreStories({ pages }: { pages: readonly WorkCard[] }) {
  const t = useT();
  const lang = useLang();
  const { data } = usePublicRead(publicQueries.list('caseStudies'));
  const more = (data ?? []).filter((study) => !pages.some((page) => page.studyId === study.id));
  if (more.length === 0) return null;
  return (
    <section aria-labelledby="more-stories" className="mt-16 sm:mt-20">
      <h2 id="more-stories" className="section-title text-2xl sm:text-[1.75rem]">
        {t.work.moreTitle}
      </h2>
      <p className="muted mt-2 max-w-2xl">
        <Phrased text={t.work.moreIntro} />
      </p>
      <ul className="mt-8 grid md:grid-cols-2 md:gap-x-12">
        {more.map((study) => {
          const value = pick(study, 'resultValue', lang).trim();
          return (
            <li key={study.id} className="group relative flex gap-6 border-t border-line py-8 max-sm:flex-col max-sm:gap-3">
              {/* The figure in a column of its own, so the titles beside it start level; on a phone a line above the
                  title, so the words keep the whole width. */}
              <ResultFigure
                size="md"
                value={value || '—'}
                label={value ? pick(study, 'resultLabel', lang) : ''}
                phrased
                labelClassName="mt-2 text-sm font-medium text-ink max-sm:mt-0"
                className="w-24 shrink-0 sm:w-28 max-sm:flex max-sm:w-auto max-sm:items-baseline max-sm:gap-3"
              />
              <div className="min-w-0">
                <span className="chip">
                  <Marked text={pick(study, 'industry', lang)} />
                </span>
                {/* The title is the link (the whole entry its target); the line under the words says where it leads. */}
                <h3 className="card-title mt-3 text-lg group-hover:text-accent-text">
                  <PageLink
                    href={`/services#case-${study.id}`}
                    className="keyboard-ring rounded-sm after:absolute after:inset-0 after:content-['']"
                  >
                    <Phrased text={pick(study, 'title', lang)} />
                  </PageLink>
                </h3>
                <p className="muted mt-2 leading-relaxed">
                  <Phrased text={pick(study, 'description', lang)} />
                </p>
                {/* Where it leads as a tag (round 11 of the review): a small pill with the services' sign, not a second
                    "read more" line beside the stories' above. */}
                <span
                  className="mt-4 inline-flex min-h-8 items-center gap-1.5 rounded-full border border-line bg-surface-alt px-3 text-xs font-semibold text-ink transition-colors group-hover:border-accent group-hover:text-accent-text"
                  aria-hidden="true"
                >
                  <span className="i-lucide-layers h-3.5 w-3.5 text-accent-text" />
                  {t.work.moreLink}
                  <span className="i-lucide-arrow-right h-3.5 w-3.5" />
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
