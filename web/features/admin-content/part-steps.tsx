// Where the owner is when one part of a page is shown alone: the page's name over it (with a way back to the whole page)
// and,
// under it, the part before and the part after, so a page can be worked through part by part.
import type { Section } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { partLabel } from './content-nav';
import { PAGE_PARTS } from './parts';

type TitleProps = {
  section: Section /** One part is shown alone (its card names it): offer the whole page. */;
  alone: boolean;
  onWholePage: () => void;
};

export function PageTitle({ section, alone, onWholePage }: TitleProps) {
  const t = useAdminT();
  const page = t.content.sections[section];
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <h2 className="text-2xl font-semibold tracking-tight">{page}</h2>
      {alone && (
        <button
          type="button"
          onClick={onWholePage}
          className="keyboard-ring inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted hover:bg-surface-alt hover:text-ink sm:min-h-9"
        >
          <span className="i-lucide-rows-3 h-4 w-4" aria-hidden="true" />
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
  return (
    <nav aria-label={t.content.nav.steps} className="mt-6 flex flex-wrap justify-between gap-2">
      {before ? (
        <button type="button" className="btn-outline" onClick={() => onChoose(section, before.id)}>
          <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
          {fill(t.content.nav.previous, { part: partLabel(t, before) })}
        </button>
      ) : (
        <span />
      )}
      {after ? (
        <button type="button" className="btn-outline" onClick={() => onChoose(section, after.id)}>
          {fill(t.content.nav.next, { part: partLabel(t, after) })}
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </button>
      ) : (
        <button type="button" className="btn-outline" onClick={() => onChoose(section)}>
          {fill(t.content.nav.showWhole, { page: t.content.sections[section] })}
        </button>
      )}
    </nav>
  );
}
