// Case studies: two skeletons while loading, the stored ones, or the two built-in samples when none exist (services),
// each a compact card (its industry and, without a picture, a line icon of that industry: product.md's fallback) led by its result (round 20: the figures sat mid-paragraph and the cards read as blog teasers): the
// industry, the headline figure at display size in the accent with its label, the title, and the story cut to its first
// sentence (the before; the title says what was built and the figure what changed). A card whose story has a page is one
// link (its "Read more" stretched over it); one without keeps product.md's inert "Read more". A story with an uploaded
// picture shows it at the card's top. The drawn scenes are the services' rows' and the story pages' (round 18). Home's
// featured study is featured-study.tsx, a script of its own.
import { IMAGE_SIZES } from '../../components/ui/image-sizes';
import { usePublicRead } from '../../lib/read-store';
import { ArrowLink } from '../../components/ui/arrow-link';
import { workStoryPath } from '../../lib/published-routes';
import { EntryImage, hasImage, type WithImage } from '../../components/ui/entry-image';
import { SkeletonList } from '../../components/ui/skeleton';
import { publicQueries } from '../../lib/public-queries';
import { pick, useLang, useT } from '../../lib/i18n';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { ChatVisual } from '../../components/visuals/chat-visual';
import { type HeadlineResult, resultOf } from './headline-result';
import { firstSentence } from '../../lib/first-sentence';

type Card = {
  key: string | number;
  /** Its page's slug, when it has one in this language. */
  page?: string;
  title: string;
  description: string;
  industry: string;
  /** Its headline result (a stored study's, or a built-in sample's claim, product.md), leading the card. */
  result: HeadlineResult | null;
  image: WithImage | null;
  /** Its client's words (the testimonial whose company the title names), its first sentence: a short quote. */
  quote?: { words: string; name: string; role: string } | null;
};

/** How a card shows its proof (session 53, round 30: four identical "big % + label" read as a template): a share as a ring,
 *  a drop as a before/after pair of bars (a ring once the bars are taken), one story by its client's words, a figure that
 *  is no percentage by itself. The words are the first story here with a client's quote that is not home's featured one
 *  (session 54, round 32: home's client, figure and quote three times over). Every percentage keeps a picture (decision
 *  0279: Kestrel's bare figure left a gap above it beside its neighbours' bars and ring): a drop takes the bars again once
 *  both forms are used, so a row's cards end level, figure, picture, "Read more". */
type Proof = 'ring' | 'bars' | 'quote' | 'figure';
const DROP = /\b(less|fewer|lower|down|shorter)\b|減少|縮短|降低/i;
const percentOf = (result: HeadlineResult | null) => {
  const n = Number(/^(\d{1,3}(?:\.\d+)?)\s*%$/.exec(result?.value.trim() ?? '')?.[1] ?? Number.NaN);
  return n > 0 && n < 100 ? n : null;
};
const proofs = (cards: Card[], featured: Card | undefined): Proof[] => {
  const voiced = cards.find((card) => card !== featured && card.quote);
  const used = new Set<Proof>();
  return cards.map((card) => {
    const p = percentOf(card.result);
    const wanted: Proof[] = card === voiced ? ['quote'] : p === null ? [] : DROP.test(card.result!.label) ? ['bars', 'ring'] : ['ring'];
    const proof = wanted.find((form) => !used.has(form)) ?? wanted[0] ?? 'figure';
    used.add(proof);
    return proof;
  });
};
/** The client's first sentence, in either language: a short quote. */
const firstWords = (quote: string) => (quote.match(/^[\s\S]*?(?:[.!?](?=\s|$)|[。！？])/)?.[0] ?? quote).trim();

export function CaseStudyList() {
  const t = useT();
  const lang = useLang();
  const { data, isPending } = usePublicRead(publicQueries.list('caseStudies'));
  // A story card with a page published in this language: its "Read more" opens it (decision 0095).
  const { data: work } = usePublicRead(publicQueries.workIndex(lang));
  const pageOf = (id: number) => work?.items.find((story) => story.studyId === id);
  const { data: voices } = usePublicRead(publicQueries.list('testimonials'));
  const quoteOf = (title: string) => {
    const voice = voices?.find((v) => pick(v, 'company', lang).trim() && title.includes(pick(v, 'company', lang).trim()));
    return voice
      ? { words: firstWords(pick(voice, 'quote', lang)), name: pick(voice, 'name', lang), role: pick(voice, 'role', lang) }
      : null;
  };
  if (isPending) {
    return (
      <div className="grid gap-6">
        <SkeletonList count={2} label={t.common.loading} className="h-56 w-full" />
      </div>
    );
  }
  const cards: Card[] = data?.length
    ? data.map((c) => ({
        key: c.id,
        page: pageOf(c.id)?.slug,
        title: pick(c, 'title', lang),
        description: pick(c, 'description', lang),
        industry: pick(c, 'industry', lang),
        result: resultOf(pick(c, 'resultValue', lang), pick(c, 'resultLabel', lang)),
        image: hasImage(c) ? c : null,
        quote: quoteOf(pick(c, 'title', lang)),
      }))
    : t.services.sampleCaseStudies.map((c, i) => ({
        key: `sample-${i}`,
        title: c.title,
        description: c.description,
        industry: c.industry,
        result: { value: c.resultValue, label: c.resultLabel },
        image: null,
      }));
  // The lead: the second story (home leads with the first), across the row, a customer's chat (or its picture) at its right
  // from 1024 px; the rest after it in the list's order, two a row from 768 px (three from 1024 px when they fill rows of
  // three). On a phone one card under another, every story in view (session 54, round 32: a sideways row hid three of
  // four behind "4 stories · swipe"), each compact: its industry, its proof, its title, the story's first sentence (the
  // rest from 640 px; a story without a page of its own keeps all of it) and "Read more". The `story-*` and `lead-*`
  // shortcuts are in uno.config.ts. Home's featured story (the first) comes last here, told by its figure (session 53).
  const lead = cards.length > 1 ? 1 : 0;
  const ordered = [cards[lead]!, ...cards.filter((_, i) => i !== lead && i !== 0), ...(lead ? [cards[0]!] : [])];
  const forms = proofs(ordered, lead ? cards[0] : undefined);
  return (
    <ul className={`story-grid ${cards.length % 3 === 1 ? 'lg:grid-cols-3' : ''}`}>
      {ordered.map((card, i) => {
        const first = card.page ? firstSentence(card.description) : card.description;
        return (
          <li
            key={card.key}
            // A stored study's place, which /work's "More projects, in brief" links to (decision 0129); clear of the header.
            id={typeof card.key === 'number' ? `case-${card.key}` : undefined}
            data-lead={i ? undefined : ''}
            className={`${i ? 'story-card' : 'lead-card'} ${card.page ? 'transition-colors duration-150 hover:border-line-strong hover:bg-surface-alt' : ''}`}
          >
            {card.image ? (
              <EntryImage image={card.image} lang={lang} sizes={IMAGE_SIZES.halfWide} className={`${FRAME} ${i ? '' : 'lead-aside'}`} />
            ) : (
              // The lead's right-hand side without a picture: an assistant answering a customer (no figure of its own), the
              // chat drawn a quarter larger across its panel (decision 0279: at 12 px it floated small in a grey field).
              !i && (
                <div data-visual="chat" className="lead-chat">
                  <ChatVisual words={t.serviceScenes.storyChat} className="w-full [zoom:1.25]" />
                </div>
              )
            )}
            {/* product.md: each study shows an image or a fallback: without a picture, a line icon of client work. */}
            {/* Session 54 (round 33 #5, decision 0274): industry, title, then the proof. The lead reads tag, title, figure,
                quote; the row's cards keep their proof over a hairline at the foot (mt-auto), so their proofs and "Read more"
                line up at the bottom whatever their text's length (the Kestrel card's empty gap). */}
            <div className="flex items-center justify-between gap-4">
              <span className="chip">
                <Marked text={card.industry} />
              </span>
              {/* Its industry's icon, swapped in by the stylesheet from `data-topic` (web/styles/industry-icons.ts): no script. */}
              {!card.image && (
                <span data-topic={card.industry} className="i-lucide-briefcase-business h-5 w-5 text-accent-text" aria-hidden="true" />
              )}
            </div>
            <h3 className="card-title mt-4 text-lg sm:mt-5 sm:text-xl">
              <Phrased text={card.title} />
            </h3>
            {!i && card.result && <ProofOf card={card} result={card.result} proof={forms[i]!} />}
            {/* The body in the reading ink in dark (round 32: grey on the dark card read faint). */}
            <p className="story-text">
              <Phrased text={first} />
              {first !== card.description && (
                // The rest as written after the first sentence: its space in English, none after a Chinese full stop.
                // `data-rest`: in Chinese its phrases with a space are not held on one line (round 33 #5).
                <span data-rest className="max-sm:hidden">
                  <Phrased text={card.description.slice(first.length)} />
                </span>
              )}
            </p>
            {i > 0 && card.result && (
              <div className="mt-auto pt-4 sm:pt-5">
                {/* One height for every form from 640 px (a ring's 116 px), so the hairlines of a row's cards line up too. */}
                <div className="border-t border-line sm:min-h-[7.25rem]">
                  <ProofOf card={card} result={card.result} proof={forms[i]!} />
                </div>
              </div>
            )}
            {/* At the card's foot, so the links of a row's two cards line up. */}
            <div className={`${i > 0 && card.result ? '' : 'mt-auto'} pt-3 sm:pt-4`}>
              {card.page ? (
                // The card's one link, stretched over the whole card (round 20: make the card the link).
                <ArrowLink
                  href={workStoryPath(card.page)}
                  about={card.title}
                  className="tap-target after:absolute after:inset-0 after:rounded-2xl after:content-['']"
                >
                  {t.services.readMore}
                </ArrowLink>
              ) : (
                // product.md: without a page of its own, "read more" does nothing; a disabled button says so to keyboard
                // and screen-reader users.
                <button type="button" disabled className="arrow-link disabled:cursor-default">
                  {t.services.readMore}
                  <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The card's proof in its form: every form keeps the figure and its label as words (`data-result`), the picture beside them. */
function ProofOf({ card, result, proof }: { card: Card; result: HeadlineResult; proof: Proof }) {
  const t = useT();
  const zh = useLang() === 'zh';
  const p = percentOf(result) ?? 0;
  const words = (big: string) => (
    <>
      <span className={big}>
        <Marked text={result.value} />
      </span>{' '}
      <span className="max-w-[15rem] pb-0.5 text-[0.9375rem] leading-snug font-medium text-ink text-pretty">
        <Phrased text={result.label} />
      </span>
    </>
  );
  if (proof === 'quote')
    // The figure, then the client's words (round 33 #5: the quote before the figure inverted the card's order).
    return (
      <figure className="mt-4 mb-3 sm:mt-5">
        <p data-result className="flex items-end gap-3">
          {words('text-[2rem] leading-none font-semibold tracking-[-0.03em] text-ink tabular-nums')}
        </p>
        <blockquote className="mt-4 border-l-2 border-accent pl-4 leading-relaxed text-ink sm:text-lg">
          <Phrased text={zh ? `「${card.quote!.words}」` : `“${card.quote!.words}”`} />
        </blockquote>
        <figcaption className="muted mt-2 pl-4 text-sm">
          <Phrased text={`${card.quote!.name}${zh ? '，' : ', '}${card.quote!.role}`} />
        </figcaption>
      </figure>
    );
  if (proof === 'ring')
    // A share of the whole: a ring filled to it, the figure inside (inline SVG, no script).
    return (
      <p data-result className="mt-4 flex items-center gap-4 sm:mt-5">
        <span className="relative grid h-16 w-16 shrink-0 place-items-center sm:h-24 sm:w-24">
          <svg viewBox="0 0 36 36" className="absolute inset-0 -rotate-90" aria-hidden="true">
            <circle cx="18" cy="18" r="15.9" fill="none" strokeWidth="3" className="stroke-line" />
            <circle
              cx="18"
              cy="18"
              r="15.9"
              fill="none"
              strokeWidth="3"
              pathLength="100"
              strokeDasharray={`${p} 100`}
              className="stroke-accent"
            />
          </svg>
          <span className="text-xl font-semibold tracking-[-0.03em] text-ink tabular-nums sm:text-2xl">
            <Marked text={result.value} />
          </span>
        </span>{' '}
        <span className="max-w-[15rem] text-[0.9375rem] leading-snug font-medium text-ink text-pretty">
          <Phrased text={result.label} />
        </span>
      </p>
    );
  if (proof === 'bars')
    // A drop: before and after as two bars, the after as long as what is left.
    return (
      <div className="mt-4 sm:mt-5">
        <p data-result className="flex items-end gap-3">
          {words('text-[2rem] leading-none font-semibold tracking-[-0.03em] text-ink tabular-nums')}
        </p>
        <div aria-hidden="true" className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 caption">
          <span>{t.services.proofBefore}</span>
          {/* Bars as SVG attributes: the site's CSP refuses inline styles. */}
          <svg className="h-2.5 w-full" aria-hidden="true">
            <rect width="100%" height="100%" rx="5" className="fill-line-strong" />
          </svg>
          <span>{t.services.proofAfter}</span>
          <svg className="h-2.5 w-full" aria-hidden="true">
            <rect width={`${100 - p}%`} height="100%" rx="5" className="fill-accent" />
          </svg>
        </div>
      </div>
    );
  // The result first, its figure large in the ink (session 54: in the accent, home's story's 40% was the loudest figure
  // of the row on /services again), its label beside it.
  return (
    <p data-result className="mt-4 flex items-end gap-3 sm:mt-5">
      {words('text-[2.5rem] leading-none font-semibold tracking-[-0.04em] text-ink')}
    </p>
  );
}

/** An uploaded picture, above the card's words: one 8:5 frame for every card, so a row's pictures are one height. */
const FRAME = 'mb-6 aspect-[8/5] w-full overflow-hidden rounded-xl border border-line';
