// What the page hands an editor to draw beside a field, plan or entry (its history), and below a list (its deleted
// entries): features never import each other, so the dashboard composes them through these.
import type { ReactNode } from 'react';
import type { HistoryList } from '../../../src/contract';

/** `target` names the thing as the API does (`home.hero.title`, `pricing-plans/pro`, `services/4`); `name` as the admin reads it. */
/** `compact`: an icon button (a list row, where the word "History" on every row would be noise); its name still says it. */
/** `word`: the button's own words instead of "History", saying whose history it is, where two stand on one screen and
 * must be told apart ("History of the English text", "History of the address, cover and author"). */
/** `bare`: no button at all, only the history when `asked` (a menu elsewhere opens it: the editor's one "History"). */
/** `inMenu`: the button shows from a tablet up only; on a phone the row's "More actions" menu opens the history instead,
 * by `asked` (true opens it; `onClosed` is told when it shuts). */
export type HistorySlot = (
  target: string,
  name: string,
  look?: { compact?: boolean; word?: string; inMenu?: boolean; bare?: boolean; asked?: boolean; onClosed?: () => void },
) => ReactNode;
export type DeletedSlot = (list: HistoryList) => ReactNode;
