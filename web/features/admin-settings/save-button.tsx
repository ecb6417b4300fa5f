// The settings forms' save: the content tab's save bar (round 11, one save model everywhere; decision 0162: the same
// ground, padding and quiet button when untouched). At the form's
// foot, held to the foot of the window while the form has unsaved changes: how many (or that there are none) and
// product.md's "Save Changes", disabled until something in its card changed and again once that is saved. The same
// words, dot and button as the content tab's bar, so a save looks and reads alike on every screen.
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';

type Props = {
  busy: boolean;
  dirty: boolean;
  label: string;
  busyLabel: string;
  /** How many fields differ from what is stored, where the form counts them; without it "Unsaved changes". */
  changes?: number;
};

export function SaveButton({ busy, dirty, label, busyLabel, changes }: Props) {
  const t = useAdminT();
  const bar = t.content.bar;
  const status = !dirty
    ? bar.clean
    : changes === undefined
      ? bar.label
      : changes === 1
        ? bar.one
        : fill(bar.many, { count: String(changes) });
  return (
    // Untouched it is no bar at all (round 16: a "No unsaved changes" box under every form): the quiet button alone at the
    // form's right, its status kept for a screen reader. Changed, the docked bar with the count and the primary button.
    <div
      data-save-bar={dirty ? 'dirty' : 'clean'}
      className={`bottom-[calc(var(--tab-bar,0px)+0.5rem)] z-10 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 ${
        dirty
          ? 'sticky rounded-xl border border-line-strong bg-surface/95 px-5 py-3 shadow-[var(--shadow-pop)] backdrop-blur'
          : 'justify-end'
      }`}
    >
      <p role="status" className={dirty ? 'flex items-center gap-2 text-sm font-semibold' : 'sr-only'}>
        <span
          className={dirty ? 'h-2 w-2 shrink-0 rounded-full bg-warn' : 'i-lucide-circle h-4 w-4 shrink-0 text-faint'}
          aria-hidden="true"
        />
        {status}
      </p>
      {/* Untouched, the content bar's quiet button (a hairline, faint words), not a greyed primary one (decision 0162). */}
      <button
        type="submit"
        disabled={busy || !dirty}
        className={`whitespace-nowrap ${dirty || busy ? 'btn-primary' : 'btn border border-line bg-transparent text-faint'}`}
      >
        <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
