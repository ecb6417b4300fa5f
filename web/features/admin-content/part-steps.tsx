// Where the owner is when one part of a page is shown alone: the page's name over it (with a way back to the whole page)
// and,
// under it, the part before and the part after, so a page can be worked through part by part.
import type { Section } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { partLabel } from './content-nav';
import { PAGE_PARTS } from './parts';
import { WHOLE_PAGE } from './section-address';

type TitleProps = {
  section: Section;
  /** The name of the part shown alone, if one is: the title reads "Home › Top of the page", the page a way back. */
  part?: string;
  onWholePage: () => void;
  /** The part picker stands in for the side list up to this width: it names the page there. */
  pickerUpTo: 'lg' | '2xl';
};

/** The content tab's one title (decision 0244; outside review of session 52 #2: "Home" at 26 px over a near-equal "Top of
 *  the page"): the page's name, or with one part alone the trail "Home › Top of the page" as the title, the page's name
 *  quiet and a way back to the whole page, the part's name in ink. The parts' own headings are the smaller section
 *  titles. */
export function PageTitle({ section, part, onWholePage, pickerUpTo }: TitleProps) {
  const t = useAdminT();
  const page = t.content.sections[section];
  // Where the picker shows (a phone, a tablet) its selects read the page and the part, so the title is heard, not drawn
  // again (review round 20 #4: "Home" under "Home / Top of the page"); on a phone also on the whole page (its select reads
  // the page's name) and the way back to the whole page is the part select's first choice (review round 21).
  const named = part !== undefined ? (pickerUpTo === 'lg' ? 'max-lg:sr-only' : 'max-2xl:sr-only') : 'max-sm:sr-only';
  const whole = fill(t.content.nav.showWhole, { page });
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3">
      <h2 className={`admin-page-title ${named}`} data-content-title="">
        {/* A part named as its page ("Services › Services", review round 30 #8): the one name, no trail. */}
        {part === undefined || part === page ? (
          page
        ) : (
          <>
            {/* The page's name is the way back to the whole page; on a phone the part select's first choice is. */}
            <button
              type="button"
              onClick={onWholePage}
              aria-label={whole}
              title={whole}
              className="keyboard-ring -mx-1 rounded-md px-1 text-muted hover:bg-surface-alt hover:text-ink max-sm:hidden"
            >
              {page}
            </button>
            <span className="sm:hidden">{page}</span>
            <span className="mx-1.5 font-normal text-faint" aria-hidden="true">
              ›
            </span>
            {part}
          </>
        )}
      </h2>
    </div>
  );
}

type StepsProps = { section: Section; part: string; onChoose: (section: Section, part?: string) => void };

export function PartSteps({ section, part, onChoose }: StepsProps) {
  const t = useAdminT();
  const parts = PAGE_PARTS[section];
  const at = parts.findIndex((p) => p.id === part);
  const before = parts[at - 1];
  const after = parts[at + 1];
  // Two cards side by side on every width, as a documentation site's pager: which way, then the part's name, so
  // neither wraps into a tall button on a phone. Each is named in full ("Previous: Top of the page"); its words are
  // those it shows, a space between the two lines, so what is seen and what is heard agree.
  const step = (label: string, way: string | null, name: string, direction: 'previous' | 'next', onClick: () => void) => (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      // Which way, then the part's name, which may take two lines on a phone (e2e/layout-problems.ts reads this).
      data-lines={3}
      className={`keyboard-ring flex min-h-16 min-w-0 flex-col justify-center gap-0.5 rounded-xl border border-line bg-surface px-4 py-2.5 hover:border-ink/30 hover:bg-surface-alt ${
        direction === 'next' ? 'col-start-2 items-end text-right' : 'items-start text-left'
      }`}
    >
      {way && (
        <span className="flex items-center gap-1 text-xs text-muted">
          {direction === 'previous' && <span className="i-lucide-arrow-left h-3.5 w-3.5" aria-hidden="true" />}
          {`${way} `}
          {direction === 'next' && <span className="i-lucide-arrow-right h-3.5 w-3.5" aria-hidden="true" />}
        </span>
      )}
      <span className="max-w-full font-medium [overflow-wrap:anywhere]">{name}</span>
    </button>
  );
  const page = t.content.sections[section];
  return (
    <nav aria-label={t.content.nav.steps} className="mt-8 grid grid-cols-2 gap-3">
      {before &&
        step(
          fill(t.content.nav.previous, { part: partLabel(t, before) }),
          t.content.nav.previousShort,
          partLabel(t, before),
          'previous',
          () => onChoose(section, before.id),
        )}
      {after
        ? step(fill(t.content.nav.next, { part: partLabel(t, after) }), t.content.nav.nextShort, partLabel(t, after), 'next', () =>
            onChoose(section, after.id),
          )
        : step(fill(t.content.nav.showWhole, { page }), null, fill(t.content.nav.showWhole, { page }), 'next', () =>
            onChoose(section, WHOLE_PAGE),
          )}
    </nav>
  );
}
