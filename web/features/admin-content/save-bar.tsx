// The content tab's save: the admin's one save bar (components/admin/save-bar.tsx, decisions 0180, 0282). Always at the
// window's foot over the editor's column: untouched, "All saved" and a disabled "Save Changes"; changed, how much is
// unsaved, Discard and the primary "Save Changes"; once saved it says so and when, so the owner knows the site shows
// what they see.
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
      // Pinned to the window's foot over the editor's column, clean or changed (decision 0282).
      idlePress
    />
  );
}
