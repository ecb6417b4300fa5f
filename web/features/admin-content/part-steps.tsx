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
  section: Section /** One part is shown alone (its card names it): offer the whole page. */;
  alone: boolean;
  onWholePage: () => void;
  /** The part picker stands in for the side list up to this width: it names the page there. */
  pickerUpTo: 'lg' | '2xl';
};

export function PageTitle({ section, alone, onWholePage, pickerUpTo }: TitleProps) {
  const t = useAdminT();
  const page = t.content.sections[section];
  // One part alone where the picker shows (a phone, a tablet): the picker's first select already reads the page's name,
  // so the title is heard, not drawn again (review round 20 #4: "Home" under "Home / Top of the page").
  // On a phone the same on the whole page (its select reads the page's name), and the way back to the whole page is the
  // part select's first choice, so no lone icon stands beside the picker's row (review round 21).
  const named = alone ? (pickerUpTo === 'lg' ? 'max-lg:sr-only' : 'max-2xl:sr-only') : 'max-sm:sr-only';
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3">
      <h2 className={`text-2xl font-semibold tracking-tight ${named}`}>{page}</h2>
      {alone && (
        <button
          type="button"
          onClick={onWholePage}
          // Not on a phone, where the part select's first choice is the whole page (round 21: it was a lone icon there).
          className="keyboard-ring inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-left text-sm font-medium text-muted hover:bg-surface-alt hover:text-ink max-sm:hidden"
        >
          <span className="i-lucide-rows-3 h-4 w-4 shrink-0" aria-hidden="true" />
          {fill(t.content.nav.showWhole, { page })}
        </button>
      )}
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
