// The lists a content section's page shows (their descriptors say which, in the registry's order), edited under its texts.
import { listsOf, type Section } from '../../../src/contract';
import type { DeletedSlot, HistorySlot } from '../../components/admin/history-slot';
import { kindOf } from './kinds';
import { ListEditor } from './list-editor';

export function SectionLists({ section, history, deleted }: { section: Section; history?: HistorySlot; deleted?: DeletedSlot }) {
  return listsOf(section).map((list) => <ListEditor key={list.key} kind={kindOf(list.key)} history={history} deleted={deleted} />);
}
