// One entry of a list: a thumbnail slot (its picture, its icon, a service's or story's sign for its topic, or its title's
// first letter in a list that holds pictures, so its rows' titles line up; a list without pictures has none; a person
// without a photo has none either, or an empty one beside others' photos: decision 0273, no initials tile), its title
// in the admin's language (with "中文 missing" when it lacks Chinese) over the first line of its text, muted, which opens
// the entry (a click anywhere on the row does), what waits to be saved of it (new, edited, deleted: Undo), and its
// history and "More actions" menu (move up, move down, delete): on a wide screen shown while the row is hovered or holds
// the focus, always on a phone (studio review, session 40: a column of icons on every row read as a database).
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { type ReactNode, useState } from 'react';
import { hasImageField, type ListDescriptor, type ListKey } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { type VisualKind, visualFor } from '../../components/visuals/topic-visual';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import type { Entry } from './drafts';
import { lacksChinese } from './lacks-chinese';
import type { RowState } from './staged-list';

export type Direction = 'up' | 'down';

type Props = {
  list: ListDescriptor;
  entry: Entry;
  title: string;
  position: number;
  first: boolean;
  last: boolean;
  /** What the page's next save does to it; 'stored': nothing. */
  state?: RowState;
  /** The last save was refused for this entry: its form says why. */
  refused?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onUndoDelete: () => void;
  onMove: (direction: Direction) => void;
  /** Whether any entry of the list has a picture of its own: a person without one then keeps an empty slot, so the names
   * line up with the photos'. */
  pictured?: boolean;
  /** The entry's history: an icon button before the menu from a tablet up; on a phone an item of the menu, which opens it
   * through `asked`, so the row keeps its room for the title. */
  history?: (look: { asked: boolean; onClosed: () => void }) => ReactNode;
};

/** Lists of people: without a photo, no tile of initials (decision 0273: never initials tiles for people) but a row led
 * by the name, as the site sets a person without a photo in type. */
const PEOPLE_LISTS: readonly ListKey[] = ['testimonials', 'people'];

/** Every thumbnail is this box, picture or not: what keeps the titles in one column. */
// Square on a phone, so the row's title and its two buttons keep one line there.
const SLOT = 'grid h-10 w-10 sm:w-16 shrink-0 place-items-center overflow-hidden rounded-md';

const TOPIC_SIGNS: Record<VisualKind, string> = {
  orders: 'i-lucide-code-xml',
  flow: 'i-lucide-workflow',
  chat: 'i-lucide-bot',
  schedule: 'i-lucide-factory',
  calendar: 'i-lucide-calendar-days',
  route: 'i-lucide-truck',
};

/** A person's role (and a quote's company) in a language, beside their name in a row led by type; '' without one. */
export function bylineOf(list: ListDescriptor, entry: Entry, lang: 'en' | 'zh'): string {
  if (!PEOPLE_LISTS.includes(list.key as ListKey)) return '';
  const values = entry as unknown as Record<string, unknown>;
  const suffix = lang === 'en' ? 'En' : 'Zh';
  return ['role', 'company']
    .map((name) => values[`${name}${suffix}`])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim())
    .join(' · ');
}

/** The first line of an entry's longer text (a description, a quote, a bio, an answer) in a language; '' without one. */
export function previewOf(list: ListDescriptor, entry: Entry, lang: 'en' | 'zh'): string {
  const field = list.fields.find((f) => f.kind === 'text' && 'multiline' in f && f.multiline && f.name !== list.titleField);
  if (!field || !('name' in field)) return '';
  const value = (entry as unknown as Record<string, unknown>)[`${field.name}${lang === 'en' ? 'En' : 'Zh'}`];
  return typeof value === 'string' ? (value.trim().split('\n')[0] ?? '') : '';
}

function Thumbnail({
  list,
  entry,
  title,
  position,
  pictured,
}: {
  list: ListDescriptor;
  entry: Entry;
  title: string;
  position: number;
  pictured: boolean;
}) {
  if ('icon' in entry)
    return (
      <span className={`${SLOT} bg-accent-soft text-accent-text`} data-slot="icon" aria-hidden="true">
        <span className={`${entry.icon} h-5 w-5`} />
      </span>
    );
  if ('imagePath' in entry && entry.imagePath)
    // The title beside it says what the entry is: the picture is decoration here.
    return (
      <span className={SLOT} data-slot="image">
        <ThumbFrame src={entry.imagePath} className="h-full w-full" compact>
          <img
            src={entry.imagePath}
            alt=""
            width={entry.imageWidth ?? undefined}
            height={entry.imageHeight ?? undefined}
            className="h-full w-full object-cover"
          />
        </ThumbFrame>
      </span>
    );
  if (PEOPLE_LISTS.includes(list.key as ListKey))
    // Nothing drawn: an empty slot of the same size beside others' photos (their names in one column), else none at all.
    return pictured ? <span className={SLOT} data-slot="none" aria-hidden="true" /> : null;
  // A list that holds no pictures (the key figures) has no slot: the same sign on every row said nothing.
  if (!hasImageField(list)) return null;
  // A service or a story without a picture: the sign of the scene the site draws for it (its topic), not a letter.
  if (list.drawnAsTopic && 'titleEn' in entry && 'titleZh' in entry) {
    const kind = visualFor({ titleEn: String(entry.titleEn), titleZh: String(entry.titleZh) }, position - 1);
    return (
      <span className={`${SLOT} bg-accent-soft text-accent-text`} data-slot="topic" data-topic={kind} aria-hidden="true">
        <span className={`${TOPIC_SIGNS[kind]} h-5 w-5`} />
      </span>
    );
  }
  // No picture: the title's first letter (a Chinese title's first character) on a neutral tile, so each row's tile is
  // its own; the same sign on every row said nothing (review of session 38). Shown on a phone too: it is one letter.
  return (
    <span className={`${SLOT} border border-line bg-surface-alt text-base font-semibold text-muted`} data-slot="letter" aria-hidden="true">
      {firstLetter(title)}
    </span>
  );
}

/** A title's first letter, capital, or its first Han character; a sign for a blank title. */
const firstLetter = (title: string) => (title.trim().match(/\p{Script=Han}|\p{L}|\p{N}/u)?.[0] ?? '·').toUpperCase();

export function EntryRow(props: Props) {
  const {
    list,
    entry,
    title,
    position,
    first,
    last,
    state = 'stored',
    refused = false,
    pictured = false,
    onEdit,
    onDelete,
    onMove,
    history,
  } = props;
  const t = useAdminT();
  const lang = useLang();
  const [historyAsked, setHistoryAsked] = useState(false);
  if (state === 'removed') return <RemovedRow {...props} />;
  const preview = previewOf(list, entry, lang);
  const byline = bylineOf(list, entry, lang);
  return (
    <li
      className="group relative flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 transition-colors hover:bg-surface-alt/70"
      data-entry-row
      data-entry-id={entry.id}
      data-state={state}
    >
      <span className="w-6 shrink-0 text-sm font-semibold text-muted tabular-nums" aria-hidden="true">
        {position}.
      </span>
      <Thumbnail list={list} entry={entry} title={title} position={position} pictured={pictured} />
      {/* Opening the entry: a button as large as the row (a click anywhere on it, a 44 px target on any width), named
          for the entry; its focus ring goes round the row. The title beside it wraps freely, as text. */}
      <button
        type="button"
        onClick={onEdit}
        aria-label={fill(t.lists.editEntry, { title })}
        className="keyboard-ring absolute inset-0 cursor-pointer rounded-[inherit] focus-visible:outline-offset-[-2px]"
      />
      {/* At least 7rem for the title (a 390 px phone keeps number, thumbnail, title and buttons on one line); under it the
          first line of its text, muted, cut to one line; contained, so its one long line never widens the page. */}
      <span className="pointer-events-none min-w-[7rem] flex-1">
        <span className="block font-medium break-words" data-entry-title>
          {title}
          {/* A person's role beside their name (from 640 px; a phone keeps the line for the name): the row is led by type. */}
          {byline && (
            <span className="ml-2 text-sm font-normal text-muted max-sm:hidden" data-entry-byline>
              {byline}
            </span>
          )}
          {refused ? (
            <Mark tone="bad" icon="i-lucide-circle-alert" text={t.lists.state.refused} />
          ) : state !== 'stored' ? (
            <Mark tone="warn" text={t.lists.state[state]} />
          ) : null}
          {lacksChinese(list, entry) && (
            // Quiet: a neutral chip, not a warning; its hint says what is missing.
            <span className="chip ml-2 align-middle" title={t.lists.noChineseHint} data-lacks-chinese>
              <span className="i-lucide-languages h-3.5 w-3.5" aria-hidden="true" />
              {t.lists.noChinese}
              <span className="sr-only">{`: ${t.lists.noChineseHint}`}</span>
            </span>
          )}
        </span>
        {preview && (
          <span className="muted mt-0.5 block truncate text-sm [contain:inline-size]" data-entry-preview>
            {preview}
          </span>
        )}
      </span>
      {/* Above the row's button, so these stay their own buttons. From 640 px they show while the row is hovered or holds
          the focus (an open menu keeps the focus inside), always on a phone, where there is no hover. */}
      <div className="relative z-1 ml-auto flex items-center gap-1 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        {history?.({ asked: historyAsked, onClosed: () => setHistoryAsked(false) })}
        <ActionsMenu
          label={fill(t.lists.moreActions, { title })}
          actions={[
            {
              label: fill(t.lists.moveUp, { title }),
              text: t.lists.moveUpShort,
              icon: 'i-lucide-arrow-up',
              disabled: first,
              onSelect: () => onMove('up'),
            },
            {
              label: fill(t.lists.moveDown, { title }),
              text: t.lists.moveDownShort,
              icon: 'i-lucide-arrow-down',
              disabled: last,
              onSelect: () => onMove('down'),
            },
            // History before Delete: the destructive item stays last.
            ...(history
              ? [
                  {
                    label: fill(t.history.openFor, { name: title }),
                    text: t.history.button,
                    icon: 'i-lucide-history',
                    phoneOnly: true,
                    onSelect: () => setHistoryAsked(true),
                  },
                ]
              : []),
            {
              label: fill(t.lists.deleteEntry, { title }),
              text: t.lists.delete,
              icon: 'i-lucide-trash-2',
              destructive: true,
              onSelect: onDelete,
            },
          ]}
        />
      </div>
      {/* Always there: the row opens. */}
      <span className="i-lucide-chevron-right -ml-2 h-4 w-4 shrink-0 text-faint max-sm:hidden" aria-hidden="true" />
    </li>
  );
}

/** A word after the title saying what the next save does: the same dot as the parts' unsaved marks. */
function Mark({ tone, text, icon }: { tone: 'warn' | 'bad'; text: string; icon?: string }) {
  return (
    <span
      className={`ml-2 inline-flex items-center gap-1.5 align-middle text-xs font-semibold ${tone === 'bad' ? 'text-bad' : 'text-warn'}`}
    >
      {icon ? <span className={`${icon} h-3.5 w-3.5`} aria-hidden="true" /> : <span className="changed-dot" aria-hidden="true" />}
      {text}
    </span>
  );
}

/** An entry deleted at the next save, left where it was and as tall as it was (review round 17: nothing else may move):
 *  its picture faded, its title struck through, and Undo where its buttons were. */
function RemovedRow({ list, entry, title, position, pictured = false, onUndoDelete }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const preview = previewOf(list, entry, lang);
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-2 bg-surface-alt/60 px-4 py-3"
      data-entry-row
      data-entry-id={entry.id}
      data-state="removed"
    >
      {/* No number: it is no longer counted among the entries visitors will see. */}
      <span className="w-6 shrink-0" aria-hidden="true" />
      <span className="contents [&>*]:opacity-40 [&>*]:grayscale">
        <Thumbnail list={list} entry={entry} title={title} position={position} pictured={pictured} />
      </span>
      <span className="min-w-[7rem] flex-1 text-muted">
        <span className="block break-words">
          <s>{title}</s>
          <Mark tone="warn" text={t.lists.state.removed} />
        </span>
        {/* On a phone its mark takes the line its text had, so the row keeps its height there too. */}
        {preview && <span className="mt-0.5 block truncate text-sm text-faint [contain:inline-size] max-sm:hidden">{preview}</span>}
      </span>
      <button type="button" className="btn-ghost btn-sm ml-auto" onClick={onUndoDelete} aria-label={fill(t.lists.undoDelete, { title })}>
        <span className="i-lucide-undo-2 h-4 w-4" aria-hidden="true" />
        {t.lists.undo}
      </button>
    </li>
  );
}
