// The content tab's save: the admin's one save bar (components/admin/save-bar.tsx, decision 0180). Always there
// (decision 0199): untouched, a quiet line at the end of the editor's column, "All saved" and a greyed "Save Changes"
// (decision 0247: in the page's flow, no card, not pinned); changed, it rises to the window's foot saying how much is
// unsaved, with Discard and the primary "Save Changes"; once saved the line says so and when, so the owner knows the
// site shows what they see.
import { SaveBar as Bar } from '../../components/admin/save-bar';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { useAdminT } from '../../lib/admin-i18n';
import { timeOfDay } from '../../lib/dates';
import { useLang } from '../../lib/i18n';

/** `savedAt`: when the last save of this page succeeded in full (this visit), if it did. */
type Props = { changes: number; saving: boolean; savedAt?: Date; onDiscard: () => void; onSave: () => void };

export function SaveBar({ changes, saving, savedAt, onDiscard, onSave }: Props) {
  const t = useAdminT();
  const lang = useLang();
  return (
    <Bar
      changes={changes}
      dirty={changes > 0}
      busy={saving}
      saved={savedAt && fillNodes(t.content.bar.saved, { time: <DateText text={timeOfDay(savedAt.getTime(), lang)} /> })}
      onDiscard={onDiscard}
      onSave={onSave}
      // Docked on a phone, the editor column's gutter, as the part picker's bar at its top has it. From 640 px, changed, it
      // is pinned to the window's foot over the column (round 21); quiet, a line in the page's flow (decision 0247).
      bleed="-mx-5 -mb-8 px-5"
      idlePress
      shown
      pin
    />
  );
}
