// A language's schedule, set in the settings: the editor bar's one "Publish ▾" (publish-menu.tsx) holds what can be done
// next and says where the language stands (review round 15: said once, where it is acted on); its "Schedule…" opens the
// schedule here (schedule-form.tsx), the one time this card is drawn. The editor saves unsaved texts first. Taking a
// live language down, now or later, is a quiet group at the settings' end (remove-from-site.tsx).
import { useEffect, useId, useRef, useState } from 'react';
import type { PieceVersion, StateWrite } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { ScheduleForm } from './schedule-form';

type Props = {
  /** The language's name: the card stands apart from its tab on a wide screen. */
  language: string;
  version: PieceVersion | null;
  /** Why it cannot go up yet (no title), in words; null when it can. */
  blocked: string | null;
  busy: boolean;
  dirty: boolean;
  onChange: (change: StateWrite) => void;
  /** Counts the bar's "Schedule…" presses: each opens the schedule here, in view. */
  scheduleAsked?: number;
};

export function VersionState({ language, version, blocked, busy, dirty, onChange, scheduleAsked = 0 }: Props) {
  const t = useAdminT();
  const words = t.publishing;
  const id = useId();
  const [scheduling, setScheduling] = useState(false);
  const card = useRef<HTMLElement>(null);
  // A press since this card was drawn (not one from before a save drew it again) opens the schedule, in view.
  const seen = useRef(scheduleAsked);
  useEffect(() => {
    if (scheduleAsked === seen.current) return;
    seen.current = scheduleAsked;
    setScheduling(true);
    requestAnimationFrame(() => {
      card.current?.scrollIntoView({ block: 'nearest' });
      card.current?.querySelector<HTMLInputElement>('input')?.focus();
    });
  }, [scheduleAsked]);
  const state = version?.state ?? 'draft';
  const up = state === 'published';
  // Where it stands is said once, on the bar's Publish / Live button (review round 15): the card is drawn only while its
  // schedule is being set.
  if (!scheduling || up) return null;
  return (
    <section ref={card} aria-labelledby={`${id}-title`} className="card p-4 sm:p-6" data-version-state>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {fill(words.schedule.heading, { language })}
      </h3>
      <ScheduleForm
        withStart
        publishAt={version?.publishAt ?? null}
        unpublishAt={version?.unpublishAt ?? null}
        busy={busy}
        dirty={dirty}
        blocked={Boolean(blocked)}
        onConfirm={(at, until) => {
          onChange({ state: 'scheduled', publishAt: at, unpublishAt: until });
          setScheduling(false);
        }}
        onCancel={() => setScheduling(false)}
      />
      {blocked && <p className="mt-2 text-sm text-muted">{blocked}</p>}
    </section>
  );
}
