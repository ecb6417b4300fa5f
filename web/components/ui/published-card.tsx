// One card system for the publishing pages (decision 0137): /work's stories and /blog's articles are drawn by the same
// two pieces, so their radius, picture ratio, title size, meta line and hover are one by construction.
// - `PublishedLead`: a list's first screen, the featured story or the newest article large: its drawn screen big, cut
//   its whole width on its coloured mount (`ScreenCrop`, decision 0154), beside its words from 1024 px.
// - `PublishedCard`: every other piece: a 16:10 frame holding its screen's whole width on the mount, its own edges
//   clean at both sides (decision 0154: a crop at a reading scale had cut words and figures at the frame's edge), then
//   the meta line, the title, the summary and what the piece adds (a figure, its tags).
// Hover: the title takes the accent and the screen eases a step closer. Server-drawn, CSS alone.
import { Fragment, type ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import type { PictureRef } from '../../../src/contract/journal';
import { ArrowLink } from './arrow-link';
import { Marked } from './marked';
import { PageLink } from './page-link';
import { IMAGE_SIZES } from './image-sizes';
import { Phrased } from './phrased';
import { Picture } from './picture';
import { type Corner, ScreenCrop } from './screen-crop';

/**
 * Where a card's screen sits in its frame (decision 0154, amending 0145's corners): its whole width inside the frame,
 * set in from both sides and centred top to bottom, so every edge is the screen's own, not a cut through a word or a
 * figure (round 13 of the review read "1,284" cut to "1" on /work's lead and a Kestrel card's board cut at its left).
 * A drawn screen (16:9) fits every frame here whole (16:10 cards, the lead's fixed heights).
 * Whole class names, so the stylesheet's scan finds them.
 */
export const WHOLE_SCREEN: Corner = {
  inset: 'top-1/2 -translate-y-1/2 inset-x-6 sm:inset-x-10',
  origin: 'origin-center',
  edge: 'border rounded-xl',
};

/**
 * A lead's screen: whole below 1024 px; from there set from the frame's top-left corner at 140% of its width, so it
 * bleeds off the right edge and the foot and its words read at about twice the size (round 18: at 1280 px the whole
 * screen filled some 60% of a large tinted panel, unreadable, a third of the panel empty).
 */
const LEAD_SCREEN: Corner = {
  inset: `${WHOLE_SCREEN.inset} lg:top-12 lg:left-12 lg:right-auto lg:w-[140%] lg:translate-y-0`,
  origin: 'origin-center lg:origin-top-left',
  edge: WHOLE_SCREEN.edge,
};

/**
 * A lead's screen that reads on a phone (/work's stories, decision 0202): below 640 px its top-left corner at two and a
 * half times the frame's width, as a story's screens pan (its name and first figures at a phone's small print), cut by
 * the frame's edge; from 640 px as LEAD_SCREEN. The whole screen scaled to 350 px was a picture of bars (designers,
 * session 48); the story's page shows it whole and pans.
 */
const PHONE_CROP_SCREEN: Corner = {
  inset: `${LEAD_SCREEN.inset} max-sm:top-5 max-sm:left-5 max-sm:right-auto max-sm:w-[250%] max-sm:translate-y-0`,
  origin: LEAD_SCREEN.origin,
  edge: LEAD_SCREEN.edge,
};

/**
 * A drawn scene that fills its frame (an article's cover, decision 0231): the picture carries its own ground, so it is
 * the frame's whole face (its subject larger), rather than a tray on the tinted mount (round 26: "frames
 * inside frames", the subject small, all five alike). In the dark theme a step brighter and crisper, so the dark sheets
 * stand off their near-black ground (round 26: "muddy brown-on-black"). Its focus, where it has one, keeps its subject;
 * its frame (a card's, a lead's) takes the picture's own 16:9, so nothing of it is cut.
 */
function FilledPicture({ picture, sizes, eager = false }: { picture: PictureRef; sizes: string; eager?: boolean }) {
  return (
    <Picture
      picture={picture}
      sizes={sizes}
      eager={eager}
      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] dark:brightness-[1.3] dark:contrast-[1.1]"
    />
  );
}

/** The frame every card's picture sits in: one radius and edge. */
const FRAME = 'block overflow-hidden rounded-xl border border-line';

/**
 * The frames' grounds, taken in turn down a list of stories (`coverGround(i)`), an article's by its address (`groundOf`): the covers had all sat on one beige (round 12 of the
 * review), and a ground picked by a hash of the address had read as random (decision 0129). In turn, neighbours always
 * differ and the list reads as composed (decision 0145).
 */
const GROUNDS = ['bg-cover-clay', 'bg-cover-sage', 'bg-cover-slate'] as const;
export const coverGround = (i: number) => GROUNDS[i % GROUNDS.length]!;

/**
 * A piece's own ground, whatever list it is in: picked from its address (FNV-1a), so an article keeps its colour on
 * /blog, on a topic's page and under "Keep reading" (round 20: "An AI assistant…" was blue on one page, green on the
 * next). The seeded journal's five, newest first, still differ from their neighbours. A list of stories, shown only in
 * one order, keeps `coverGround` in turn.
 */
export function groundOf(slug: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193) >>> 0;
  return GROUNDS[hash % GROUNDS.length]!;
}

/**
 * The meta line over a card's title: small, faint, its parts apart by a dot. Each dot leads its part and the row is set
 * a dot's width to the left inside a clipping box, so a dot that begins a line (the first, or one a phone's wrap moved
 * down) falls outside and no line ends on a dangling dot (round 20: "December 3, 2026 ·" over a lone "5 min read";
 * decision 0189). The box pads a few pixels so a link's focus ring is not clipped.
 */
export function MetaLine({
  parts,
  phoneRow,
}: {
  parts: ReactNode[] /** On a phone this part (of `parts`) starts a second row. */;
  phoneRow?: number;
}) {
  // A phone's second row, where asked (the lead's "Latest · writer" over its date and reading time: round 20 saw
  // "5 min read" wrap alone; decision 0194): a full-width break before that part, whose dot then begins a line, out of sight.
  const rowAt = phoneRow === undefined || !parts[phoneRow] ? -1 : parts.slice(0, phoneRow).filter(Boolean).length;
  const shown = parts.filter(Boolean);
  return (
    <div className="-m-1 overflow-hidden p-1">
      <p className="-ml-5 flex flex-wrap items-center gap-y-1 text-sm text-faint">
        {shown.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed line of a few parts, never reordered
          <Fragment key={i}>
            {i === rowAt && <span aria-hidden="true" className="basis-full sm:hidden" />}
            <span className="inline-flex items-center">
              <span aria-hidden="true" className="inline-block w-5 text-center">
                ·
              </span>
              {part}
            </span>
          </Fragment>
        ))}
      </p>
    </div>
  );
}

/**
 * A story's headline result under its summary, the figure and its words on one baseline: the same line on a card and
 * (a size up) on the lead, so the title leads every card and the figure never competes with it (decision 0159). Drawn
 * on every story card, the lead's too (decision 0172, amending 0159's "only where the summary does not say it").
 */
export function ResultLine({ value, label, large = false }: { value: string; label: string; large?: boolean }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2.5">
      <span
        className={`${large ? 'text-[2.25rem]' : 'text-[1.75rem]'} leading-none font-semibold tracking-[-0.03em] text-accent-text tabular-nums`}
      >
        <Marked text={value} />
      </span>
      <span className={`${large ? 'text-base' : 'text-sm'} font-medium text-ink`}>
        <Marked text={label} />
      </span>
    </p>
  );
}

type CardProps = {
  href: string;
  picture: PictureRef | null;
  /** Drawn in the frame when there is no picture (a figure, a topic set in type). */
  fallback: ReactNode;
  meta: ReactNode;
  title: string;
  summary?: ReactNode;
  /** Under the summary: a story's figure, an article's tags. */
  footer?: ReactNode;
  heading?: 'h2' | 'h3';
  /** A lone card after a lead: its picture beside its words from 768 px, not half a grid. */
  wide?: boolean;
  /** Its way in said in words under the rest (a story's "Read the story"), as the lead says it. */
  action?: string;
  /** Its frame's ground (`coverGround`). */
  ground: string;
  /** Its picture a drawn scene filling the frame (an article's cover: `FilledPicture`), not a screen on the mount. */
  fill?: boolean;
};

export function PublishedCard({
  href,
  picture,
  fallback,
  meta,
  title,
  summary,
  footer,
  heading: Heading = 'h2',
  wide = false,
  action,
  ground,
  fill = false,
}: CardProps) {
  const lang = useLang();
  return (
    <article className={`group flex h-full flex-col ${wide ? 'md:grid md:grid-cols-2 md:items-center md:gap-10' : ''}`}>
      <PageLink href={href} tabIndex={-1} aria-hidden="true" className={`${FRAME} ${ground} ${fill ? 'aspect-[16/9]' : 'aspect-[16/10]'}`}>
        {picture ? (
          fill ? (
            <FilledPicture picture={picture} sizes={IMAGE_SIZES.half} />
          ) : (
            <ScreenCrop picture={picture} width="" hover detail corner={WHOLE_SCREEN} className="h-full" />
          )
        ) : (
          fallback
        )}
      </PageLink>
      <div className={`mt-5 flex flex-1 flex-col ${wide ? 'md:mt-0' : ''}`}>
        {meta}
        <Heading className="pub-title mt-2 text-xl">
          <PageLink href={href} className="keyboard-ring rounded-sm group-hover:text-accent-text">
            <Phrased text={title} />
          </PageLink>
        </Heading>
        {/* In Chinese broken between phrases (`<Phrased balanced>` from the caller; round 21 read 「以及最需要小心的／三種
            情況。」 as an early break; decision 0211), filling the card's width less a phrase, its last line evened out:
            balanced, an excerpt used about 60 % of the card (round 26, decision 0230). */}
        {summary && (
          <p
            className={`muted mt-2 max-w-2xl flex-1 leading-relaxed text-pretty max-sm:text-[0.9375rem] ${lang === 'zh' ? 'phrase-balance' : ''}`}
          >
            {summary}
          </p>
        )}
        {/* `empty:hidden`: a footer that renders nothing (a tag page's card, its one chip left out) leaves no gap (round 20). */}
        {footer && <div className="mt-4 empty:hidden">{footer}</div>}
        {action && <ReadOn href={href} action={action} title={title} className="mt-5" />}
      </div>
    </article>
  );
}

/** A piece's way in, said in words with an arrow: the lead's and a story card's. Its name says which piece (the title,
 * unseen), so a list of links read out of context is not "Read more" over and over (round 19). */
function ReadOn({ href, action, title, className }: { href: string; action: string; title: string; className: string }) {
  return (
    <ArrowLink href={href} about={title} className={`tap-target self-start ${className}`}>
      {action}
    </ArrowLink>
  );
}

type LeadProps = {
  href: string;
  picture: PictureRef | null;
  fallback: ReactNode;
  /** Over the title: the meta line, a story's large figure. */
  top: ReactNode;
  title: string;
  summary?: ReactNode;
  /** Under the summary: the byline, the tags. */
  footer?: ReactNode;
  action: string;
  ground: string;
  /** From 1024 px its picture on the right: /work's stories at one tier, alternating sides (decision 0163). */
  flip?: boolean;
  /** Its screen loaded at once (the list's first screen): later leads load theirs lazily. */
  eager?: boolean;
  /** On a phone its screen's top-left corner at a reading size rather than the whole screen (PHONE_CROP_SCREEN). */
  phoneCrop?: boolean;
  /** The list's featured piece (/work's first story): its frame taller and its headline a size up from 1024 px, so it
   *  leads the stories at one tier below it (round 21: "the featured story isn't featured"; decision 0211). */
  featured?: boolean;
  /** Its picture a drawn scene filling the frame (an article's cover: `FilledPicture`). */
  fill?: boolean;
};

export function PublishedLead({
  href,
  picture,
  fallback,
  top,
  title,
  summary,
  footer,
  action,
  ground,
  flip = false,
  eager = true,
  phoneCrop = false,
  featured = false,
  fill = false,
}: LeadProps) {
  return (
    <article
      className={`group grid gap-7 lg:items-center lg:gap-14 ${flip ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]' : 'lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]'}`}
    >
      <PageLink
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className={`${FRAME} ${ground} rounded-2xl ${fill ? 'aspect-[16/9]' : `h-[15rem] sm:h-[24rem] ${featured ? 'lg:h-[32rem]' : 'lg:h-[28rem]'}`} ${flip ? 'lg:order-2' : ''}`}
      >
        {picture ? (
          fill ? (
            <FilledPicture picture={picture} sizes={IMAGE_SIZES.halfWide} eager={eager} />
          ) : phoneCrop ? (
            <ScreenCrop picture={picture} width="" eager={eager} hover corner={PHONE_CROP_SCREEN} className="h-full" />
          ) : (
            <ScreenCrop picture={picture} width="" eager={eager} hover detail corner={LEAD_SCREEN} className="h-full" />
          )
        ) : (
          fallback
        )}
      </PageLink>
      <div className="min-w-0">
        {top}
        <h2 className={`pub-title mt-4 text-[1.75rem] leading-tight sm:text-[2.25rem] ${featured ? 'lg:text-[2.5rem]' : ''}`}>
          <PageLink href={href} className="keyboard-ring rounded-sm group-hover:text-accent-text">
            <Phrased text={title} />
          </PageLink>
        </h2>
        {/* The lead's summary is its lede, in Chinese broken between phrases (`<Phrased balanced>`, decision 0202); it fills
            its width as an excerpt does (decision 0230). */}
        {summary && <p className="lead phrase-balance mt-4 max-w-xl">{summary}</p>}
        {footer && <div className="mt-6 empty:hidden">{footer}</div>}
        <ReadOn href={href} action={action} title={title} className="mt-7" />
      </div>
    </article>
  );
}
