// While a language's version is on the site, the ways to take it off: scheduling when it comes down, and taking it down
// now (asked first: visitors lose the page at once). Rare and destructive, so a quiet group at the end of the settings
// column, after the fields written every day (the studio's review: above them they were read before the title's cover).
import { useEffect, useId, useRef, useState } from 'react';
import type { PieceVersion, StateWrite } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { ScheduleForm } from './schedule-form';

type Props = {
  /** The language's name, as the question says it. */
  language: string;
  version: PieceVersion;
  busy: boolean;
  dirty: boolean;
  onChange: (change: StateWrite) => void;
  /** The bar's "Live ▾" menu: each press (counted) opens the take-down's schedule here, or asks to take it down. */
  asked?: { what: 'schedule' | 'takeDown'; count: number };
  className?: string;
};

export function RemoveFromSite({ language, version, busy, dirty, onChange, asked, className = '' }: Props) {
  const words = useAdminT().publishing.schedule;
  const id = useId();
  const [scheduling, setScheduling] = useState(false);
  const [asking, setAsking] = useState(false);
  const group = useRef<HTMLElement>(null);
  const seen = useRef(asked?.count ?? 0);
  useEffect(() => {
    if (!asked || asked.count === seen.current) return;
    seen.current = asked.count;
    if (asked.what === 'takeDown') setAsking(true);
    else {
      setScheduling(true);
      requestAnimationFrame(() => {
        group.current?.scrollIntoView({ block: 'nearest' });
        group.current?.querySelector<HTMLInputElement>('input')?.focus();
      });
    }
  }, [asked]);
  return (
    // No card: a heading in the settings' section style over a hairline, its actions words alone, all inset as the cards'
    // contents are (one left edge down the column).
    <section
      ref={group}
      aria-labelledby={`${id}-title`}
      className={`min-w-0 border-t border-line px-4 pt-4 sm:px-6 ${className}`}
      data-removal
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-muted">
        {fill(words.removal, { language })}
      </h3>
      {/* The routine step first, the destructive one at the row's far end; their words in line with the heading's. */}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-1 gap-y-2 [&>button:last-child]:-mr-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => setScheduling((open) => !open)}
          aria-expanded={scheduling}
          // A button that reads as one, its words whole (round 21: "Schedule take-down…" in ghost text read as cut off).
          className="btn-outline btn-sm px-3"
        >
          <span className="i-lucide-calendar-clock h-4 w-4" aria-hidden="true" />
          {words.scheduleDown}
        </button>
        <button type="button" disabled={busy} onClick={() => setAsking(true)} className="btn-danger-quiet btn-sm px-3">
          <span className="i-lucide-eye-off h-4 w-4" aria-hidden="true" />
          {words.takeDown}
        </button>
      </div>
      {scheduling && (
        <ScheduleForm
          withStart={false}
          publishAt={version.publishAt}
          unpublishAt={version.unpublishAt}
          busy={busy}
          dirty={dirty}
          blocked={false}
          onConfirm={(_, until) => {
            onChange({ state: 'published', unpublishAt: until });
            setScheduling(false);
          }}
          onCancel={() => setScheduling(false)}
        />
      )}
      <Dialog
        role="alertdialog"
        open={asking}
        onClose={() => setAsking(false)}
        title={fill(words.takeDownTitle, { language })}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setAsking(false)} autoFocus>
              {words.cancel}
            </button>
            <button
              type="button"
              className="btn bg-bad text-bg hover:bg-bad/85 disabled:opacity-60"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                onChange({ state: 'unpublished' });
              }}
            >
              {words.takeDown}
            </button>
          </>
        }
      >
        <p>{fill(words.takeDownQuestion, { language })}</p>
      </Dialog>
    </section>
  );
}
