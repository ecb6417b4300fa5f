// What only a Work page names (decision 0095): the client story card whose page it is, the client's quote, the
// services it used and its screens, each chosen from what the site already has; every text written once a language
// (the facts, the cover's description, the screens' captions) in both, English above Chinese, each under its tag
// (decision 0223). A panel the writing canvas's width in the text's place, headed by an index of its parts; from 1280 px
// its services stand in the settings column beside it, under "Where this appears" (story-places.tsx).
import { useQuery } from '@tanstack/react-query';
import { GALLERY_MAX, type PieceWrite } from '../../../src/contract';
import { LISTS, type StoryCard, STORY_LIST, type Testimonial } from '../../../src/contract/lists';
import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery } from '../../lib/calls/media';
import { fill, pick, useLang } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { useShareCards } from '../../lib/share-cards';
import { type Captions, ChosenScreens, ScreenLibrary } from './chosen-screens';
import { StoryFacts } from './story-facts';
import { StoryCardOrder, StoryCardPicture } from './story-card-place';
import { useStorySide } from './story-places';
import { CoverSlot } from './cover-slot';
import { StoryIndex } from './story-index';
import { FactFields } from './fact-fields';
import { quotesFor } from './story-quotes';
import { STORY_GRID, STORY_SECTION, STORY_TITLE } from './piece-draft';
import { FoldCard } from '../../components/admin/fold-card';
import { Phrased } from '../../components/ui/phrased';

/** The piece's links, and both its versions (the cover's description is written in each here, decision 0223). */
type Links = Pick<PieceWrite, 'studyId' | 'testimonialId' | 'serviceIds' | 'gallery' | 'en' | 'zh'>;
type Props = {
  draft: Links;
  /** The page's address as it stands (said in the tab's opening paragraph). */
  slug: string;
  onChange: (change: Partial<Links>) => void;
  captions: Captions;
  /** Its facts at a glance in each language (decision 0178). */
  facts: Parameters<typeof FactFields>[0];
  /** The page's cover, the first of its pictures (decision 0213). Its description is written in both languages here,
   * from `draft` (decision 0223). */
  cover: { chosen: string | null; onChoose: (path: string | null) => void };
  /** Behind a language's tab. */
  hidden?: boolean;
  className?: string;
};

const stories = listCalls(STORY_LIST.key);
const quotes = listCalls('testimonials');
const services = listCalls('services');
/** A part of the tab the index goes to: held clear of the bar when scrolled to. */
const PART = 'scroll-mt-[calc(var(--bar-h,4rem)+1rem)]';
/** Where the quotes are written: the testimonials' part of home's content (a part without a heading is named by its key). */
const QUOTES_PART = `/dashboard/content/${LISTS.testimonials.section}/${LISTS.testimonials.key}`;

export function WorkFields({ draft, slug, onChange, captions, facts, cover, hidden = false, className = '' }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const cards = useQuery(stories.query());
  const said = useQuery(quotes.query());
  const offered = useQuery(services.query());
  const images = useQuery(mediaQuery());
  const shareCards = useShareCards(images.data);
  const card = cards.data?.find((c) => c.id === draft.studyId);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [introOpen, setIntroOpen] = useState(false);
  // From 1280 px the services and the card's place stand in the settings column, on and under "Where this appears"
  // (story-places.tsx), while it is laid out.
  const side = useStorySide();
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  // The services it used, as chips: a toggle each, its whole chip the target (44 px on a phone, two to a row there:
  // round 23 saw them one a line); chosen, filled in ink with a check (round 25: a border's weight alone did not say it).
  const serviceChips = (
    <div className="mt-3 flex flex-wrap gap-2 max-sm:grid max-sm:grid-cols-2">
      {offered.data?.map((service) => {
        const on = draft.serviceIds.includes(service.id);
        return (
          <label
            key={service.id}
            className={`inline-flex min-h-9 min-w-0 cursor-pointer items-center gap-1.5 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus max-sm:min-h-11 max-sm:px-2.5 max-sm:py-1.5 max-sm:text-[0.8125rem] max-sm:leading-tight ${
              on ? 'border-ink bg-ink font-medium text-bg' : 'border-line-strong text-muted hover:border-ink hover:text-ink'
            }`}
            data-chosen={on ? '' : undefined}
          >
            <input
              className="sr-only"
              type="checkbox"
              checked={on}
              onChange={() => onChange({ serviceIds: toggle(draft.serviceIds, service.id) })}
            />
            <span className={`${on ? 'i-lucide-check' : 'i-lucide-plus'} h-3.5 w-3.5 shrink-0`} aria-hidden="true" />
            {pick(service, 'title', lang)}
          </label>
        );
      })}
    </div>
  );
  const servicesBeside = side
    ? createPortal(
        <section className="card min-w-0 p-4 sm:p-6" data-story-services="side">
          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold text-muted">{words.services}</legend>
            {serviceChips}
          </fieldset>
        </section>,
        side,
      )
    : null;
  // The tab's parts, named in its index (round 25: one long column, a helper line under every heading).
  const parts = [
    { id: 'story-part-card', name: words.card },
    ...(side ? [] : [{ id: 'story-part-services', name: words.services }]),
    { id: 'story-part-glance', name: words.glance },
    { id: 'story-part-pictures', name: words.pictures },
    { id: 'story-part-quote', name: words.quote },
  ];
  const goTo = (id: string) => {
    const part = document.getElementById(id);
    if (!part) return;
    part.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    // Its first control takes the focus, so the keyboard carries on from there.
    part.querySelector<HTMLElement>('summary, select, input:not(.sr-only), textarea, button')?.focus({ preventScroll: true });
  };
  return (
    <div id="piece-story" role="tabpanel" aria-labelledby="piece-tab-story" hidden={hidden} className={`min-w-0 ${className}`}>
      {servicesBeside}
      {/* On the page, as the text is on its tab; each of its sections a card of its own (decision 0233). */}
      <fieldset className="grid min-w-0 gap-6 pt-2">
        {/* The tab above names it: said here for screen readers only. */}
        <legend className="sr-only">{words.section}</legend>
        {/* Its index: a rail of its parts, each a press from its place (a phone scrolls the rail, story-index.tsx), and what a story is
            behind a "?" (round 13: the whole paragraph filled a phone's screen before the first field). */}
        <div className="grid min-w-0 gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <StoryIndex label={words.parts} parts={parts} onGo={goTo} />
            <button
              type="button"
              className="group keyboard-ring inline-grid h-11 w-11 shrink-0 place-items-center rounded-full text-xs font-semibold text-ink hover:text-accent-text"
              aria-expanded={introOpen}
              aria-controls="piece-story-intro"
              aria-label={words.introMore}
              title={words.introMore}
              data-testid="piece-story-intro-toggle"
              onClick={() => setIntroOpen((open) => !open)}
            >
              {/* A 24 px sign in a 44 px target (a finger's size on a phone). */}
              <span className="inline-grid h-6 w-6 place-items-center rounded-full border border-line-strong group-hover:border-accent">
                ?
              </span>
            </button>
          </div>
          <p id="piece-story-intro" hidden={!introOpen} className="max-w-[48rem] text-sm leading-relaxed text-muted">
            {fill(words.intro, { address: `/work/${slug || '…'}` })}
          </p>
        </div>
        {/* In the page's order, one section pattern (decision 0213, its helper lines cut by decision 0223, a card each
            since decision 0233: title, control, 16 px between the cards): the card, the services (beside the form from 1280 px), the facts at a
            glance, the pictures (the page's cover, the card's picture, the screens: the first two say where they show),
            the quote folded to a line until opened. The card's place is on "Where this appears" beside it. */}
        <div className="grid gap-4" data-story-facts>
          <div id="story-part-card" className={`${STORY_SECTION} ${PART}`}>
            <label htmlFor="story-card" className={`block ${STORY_TITLE}`}>
              {words.card}
            </label>
            <div className="mt-3 grid gap-2">
              <select
                id="story-card"
                value={draft.studyId ?? ''}
                onChange={(event) => onChange({ studyId: event.target.value ? Number(event.target.value) : null })}
                className="field w-full"
              >
                <option value="">{words.noCard}</option>
                {cards.data?.map((card) => (
                  <option key={card.id} value={card.id}>
                    {pick(card, 'title', lang)}
                  </option>
                ))}
              </select>
              {/* What the page takes from the card, seen here and edited in place (its one editor here, decision 0223:
                  a second way to Content read as two places to edit it). */}
              {card && <StoryFacts card={card} />}
              {/* Its place among the stories: on "Where this appears" while the settings column is beside the tab; here
                  when it is not (a phone, a tablet, the column folded or in focus). */}
              {card && cards.data && !side && (
                <div className="mt-2">
                  <StoryCardOrder card={card} cards={cards.data} />
                </div>
              )}
            </div>
          </div>
          {!side && (
            <div id="story-part-services" className={`${STORY_SECTION} ${PART}`}>
              <fieldset className="min-w-0">
                <legend className={STORY_TITLE}>{words.services}</legend>
                {serviceChips}
              </fieldset>
            </div>
          )}
          {/* Its facts at a glance, in each language: after the client and its services, as the page lists them. */}
          <div id="story-part-glance" className={`${STORY_SECTION} ${PART}`}>
            <FactFields {...facts} />
          </div>
          {/* Every picture of the story in one place (round 22: a cover, a card picture and screens read as three
              concepts in two columns), the cover's and the card's saying where they show. */}
          <div id="story-part-pictures" className={`${STORY_SECTION} ${PART}`}>
            <section aria-labelledby="story-pictures-title" data-story-pictures>
              <h3 id="story-pictures-title" className={STORY_TITLE}>
                {words.pictures}
              </h3>
              <div className="mt-4 grid gap-5">
                <CoverSlot
                  lang={captions.lang}
                  images={images.data}
                  failed={images.isError}
                  chosen={cover.chosen}
                  onChoose={cover.onChoose}
                  altOf={(version) => draft[version].coverAlt}
                  // Both languages' descriptions, each its version's (the editor's draft holds both).
                  onAlt={(version, coverAlt) => onChange({ [version]: { ...draft[version], coverAlt } })}
                />
                {card ? <StoryCardPicture card={card} images={images.data} imagesFailed={images.isError} /> : null}
                <fieldset className="group min-w-0">
                  <legend className="text-sm font-medium text-ink">
                    {fill(words.gallery, { count: String(draft.gallery.length), max: String(GALLERY_MAX) })}
                  </legend>
                  {draft.gallery.length > 0 && (
                    <ChosenScreens
                      gallery={draft.gallery}
                      onGallery={(gallery) => onChange({ gallery })}
                      captions={captions}
                      images={images.data}
                    />
                  )}
                  {images.data?.length === 0 && <p className="muted mt-2 text-sm">{t.publishing.images.none}</p>}
                  {/* The library is long (every screen and card the site has): folded under one clear control until
                      more screens are wanted. */}
                  <button
                    type="button"
                    aria-expanded={libraryOpen}
                    aria-controls="story-library"
                    onClick={() => setLibraryOpen((open) => !open)}
                    className="btn-outline btn-sm mt-3"
                  >
                    <span className="i-lucide-images h-4 w-4" aria-hidden="true" />
                    {words.galleryPick}
                    <span
                      className={`i-lucide-chevron-down h-4 w-4 text-muted transition-transform ${libraryOpen ? 'rotate-180' : ''}`}
                      aria-hidden="true"
                    />
                  </button>
                  <div id="story-library" hidden={!libraryOpen}>
                    {libraryOpen && (
                      <ScreenLibrary
                        images={images.data}
                        shareCards={shareCards}
                        gallery={draft.gallery}
                        onGallery={(gallery) => onChange({ gallery })}
                        lang={captions.lang}
                      />
                    )}
                  </div>
                </fieldset>
              </div>
            </section>
          </div>
          {/* Folded to a line, a card as the other sections are, its title theirs. */}
          <div id="story-part-quote" className={PART}>
            <FoldCard
              look="card"
              className="sm:[&>summary]:py-4"
              titleClassName={STORY_TITLE}
              testId="quote"
              title={words.quote}
              summary={quoteSummary(
                said.data?.find((quote) => quote.id === draft.testimonialId),
                words.noQuote,
                lang,
              )}
            >
              <QuoteChoice
                quotes={said.data}
                card={card}
                chosen={draft.testimonialId}
                onChoose={(testimonialId) => onChange({ testimonialId })}
              />
            </FoldCard>
          </div>
        </div>
      </fieldset>
    </div>
  );
}

type Quote = Testimonial;

/** The folded quote's line: who said the chosen one, and where; or that there is none. */
const quoteSummary = (quote: Quote | undefined, none: string, lang: 'en' | 'zh') =>
  quote ? [pick(quote, 'name', lang), pick(quote, 'company', lang)].filter(Boolean).join(' · ') : none;

/**
 * The client's quote, chosen among the testimonials as cards (a radio each, arrow keys between them): each its quote's
 * opening lines and who said it, "No quote" first (a row of words, not a card: a state, not a box to fill), then the story's own client's quotes (story-quotes.ts). Another
 * client's words on this page would read as this client's: those are folded behind "Show quotes from other clients",
 * with a line saying so, open only when asked (or when one of them is the chosen quote). With no card chosen the page
 * names no client, so every quote is listed. The chosen one ringed in ink with a check, as choices are elsewhere.
 */
function QuoteChoice({
  quotes: list,
  card,
  chosen,
  onChoose,
}: {
  quotes: Quote[] | undefined;
  card: StoryCard | undefined;
  chosen: number | null;
  onChoose: (id: number | null) => void;
}) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const option = (id: number, body: ReactNode, label: string) => (
    <label
      key={id}
      className={`relative flex min-h-11 min-w-0 cursor-pointer flex-col gap-1.5 rounded-lg border px-3 py-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
        chosen === id ? 'border-ink bg-surface-alt' : 'border-line hover:border-line-strong'
      }`}
    >
      <input type="radio" name="story-quote" className="sr-only" checked={chosen === id} onChange={() => onChoose(id)} aria-label={label} />
      {body}
      {chosen === id && (
        <span className="absolute top-2 right-2 grid h-4 w-4 place-items-center rounded-full bg-ink text-bg" aria-hidden="true">
          <span className="i-lucide-check h-3 w-3" />
        </span>
      )}
    </label>
  );
  const quoteOption = (quote: Quote) => {
    const who = pick(quote, 'name', lang);
    const where = [pick(quote, 'role', lang), pick(quote, 'company', lang)].filter(Boolean).join(' · ');
    const said = pick(quote, 'quote', lang);
    return option(
      quote.id,
      <>
        {/* The quote's opening, a line: enough to tell one from another. */}
        <span className="line-clamp-1 pr-6 text-ink" lang={lang === 'zh' ? 'zh-Hant' : 'en'}>
          {fill(words.quoted, { quote: said })}
        </span>
        {/* Who said it on one line: the card a row of two lines, not a box of four. */}
        <span className="mt-auto truncate text-xs text-muted">
          <span className="font-semibold text-ink">{who}</span>
          {where && ` · ${where}`}
        </span>
      </>,
      `${fill(words.quoted, { quote: said })} ${who}${where ? `, ${where}` : ''}`,
    );
  };
  const { own, others } = quotesFor(list ?? [], card);
  // Open when asked, or while another client's quote is the chosen one (it is never out of sight).
  const [othersOpen, setOthersOpen] = useState(false);
  const showOthers = othersOpen || others.some((quote) => quote.id === chosen);
  // A group's name across the grid's width, said to screen readers as the text before its cards.
  const groupName = (text: string) => <p className="pt-2 text-xs font-medium text-muted lg:col-span-2">{text}</p>;
  return (
    // In its fold (the fold's summary names it; the legend says it to screen readers).
    <div>
      <fieldset className="min-w-0" aria-describedby="story-quote-hint">
        <legend className="sr-only">{words.quote}</legend>
        <p id="story-quote-hint" className="field-hint mt-0 flex flex-wrap items-baseline gap-x-3">
          <span>
            <Phrased balanced text={words.quoteHint} />
          </span>
          <Link href={QUOTES_PART} className="link tap-target inline-flex w-fit items-center gap-1">
            {words.quotesEdit}
            <span className="i-lucide-arrow-up-right h-3.5 w-3.5 self-center" aria-hidden="true" />
          </Link>
        </p>
        <div className={`mt-3 ${STORY_GRID}`}>
          {/* "No quote" is a state to choose, not a box to fill: a row of words with a radio's ring before them (filled
              with a check when chosen), no edge of its own, across the grid apart from the quotes' cards. */}
          <label className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2.5 rounded-lg text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus lg:col-span-2">
            <input
              type="radio"
              name="story-quote"
              className="sr-only"
              checked={chosen === null}
              onChange={() => onChoose(null)}
              aria-label={words.noQuote}
            />
            <span
              className={`grid h-5 w-5 shrink-0 place-items-center rounded-full ${
                chosen === null ? 'bg-ink text-bg' : 'border-2 border-line-strong'
              }`}
              aria-hidden="true"
            >
              {chosen === null && <span className="i-lucide-check h-3.5 w-3.5" />}
            </span>
            <span className={chosen === null ? 'font-medium text-ink' : 'text-muted'}>{words.noQuote}</span>
          </label>
          {card ? (
            <>
              {groupName(words.quoteOwn)}
              {own.length === 0 && <p className="text-sm text-muted lg:col-span-2">{words.quoteNoneOwn}</p>}
              {own.map(quoteOption)}
            </>
          ) : (
            others.map(quoteOption)
          )}
        </div>
        {card && others.length > 0 && (
          <div className="mt-3">
            <button
              type="button"
              aria-expanded={showOthers}
              aria-controls="story-quotes-others"
              onClick={() => setOthersOpen(!showOthers)}
              className="keyboard-ring inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-medium text-ink hover:text-accent-text"
            >
              <span
                className={`i-lucide-chevron-right h-4 w-4 text-muted transition-transform ${showOthers ? 'rotate-90' : ''}`}
                aria-hidden="true"
              />
              {words.quoteOthersShow}
            </button>
            <div id="story-quotes-others" hidden={!showOthers}>
              {showOthers && (
                <>
                  {/* Said before the cards: chosen here, another client's words stand on this client's page. */}
                  <p className="mb-2 flex items-start gap-2 text-sm text-muted">
                    <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0 text-warn" aria-hidden="true" />
                    {words.quoteOthersCaution}
                  </p>
                  <div className={STORY_GRID}>{others.map(quoteOption)}</div>
                </>
              )}
            </div>
          </div>
        )}
      </fieldset>
    </div>
  );
}
