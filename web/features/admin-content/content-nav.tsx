// Where the content tab goes: every page (section) and its parts in page order. A side list on a wide screen, its page
// groups folding open and shut; beside the preview on a laptop two selects, page and part; on a phone one picker for both.
import { useState, type ReactNode } from 'react';
import { SECTIONS, type Section } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { PAGE_PARTS, type Part } from './parts';
import { WHOLE_PAGE } from './section-address';

/** A part's name in the owner's words: its texts' group, else its list, the plans or the search snippet. */
export function partLabel(t: AdminDictionary, part: Part): string {
  if (part.group) return t.content.groups[part.group];
  if (part.list) return t.lists.kinds[part.list].title;
  return part.plans ? t.content.plansTitle : t.snippets.title;
}

type Props = {
  section: Section;
  /** The part being edited (chosen here or focused in the editor), if any. */
  active?: string;
  /** The parts of this page with unsaved edits. */
  unsaved?: ReadonlySet<string>;
  /** Go to a page, and to one of its parts when `part` is given (another page asks first about unsaved edits). */
  onChoose: (section: Section, part?: string) => void;
  className?: string;
};

export function SideNav({ section, active, unsaved, onChoose, className = '' }: Props) {
  const t = useAdminT();
  // The page being edited is open; the others folded, until the owner opens them.
  const [open, setOpen] = useState<Partial<Record<Section, boolean>>>({});
  const isOpen = (s: Section) => open[s] ?? s === section;
  return (
    <nav
      aria-label={t.content.nav.label}
      className={`sticky top-[calc(var(--admin-top,0px)+1rem)] max-h-[calc(100dvh-var(--admin-top,0px)-2rem)] self-start overflow-x-hidden overflow-y-auto ${className}`}
    >
      {/* Columns of flex, not grid: a grid's column would grow to the longest name instead of cutting it short. */}
      <ul className="flex flex-col gap-1 text-sm">
        {SECTIONS.map((s) => {
          const listId = `content-nav-${s}`;
          const current = s === section;
          return (
            <li key={s}>
              <div className="flex items-center">
                <button
                  type="button"
                  aria-expanded={isOpen(s)}
                  aria-controls={listId}
                  aria-label={fill(t.content.nav.partsOf, { page: t.content.sections[s] })}
                  title={fill(t.content.nav.partsOf, { page: t.content.sections[s] })}
                  onClick={() => setOpen((all) => ({ ...all, [s]: !isOpen(s) }))}
                  className="keyboard-ring grid h-9 w-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-alt hover:text-ink"
                >
                  <span
                    className={`i-lucide-chevron-right h-4 w-4 transition-transform ${isOpen(s) ? 'rotate-90' : ''}`}
                    aria-hidden="true"
                  />
                </button>
                <button
                  type="button"
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onChoose(s)}
                  className={`keyboard-ring min-h-9 flex-1 rounded-lg px-2 text-left font-semibold hover:bg-surface-alt ${
                    current ? 'text-ink' : 'text-muted hover:text-ink'
                  }`}
                >
                  {t.content.sections[s]}
                </button>
              </div>
              <ul id={listId} hidden={!isOpen(s)} className="mt-0.5 mb-2 ml-4 flex flex-col gap-0.5 border-l border-line pl-2">
                {PAGE_PARTS[s].map((part) => {
                  const here = current && active === part.id;
                  const edited = current && unsaved?.has(part.id);
                  return (
                    <li key={part.id}>
                      {/* One line each, so the list stays a list; a name too long for the column ends in "…" (title: whole). */}
                      <button
                        type="button"
                        aria-current={here ? 'location' : undefined}
                        onClick={() => onChoose(s, part.id)}
                        title={partLabel(t, part)}
                        className={`keyboard-ring flex min-h-8 w-full items-center gap-2 rounded-md px-2 py-1 text-left ${
                          here ? 'nav-here' : 'text-muted hover:bg-surface-alt hover:text-ink'
                        }`}
                      >
                        <span className="min-w-0 flex-1 truncate">{partLabel(t, part)}</span>
                        {edited && (
                          <span className="changed-dot" data-unsaved>
                            <span className="sr-only">{t.content.nav.unsaved}</span>
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** In the phone's one row the chevron's room is its own width and a little (the select's 2.5rem gave the part's name less). */
const PHONE_ROW_SELECT = 'max-sm:!pr-8 max-sm:[background-position:right_0.625rem_center]';

/** The compact picker: the page (product.md's section selector) and the part to go to, each a native select. On a phone
 * one line, the labels read aloud only (review round 14: the two rows of labels and boxes took ~100 px); `action` (the
 * phone's Preview) ends that line, the page's select as wide as the chosen page's name and the part's taking the rest
 * (review round 21: the selects, then a row of the page's name and Preview, took ~200 px above the first field). */
export function PartPicker({ section, shown, unsaved, onChoose, action, className = '' }: Props & { shown?: string; action?: ReactNode }) {
  const t = useAdminT();
  if (action)
    return <PlacePicker section={section} shown={shown} unsaved={unsaved} onChoose={onChoose} action={action} className={className} />;
  return (
    <div className={`grid gap-2 ${action ? 'grid-cols-[auto_minmax(0,1fr)_auto] items-end' : 'grid-cols-2'} ${className}`}>
      <div className="min-w-0">
        <label htmlFor="content-section" className="block text-xs font-medium text-muted max-sm:sr-only">
          {t.content.section}
        </label>
        <select
          id="content-section"
          value={section}
          onChange={(e) => onChoose(e.target.value as Section)}
          className={`field mt-1 min-h-11 max-sm:mt-0 ${action ? PHONE_ROW_SELECT : ''} ${action ? 'max-sm:[field-sizing:content]' : ''}`}
        >
          {SECTIONS.map((s) => (
            <option key={s} value={s}>
              {t.content.sections[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor="content-part" className="block text-xs font-medium text-muted max-sm:sr-only">
          {t.content.nav.part}
        </label>
        <select
          id="content-part"
          value={shown ?? WHOLE_PAGE}
          onChange={(e) => onChoose(section, e.target.value)}
          className={`field mt-1 min-h-11 max-sm:mt-0 ${action ? PHONE_ROW_SELECT : ''}`}
        >
          <option value={WHOLE_PAGE}>{t.content.nav.wholePage}</option>
          {PAGE_PARTS[section].map((part) => (
            // An unsaved part: a dot before its name, not the word after it (round 16: "The people • u…" was cut on a
            // phone); the word stays in its accessible name.
            <option
              key={part.id}
              value={part.id}
              aria-label={unsaved?.has(part.id) ? `${partLabel(t, part)}, ${t.content.nav.unsaved}` : undefined}
            >
              {unsaved?.has(part.id) ? `● ${partLabel(t, part)}` : partLabel(t, part)}
            </option>
          ))}
        </select>
      </div>
      {action}
    </div>
  );
}

/** The phone's one picker (decision 0222; outside review round 24: two selects cut "Top of the pa…"): the whole width
 * but `action` (Preview), it reads "Home › Top of the page" and opens the system's own list (a sheet on a phone) of
 * every page's parts, grouped under the pages: product.md's section selector, and the part in one choice. The native
 * select lies over the words and the border, transparent, so it is what a tap, a keyboard and a screen reader reach. */
function PlacePicker({ section, shown, unsaved, onChoose, action, className = '' }: Props & { shown?: string; action: ReactNode }) {
  const t = useAdminT();
  const page = t.content.sections[section];
  const part = PAGE_PARTS[section].find((p) => p.id === shown);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <div className="relative flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-ink has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus">
        <span className="min-w-0 flex-1 truncate" aria-hidden="true" data-place-shown="">
          <span className="text-muted">{page}</span>
          <span className="mx-1.5 text-faint">›</span>
          <span className="font-medium">{part ? partLabel(t, part) : t.content.nav.wholePage}</span>
        </span>
        <span className="i-lucide-chevrons-up-down h-4 w-4 shrink-0 text-muted" aria-hidden="true" />
        <select
          id="content-place"
          aria-label={t.content.nav.label}
          value={`${section}/${shown ?? WHOLE_PAGE}`}
          onChange={(e) => {
            const [s, p] = e.target.value.split('/') as [Section, string];
            onChoose(s, p);
          }}
          className="absolute -top-px -left-px h-[calc(100%+2px)] w-[calc(100%+2px)] cursor-pointer appearance-none opacity-0"
        >
          {SECTIONS.map((s) => (
            <optgroup key={s} label={t.content.sections[s]}>
              <option value={`${s}/${WHOLE_PAGE}`}>{t.content.nav.wholePage}</option>
              {PAGE_PARTS[s].map((p) => {
                const edited = s === section && unsaved?.has(p.id);
                return (
                  <option
                    key={p.id}
                    value={`${s}/${p.id}`}
                    aria-label={edited ? `${partLabel(t, p)}, ${t.content.nav.unsaved}` : undefined}
                  >
                    {edited ? `● ${partLabel(t, p)}` : partLabel(t, p)}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </div>
      {action}
    </div>
  );
}
