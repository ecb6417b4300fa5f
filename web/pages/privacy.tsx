// Privacy notice under Taiwan's Personal Data Protection Act: who is responsible, what the contact form collects, how
// visits are counted without cookies, why, how long it is kept, and the visitor's rights; the date it last changed as a muted line under the title. Every text is editable in the
// admin (content section "privacy"), with the contact address to write to. Laid out as a legal page: the parts in one
// reading column that starts where the H1 does (not numbered: nothing refers to them by number), the way to ask
// beside it (below on a phone).
import { PageLink } from '../components/ui/page-link';
import { PageHero } from '../components/ui/page-hero';
import { Marked } from '../components/ui/marked';
import { Phrased } from '../components/ui/phrased';
import { PRIVACY_DEFAULTS } from '../../src/contract/content-defaults-privacy';
import { useContent } from '../features/content/use-content';
import { useLang, useT } from '../lib/i18n';
import { publicQueries } from '../lib/public-queries';
import { usePublicRead } from '../lib/read-store';
import { usePageHead } from '../lib/use-page-head';

const PARTS = ['controller', 'collected', 'statistics', 'use', 'keeping', 'rights'] as const;

export function PrivacyPage() {
  const t = useT();
  const lang = useLang();
  const text = useContent('privacy', PRIVACY_DEFAULTS);
  const contact = usePublicRead(publicQueries.contactInfo());
  usePageHead('privacy', text('hero.subtitle'));
  const email = contact.data?.email || t.contact.fallback.email;
  return (
    <>
      <PageHero meta={text('hero.updated')} title={text('hero.title')} subtitle={text('hero.subtitle')} />
      {/* The parts' scroll timelines named here, so the contents beside them can follow them (decision 0239). */}
      <div className="toc-scope page-x grid items-start gap-12 pt-10 pb-14 sm:pt-14 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        {/* In Chinese the journal's measure (38rem, some 34 characters at 18 px), as its article body is set (decision 0202). */}
        <div className={lang === 'zh' ? 'max-w-[38rem]' : 'max-w-3xl'}>
          {/* Below a laptop's width the parts at a glance come first, folded into a disclosure (no script) so the notice
              still opens on its first part; the list beside the notice is a laptop's. */}
          <details className="group card mb-2 lg:hidden">
            <summary className="keyboard-ring flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <span id="privacy-contents-folded">{t.privacy.onThisPage}</span>
              <span
                className="i-lucide-chevron-down h-4 w-4 text-muted transition-transform duration-150 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <nav aria-labelledby="privacy-contents-folded" className="border-t border-line px-2 py-2">
              <ol>
                {PARTS.map((part) => (
                  <li key={part}>
                    <a
                      href={`#privacy-${part}`}
                      className="keyboard-ring flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-ink hover:bg-surface-alt"
                    >
                      <Marked text={text(`${part}.title`)} />
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </details>
          {/* Rules between the parts only: the hero above ends in its own, and the footer below starts with one. */}
          <ul className="toc-parts divide-y divide-line">
            {PARTS.map((part) => (
              <li key={part}>
                <section aria-labelledby={`privacy-${part}`} data-part={part} className="py-8">
                  <h2
                    id={`privacy-${part}`}
                    className={`scroll-mt-28 text-2xl font-semibold tracking-[-0.02em] text-ink ${lang === 'zh' ? 'leading-[1.4]' : 'leading-snug'}`}
                  >
                    <Phrased text={text(`${part}.title`)} />
                  </h2>
                  <PartBody text={text(`${part}.body`)} zh={lang === 'zh'} />
                </section>
              </li>
            ))}
          </ul>
        </div>
        {/* Not an <aside>: a complementary landmark belongs at the top level, not inside the main one. */}
        <div className="space-y-6 lg:sticky lg:top-24">
          {/* The parts at a glance beside the notice, each a jump to its place (folded above the notice below 1024 px), kept in
              view with the questions' card (sticky) and the part being read lit (decision 0239). */}
          <nav aria-labelledby="privacy-contents" className="max-lg:hidden">
            <p id="privacy-contents" className="eyebrow">
              {t.privacy.onThisPage}
            </p>
            <ol className="toc-links mt-3 border-l-2 border-line">
              {PARTS.map((part) => (
                <li key={part}>
                  <a
                    href={`#privacy-${part}`}
                    className="keyboard-ring -ml-0.5 flex border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted transition-colors hover:border-accent hover:text-ink"
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
            {/* Its Chinese words break only at the spaces between them (或使 / 用 split it, round 24). */}
            <p className="muted mt-2 text-sm leading-relaxed [word-break:keep-all]">
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

/** How a part reads: in English as before; in Chinese as the journal's article body (web/styles/article-css.ts): 18 px at
 * a line height of 1.9, paragraphs set to the start edge (decision 0217: justified, a line before a figure kept whole
 * was spread apart) and 1.25em apart, a heading over a block a step above
 * the text with more room above it than below, list items flush left and as wide as the paragraphs (in English `pretty`,
 * as an article's are: balanced, decision 0217, they wrapped at 430 px beside 560 px paragraphs; round 26, decision
 * 0230) (outside designers, session 48: the notice's
 * Chinese at 17 px over 40 characters, 12 px apart, read as a wall; decision 0202). */
const PART = {
  en: {
    heading: 'mt-6 text-[0.9375rem] font-semibold text-ink',
    list: 'space-y-2 text-[1.0625rem] leading-[1.7] text-reading text-pretty',
    listAfter: 'mt-2',
    listFirst: 'mt-2',
    dot: 'before:top-[0.8em]',
    text: 'text-[1.0625rem] leading-[1.75]',
    after: 'mt-1.5',
    first: 'mt-3',
  },
  zh: {
    heading: 'mt-8 text-lg leading-[1.5] font-semibold text-ink',
    list: 'space-y-[0.4em] text-lg leading-[1.9] text-reading',
    listAfter: 'mt-2',
    listFirst: 'mt-[1.25em]',
    dot: 'before:top-[0.85em]',
    text: 'text-lg leading-[1.9]',
    after: 'mt-2',
    first: 'mt-[1.25em]',
  },
} as const;

/** A part's text as the owner wrote it: a blank line starts a new block; a block's first line that starts with "### "
 * is a short heading over it, and its lines that start with "- " a list (round 13: the statistics part was one wall of
 * prose). Anything else is a paragraph, its lines kept. */
function PartBody({ text, zh }: { text: string; zh: boolean }) {
  const look = zh ? PART.zh : PART.en;
  return text.split(/\n\s*\n/).map((block) => {
    const lines = block.split('\n');
    const heading = lines[0]?.startsWith('### ') ? lines.shift()!.slice(4).trim() : null;
    const items = lines.filter((line) => line.startsWith('- '));
    const list = items.length > 0 && items.length === lines.filter((line) => line.trim()).length;
    const rest = lines.join('\n').trim();
    return (
      <div key={block}>
        {heading && (
          <h3 className={look.heading}>
            <Phrased text={heading} />
          </h3>
        )}
        {list ? (
          <ul className={`${heading ? look.listAfter : look.listFirst} ${look.list}`}>
            {items.map((item) => (
              <li
                key={item}
                className={`relative pl-5 ${look.dot} before:absolute before:left-0 before:h-1.5 before:w-1.5 before:rounded-full before:bg-faint before:content-['']`}
              >
                <Phrased text={item.slice(2)} />
              </li>
            ))}
          </ul>
        ) : (
          rest && (
            <p className={`${heading ? look.after : look.first} ${look.text} whitespace-pre-line text-reading`}>
              <Phrased text={rest} />
            </p>
          )
        )}
      </div>
    );
  });
}
