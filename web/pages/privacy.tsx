// Privacy notice under Taiwan's Personal Data Protection Act: who is responsible, what the contact form collects, how
// visits are counted without cookies, why, how long it is kept, and the visitor's rights; the date it last changed as the eyebrow. Every text is editable in the
// admin (content section "privacy"), with the contact address to write to. Laid out as a legal page: the parts in one
// reading column that starts where the H1 does (not numbered: nothing refers to them by number), the way to ask
// beside it (below on a phone).
import { PageLink } from '../components/ui/page-link';
import { PageHero } from '../components/ui/page-hero';
import { Marked } from '../components/ui/marked';
import { Phrased } from '../components/ui/phrased';
import { PRIVACY_DEFAULTS } from '../../src/contract/content-defaults-privacy';
import { useContent } from '../features/content/use-content';
import { useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { usePageHead } from '../lib/use-page-head';

const PARTS = ['controller', 'collected', 'statistics', 'use', 'keeping', 'rights'] as const;

export function PrivacyPage() {
  const t = useT();
  const text = useContent('privacy', PRIVACY_DEFAULTS);
  const contact = usePublicRead(publicQueries.contactInfo());
  usePageHead('privacy', text('hero.subtitle'));
  const email = contact.data?.email || t.contact.fallback.email;
  return (
    <>
      <PageHero eyebrow={text('hero.updated')} title={text('hero.title')} subtitle={text('hero.subtitle')} />
      <div className="page-x grid items-start gap-12 pt-10 pb-14 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        {/* Rules between the parts only: the hero above ends in its own, and the footer below starts with one. */}
        <ul className="max-w-3xl divide-y divide-line">
          {PARTS.map((part) => (
            <li key={part}>
              <section aria-labelledby={`privacy-${part}`} data-part={part} className="py-8">
                <h2 id={`privacy-${part}`} className="scroll-mt-28 text-2xl leading-snug font-semibold tracking-[-0.02em] text-ink">
                  <Phrased text={text(`${part}.title`)} />
                </h2>
                <p className="mt-3 text-[1.0625rem] leading-[1.75] whitespace-pre-line text-ink">
                  <Phrased text={text(`${part}.body`)} />
                </p>
              </section>
            </li>
          ))}
        </ul>
        {/* Not an <aside>: a complementary landmark belongs at the top level, not inside the main one. */}
        <div className="space-y-6 lg:sticky lg:top-24">
          {/* The parts at a glance beside the notice, each a jump to its place (a phone reads straight down instead). */}
          <nav aria-labelledby="privacy-contents" className="max-lg:hidden">
            <p id="privacy-contents" className="eyebrow">
              {t.privacy.onThisPage}
            </p>
            <ol className="mt-3 border-l border-line">
              {PARTS.map((part) => (
                <li key={part}>
                  <a
                    href={`#privacy-${part}`}
                    className="keyboard-ring -ml-px flex border-l border-transparent py-1.5 pl-4 text-sm text-muted transition-colors hover:border-accent hover:text-ink"
                  >
                    <Marked text={text(`${part}.title`)} />
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="card p-6">
            <span className="grid h-10 w-10 place-items-center rounded-lg bg-accent-soft text-accent-text" aria-hidden="true">
              <span className="i-lucide-shield-check h-5 w-5" />
            </span>
            <p className="card-title mt-4">{t.privacy.questionsTitle}</p>
            <p className="muted mt-2 text-sm leading-relaxed">
              {t.privacy.questions}{' '}
              <a className="link break-all underline" href={`mailto:${email}`}>
                {email}
              </a>{' '}
              {t.privacy.or}{' '}
              <PageLink href="/contact" className="link whitespace-nowrap underline">
                {t.privacy.contactPage}
              </PageLink>
              {t.privacy.end}
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
