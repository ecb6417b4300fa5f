// A settings form's save: the admin's one save bar (components/admin/save-bar.tsx, decision 0180), as the content tab
// has it. Nothing shows while the form matches what is stored; changed, the bar docks at the card's foot and the
// window's, with how much is unsaved, Discard (back to what is stored) and product.md's "Save Changes" submitting the form.
import { SaveBar } from '../../components/admin/save-bar';

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
  return (
    <SaveBar
      busy={busy}
      dirty={dirty}
      changes={changes}
      busyLabel={busyLabel}
      onDiscard={onDiscard}
      // The card's padding (p-5, sm:p-6): docked, the bar is the card's own foot, edge to edge.
      bleed="-mx-5 -mb-5 px-5 sm:-mx-6 sm:-mb-6 sm:px-6 rounded-b-2xl"
      // On a phone, fixed at the window's foot, its room is kept at the settings page's end (uno.config.ts), not inside the
      // card, where it left ~90 px of nothing under the last field (decision 0180's blemish).
      room="page"
    />
  );
}
