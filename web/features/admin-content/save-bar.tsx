// The content tab's one place to save, at the foot of the screen wherever the owner is in the page: how much is unsaved
// (discard or save it), or that everything is saved and when, so the owner knows the site shows what they see.
import { useEffect } from 'react';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { timeOfDay } from '../../lib/dates';
import { fill, useLang } from '../../lib/i18n';

/** `savedAt`: when the last save of this page succeeded in full (this visit), if it did. */
type Props = { changes: number; saving: boolean; savedAt?: Date; onDiscard: () => void; onSave: () => void };

export function SaveBar({ changes, saving, savedAt, onDiscard, onSave }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const dirty = changes > 0;
  // Docked while there is something to save and, once saved, to say so wherever the owner scrolls.
  const docked = dirty || saving || savedAt !== undefined;
  // Docked, the bar sits over the page's foot: anything scrolled into view (a field tabbed to, a part opened) stops above
  // it, the bar's height plus a gap (about 5.5rem), instead of under it.
  useEffect(() => {
    if (!docked) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = 'calc(var(--tab-bar, 0px) + 5.5rem)';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [docked]);
  const count = (one: string, many: string) => (changes === 1 ? one : fill(many, { count: String(changes) }));
  const status = saving
    ? t.content.saving
    : dirty
      ? count(t.content.bar.one, t.content.bar.many)
      : savedAt
        ? fillNodes(t.content.bar.saved, {
            time: <DateText text={timeOfDay(savedAt.getTime(), lang)} />,
          })
        : t.content.bar.clean;
  // On a phone, with something to save, the bar takes the tab bar's place, fixed at the window's foot (the dashboard hides
  // the tab bar while a `[data-save-bar="replace"]` is there): one line, "● 1 change · Discard · Save Changes" (round 14).
  const replace = dirty || saving;
  return (
    <>
      <section
        aria-label={t.content.bar.label}
        data-state={dirty ? 'dirty' : savedAt ? 'saved' : 'clean'}
        data-save-bar={replace ? 'replace' : ''}
        // Docked to the window's foot while there is something to save or just saved (round 12: in view wherever the owner
        // is in a part). Untouched, it sits quietly at the end of the page, after the last field and the "Next" card:
        // docked, it covered them (round 13).
        // Untouched and unsaved this visit it is no bar (round 16): the quiet "Save Changes" alone at the right, the status
        // kept for a screen reader, as under every settings form.
        className={`z-10 mt-6 ${
          docked
            ? '-mx-5 border-t px-5 py-3 sm:mx-0 sm:rounded-xl sm:border sticky bottom-[calc(var(--tab-bar,0px)+0.5rem)] border-line-strong bg-surface/95 shadow-[var(--shadow-pop)] backdrop-blur'
            : ''
        } ${replace ? 'max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:mx-0 max-sm:z-30 max-sm:py-1 max-sm:pb-[calc(0.25rem+env(safe-area-inset-bottom))]' : ''}`}
      >
        <div
          className={`flex flex-wrap items-center gap-x-3 gap-y-2 max-sm:flex-nowrap max-sm:gap-x-1 ${docked ? 'justify-between' : 'justify-end'}`}
        >
          <p
            role="status"
            className={docked ? `flex min-w-0 items-center gap-2 text-sm ${dirty ? 'font-semibold' : 'text-muted'}` : 'sr-only'}
          >
            <span
              className={
                dirty
                  ? 'h-2 w-2 shrink-0 rounded-full bg-warn'
                  : savedAt
                    ? 'i-lucide-circle-check h-4 w-4 shrink-0 text-good'
                    : 'i-lucide-circle h-4 w-4 shrink-0 text-faint'
              }
              aria-hidden="true"
            />
            {dirty && !saving ? (
              <>
                <span className="max-sm:hidden">{status}</span>
                <span className="whitespace-nowrap sm:hidden">{count(t.content.bar.oneShort, t.content.bar.manyShort)}</span>
              </>
            ) : (
              <span>{status}</span>
            )}
          </p>
          <div className="flex shrink-0 items-center gap-2 max-sm:gap-1">
            {dirty && (
              <button
                type="button"
                className="btn-outline max-sm:min-h-11 max-sm:border-transparent max-sm:bg-transparent max-sm:px-3"
                onClick={onDiscard}
                disabled={saving}
              >
                {t.content.bar.discard}
              </button>
            )}
            {/* With nothing to save it looks as a disabled outline button does (a hairline, faint words): an outline in ink
              looked like a step to take. It still answers a press, saying there is nothing to save (or why not). */}
            <button
              type="button"
              className={`whitespace-nowrap ${dirty ? 'btn-primary' : 'btn border border-line bg-transparent text-faint hover:bg-surface-alt hover:text-muted'}`}
              onClick={onSave}
              disabled={saving}
            >
              <span className="i-lucide-save h-4 w-4 max-sm:hidden" aria-hidden="true" />
              {t.content.save}
            </button>
          </div>
        </div>
      </section>
      {/* Fixed to the window's foot on a phone (a short part would leave it mid-screen): its room kept at the page's end. */}
      {replace && <div className="h-14 sm:hidden" aria-hidden="true" />}
    </>
  );
}
