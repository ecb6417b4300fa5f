// A settings form's save: the admin's one save bar (components/admin/save-bar.tsx, decision 0180). On a settings page the
// page draws that bar once for all its forms (page-save.tsx, decision 0188): the form only tells it what is unsaved.
// Alone (a unit test), the form draws the same bar itself, its button disabled while nothing changed.
import { SaveBar } from '../../components/admin/save-bar';
import { ReportToPage, usePageSave } from './page-save';

type Props = {
  busy: boolean;
  dirty: boolean;
  label?: string;
  busyLabel: string;
  /** How many fields differ from what is stored, where the form counts them; without it "Unsaved changes". */
  changes?: number;
  /** Puts every field back to what is stored. */
  onDiscard?: () => void;
};

export function SaveButton({ busy, dirty, busyLabel, changes, onDiscard }: Props) {
  const hub = usePageSave();
  if (hub) return <ReportToPage hub={hub} state={{ busy, dirty, busyLabel, changes, discard: onDiscard }} />;
  return <SaveBar busy={busy} dirty={dirty} changes={changes} busyLabel={busyLabel} onDiscard={onDiscard} />;
}
