// The times a schedule is set with, under the button that opened it: when the version goes up (not while it is up) and,
// optionally, when it comes down, in the site's time zone, to the second. Not a form of its own: it sits inside the
// piece's form, and forms do not nest.
import { useState } from 'react';
import { wallTimeIn } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { siteZone } from '../../lib/dates';
import { fill } from '../../lib/i18n';

type Props = {
  /** Asks when it goes up too (a version not on the site yet); while it is up, only when it comes down. */
  withStart: boolean;
  publishAt: string | null;
  unpublishAt: string | null;
  busy: boolean;
  dirty: boolean;
  blocked: boolean;
  onConfirm: (at: string, until: string | null) => void;
  onCancel: () => void;
};

/** Tomorrow at 9 in the morning, in the site's time zone: a time people publish at. */
const tomorrowMorning = () => `${wallTimeIn(Date.now() + 86_400_000, siteZone()).slice(0, 10)}T09:00`;

export function ScheduleForm({ withStart, publishAt, unpublishAt, busy, dirty, blocked, onConfirm, onCancel }: Props) {
  const words = useAdminT().publishing.schedule;
  const [at, setAt] = useState(() => (publishAt ? wallTimeIn(Date.parse(publishAt), siteZone()) : tomorrowMorning()));
  const [until, setUntil] = useState(() => (unpublishAt ? wallTimeIn(Date.parse(unpublishAt), siteZone()) : ''));
  return (
    <div className="mt-4 grid gap-3 border-t border-line pt-4 sm:max-xl:grid-cols-2">
      {withStart && (
        <label className="grid gap-1 text-sm font-medium">
          {words.at}
          <input type="datetime-local" step={1} required value={at} onChange={(event) => setAt(event.target.value)} className="field" />
        </label>
      )}
      <label className="grid gap-1 text-sm font-medium">
        {words.until}
        <input type="datetime-local" step={1} value={until} onChange={(event) => setUntil(event.target.value)} className="field" />
      </label>
      <p className="muted text-xs sm:max-xl:col-span-2">
        {fill(words.zone, { zone: siteZone() })}
        {dirty ? ` ${words.savesFirst}` : ''}
      </p>
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="button"
          className="btn-primary"
          disabled={busy || blocked || (withStart && !at)}
          onClick={() => onConfirm(at, until || null)}
        >
          {words.confirm}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {words.cancel}
        </button>
      </div>
    </div>
  );
}
