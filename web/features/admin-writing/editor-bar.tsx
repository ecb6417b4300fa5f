// The editor's bar, held at the top of the window however long the text: back to the list, the piece's title, and its
// actions (History, Preview, the "More actions" menu with Delete), then where its saving stands beside Save Changes, the
// one button in the accent, and only while there is something to save (decision 0139). On a
// phone, Save Changes and "Settings" (which opens the piece's settings as a sheet) are held at the foot of the window
// instead, under the thumb, on one row with Publish / Live; the title, on up to two lines, over the list's name and where saving stands, in the same words as
// wider (decision 0148: one name for one thing at every width). Where the title is the heading right under the bar (the
// text's tab), a phone's bar names the list over where saving stands instead: the title once (decision 0232).
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { Link } from '../../lib/router';

type Props = {
  backHref: string;
  backLabel: string;
  title: string;
  /** The list it belongs to ("Journal"), first in the bar's trail before the title. */
  section: string;
  /** Where saving stands, beside Save: "Saving…", "Unsaved changes", "Draft · saved", or nothing yet (a new piece). */
  status: string;
  /** Under the title, from 768 px: the open text's length and reading time (not announced as it changes). */
  measure?: string;
  /** History, Preview and the "More actions" menu, before where saving stands and Save. */
  actions?: ReactNode;
  /** The title is the page's heading right under the bar (the text's tab): on a phone not said again in the bar. */
  titleBelow?: boolean;
  busy: boolean;
  canSave: boolean;
  /** The open language is on the site: saving updates its live page, and the button says "Update". */
  live?: boolean;
  /** On a phone, in the bar at the window's foot: "Settings" by its mark, which opens the piece's settings (a 44 px
   * target). */
  standing?: ReactNode;
  /** After Save, at every width (on a phone beside it in the foot bar): the open language's "Publish ▾" (publish-menu.tsx). */
  publish?: ReactNode;
  /** Why Publish is not open yet ("Add a title to publish it."), said beside it from 640 px (review round 16: the reason
   * was only inside its menu). */
  note?: string;
};

export function EditorBar({
  backHref,
  backLabel,
  title,
  section,
  status,
  measure = '',
  actions,
  titleBelow = false,
  busy,
  canSave,
  live = false,
  standing,
  publish,
  note = '',
}: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  return (
    <>
      {/* Opaque: what scrolls under it never shows through. */}
      <div className="sticky top-0 z-20 -mx-5 -mt-8 mb-3 sm:mb-6 flex h-[65px] items-center sm:h-14 border-b border-line bg-bg-alt px-5 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex w-full items-center gap-2 sm:gap-3">
          <Link
            href={backHref}
            aria-label={backLabel}
            title={backLabel}
            className="keyboard-ring inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink"
          >
            <span className="i-lucide-arrow-left h-5 w-5" aria-hidden="true" />
          </Link>
          <div className="min-w-0 flex-1">
            {/* The same words whatever is in view (the list, the text, read halfway down): the list it belongs to, then
                the piece's title, as a trail. On a phone the title on up to two lines (read, not cut at a word or
                two), and under it the list's name with where its saving stands, in the same words as wider. */}
            <div className="flex min-w-0 items-baseline gap-1.5">
              <span className="shrink-0 text-sm font-medium text-muted max-sm:hidden" aria-hidden="true">
                {section}
              </span>
              <span className="shrink-0 text-sm text-faint max-sm:hidden" aria-hidden="true">
                /
              </span>
              <h2
                title={title}
                className={`min-w-0 truncate text-base font-semibold tracking-tight text-ink ${
                  titleBelow
                    ? 'max-sm:sr-only'
                    : 'max-sm:line-clamp-2 max-sm:whitespace-normal max-sm:text-[0.9375rem] max-sm:leading-[1.2] max-sm:[overflow-wrap:anywhere]'
                }`}
              >
                {title}
              </h2>
            </div>
            {/* Under the title, from 768 px: the open text's length and reading time (where saving stands is beside Save). */}
            {measure && (
              <p className="truncate text-xs text-muted max-md:hidden" data-measure>
                {measure}
              </p>
            )}
            {/* "Journal · Draft · saved": the trail's first word and the status beside Save, as wider. */}
            {/* On a phone, before anything is saved, why Publish waits ("Add a title to publish it."): said beside it
                wider (round 19: the grey Publish lost its reason on a phone). */}
            {/* Over the text's tab (its title the heading under the bar, round 26: said twice, the bar on two lines above
                it), the list's name in the title's place. */}
            {titleBelow && (
              <p
                aria-hidden="true"
                className="truncate text-[0.9375rem] leading-[1.2] font-semibold tracking-tight text-ink sm:hidden"
                data-phone-section
              >
                {section}
              </p>
            )}
            <p aria-hidden="true" className="truncate text-xs text-muted sm:hidden" title={status || note} data-phone-status>
              {(titleBelow ? [status || note] : [section, status || note]).filter(Boolean).join(' · ')}
            </p>
          </div>
          {actions}
          <span className="h-6 w-px shrink-0 bg-line max-sm:hidden" aria-hidden="true" />
          {/* On a phone one row (review round 15: two rows covered the text): "Settings" by its mark, then Save and Publish,
              each half of what is left. */}
          <div
            data-editor-foot
            className="contents max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:flex max-sm:items-center max-sm:gap-3 max-sm:border-t max-sm:border-line max-sm:bg-bg-alt/95 max-sm:px-5 max-sm:pt-2 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:backdrop-blur-md"
          >
            <div className="shrink-0 sm:hidden">{standing}</div>
            {/* Where saving stands, beside the one button it is about (decision 0139): a dot in the accent while changes
                wait, in green once stored; said politely as it changes, never taking the focus. On a phone read out only
                (the line under the title says it in a word). */}
            {/* Why Publish waits (no title yet), in words beside it: the bar's quiet Save and grey Publish read as the
                steps they are (review round 16). */}
            {note && !status && (
              <p
                // Said as plainly as the buttons beside it (round 21: tiny grey text beside a grey Publish was missed).
                className="flex min-w-0 max-w-[17rem] items-center gap-1.5 rounded-full bg-surface-alt px-3 py-1.5 text-[0.8125rem] leading-tight font-medium text-ink max-sm:hidden max-lg:max-w-[11rem]"
                data-publish-note
              >
                <span className="i-lucide-info h-4 w-4 shrink-0 text-accent-text" aria-hidden="true" />
                <span className="min-w-0 truncate" title={note}>
                  {note}
                </span>
              </p>
            )}
            {status && (
              <p className="flex min-w-0 max-w-[17rem] items-center gap-2 text-xs text-muted max-sm:sr-only max-lg:max-w-[9rem]">
                {/* A dot only while something waits (review round 16: a green "Saved" dot beside "● Live" read as a second
                    state): stored is the quiet word alone. */}
                {(busy || canSave) && (
                  <span className={`h-2 w-2 shrink-0 rounded-full ${busy ? 'animate-pulse bg-faint' : 'bg-accent'}`} aria-hidden="true" />
                )}
                <span role="status" className="min-w-0 truncate" title={status}>
                  {status}
                </span>
              </p>
            )}
            {/* Save, quiet beside the one call to act (review round 13): an outline, disabled with nothing to save. On a live
                version it updates the page visitors read: then it is the one in the accent while there is something to
                update (the "● Live ▾" beside it is quiet), and says so ("Update"). With nothing to save it is its words
                alone, faint, no fill and no edge (round 17: the grey fill still read as a button to press; round 14: an
                outline read as live in dark); "Saved" beside it says why, and a live version's says "Up to date" itself
                (round 18: a disabled "Update" between "Saved" and "Live"). */}
            <button
              type="submit"
              form="piece-form"
              className={`${
                live && (busy || canSave)
                  ? 'btn-accent'
                  : canSave
                    ? 'btn-outline'
                    : busy
                      ? 'btn-primary'
                      : // On a phone, in the foot bar, a draft's Save still drawn as a button, outlined (round 19: its
                        // words alone read as plain text beside Publish); a live one's "Up to date" stays words.
                        // Nothing written yet (round 21: it read as ready on an empty draft): paler still, and the
                        // pointer says it waits.
                        `btn border border-transparent bg-transparent px-3 text-faint shadow-none ${live ? '' : 'cursor-not-allowed opacity-60 max-sm:border-line-strong max-sm:bg-surface'}`
              } shrink-0 max-sm:flex-1`}
              disabled={busy || !canSave}
            >
              <span
                className={`${live ? (busy || canSave ? 'i-lucide-upload' : 'i-lucide-check') : 'i-lucide-save'} h-4 w-4 max-sm:hidden`}
                aria-hidden="true"
              />
              {live ? (busy ? words.updating : canSave ? words.update : words.upToDate) : busy ? words.saving : words.save}
            </button>
            {publish && <div className="flex shrink-0 max-sm:flex-1">{publish}</div>}
          </div>
        </div>
      </div>
    </>
  );
}
