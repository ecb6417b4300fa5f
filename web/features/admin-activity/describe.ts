// An activity entry in the admin's language: what it acted on, and the lines that say what it recorded. The server
// keeps values only (AuditDetails); every word here comes from the dictionaries.
import {
  CHANNEL_KINDS,
  isContentKey,
  listNamed,
  megabytes,
  PLAN_IDS,
  SECTIONS,
  SETTING_KEYS,
  type AuditChange,
  type Collection,
  type AuditDetails,
  type AuditEntry,
  type ContentKey,
  type ImageUse,
  type Lang,
  type PlanField,
  type SnippetField,
} from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { imageUseName } from '../../lib/image-use-name';
import { longDate } from '../../lib/dates';
import { fill } from '../../lib/i18n';
import { zoneLabel } from '../../lib/zone-label';
import { usDollars } from '../../lib/us-dollars';

/** `file`: the technical name behind the target (a backup's file), for the row's details only. */
type Described = { target: string; lines: string[]; file?: string };

/** A backup's file name ("site-20261123-101449978Z-manual.db") and the kind it says. */
const BACKUP_FILE = /^site-\d{8}-\d+Z-(manual|scheduled|before-upgrade)\.db$/;

/** An image's type as a person says it: "PNG image", not "image/png". */
const imageKind = (type: string) => type.replace(/^image\//, '').toUpperCase();
const has = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.includes(value as T);

/** An image as the owner knows it: where it is shown now, or what it is (never its 64-character path). */
function imageName(t: AdminDictionary, lang: Lang, uses: ImageUse[] | undefined): string {
  const named = (uses ?? []).map((use) => imageUseName(t, lang, use));
  return named.length ? fill(t.activity.detail.imageUsed, { uses: named.join(lang === 'zh' ? '、' : ', ') }) : t.activity.detail.anImage;
}

/** How long a text may be before a change to it is told by the words that changed (with a little around them). */
const LONG_TEXT = 60;
/** Words (or, in text without spaces, characters) kept on each side of what changed. */
const CONTEXT = 3;

/**
 * A long text's change told by what changed (decision 0162): the words both versions share at the start and the end
 * give way to "…", a few kept on each side so it still reads ("…a fixed quote. No cost…" → "…a fixed quote within a
 * week. No cost…"). Short texts, and a change with nothing shared, are given whole.
 */
export function changedPart(from: string, to: string): { from: string; to: string } {
  if (from.length <= LONG_TEXT && to.length <= LONG_TEXT) return { from, to };
  const spaced = /\s/.test(from) && /\s/.test(to);
  const split = (text: string) => (spaced ? text.split(/(?<=\s)/) : [...text]);
  const a = split(from);
  const b = split(to);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const keep = spaced ? CONTEXT : CONTEXT * 3;
  const head = Math.max(0, start - keep);
  const tail = Math.max(0, end - keep);
  if (head === 0 && tail === 0) return { from, to };
  const cut = (tokens: string[]) =>
    `${head ? '…' : ''}${tokens
      .slice(head, tokens.length - tail)
      .join('')
      .trim()}${tail ? '…' : ''}`;
  return { from: cut(a), to: cut(b) };
}

/**
 * A list's change (one item per line) as the lines it changed: a line reworded in place reads "from → to", the others
 * "added" or "removed"; the same lines in a new order, "reordered".
 */
export function listChanges(d: AdminDictionary['activity']['detail'], field: string, change: AuditChange): string[] {
  const before = change.from ? change.from.split('\n') : [];
  const after = change.to ? change.to.split('\n') : [];
  const removed = before.filter((line) => !after.includes(line));
  const added = after.filter((line) => !before.includes(line));
  if (!removed.length && !added.length) return [fill(d.linesReordered, { field })];
  const reworded = Math.min(removed.length, added.length);
  return [
    ...removed.slice(0, reworded).map((from, i) => fill(d.fieldChange, { field, from, to: added[i]! })),
    ...removed.slice(reworded).map((line) => fill(d.lineRemoved, { field, line })),
    ...added.slice(reworded).map((line) => fill(d.lineAdded, { field, line })),
  ];
}

/**
 * A target the dictionaries can name ("Home · Hero title", "Services · “Data Moves”", "Pro", "Message from Mei");
 * otherwise the identifier itself.
 */
function targetName(t: AdminDictionary, lang: Lang, entry: AuditEntry): string {
  const { target } = entry;
  if (target.startsWith('/media/')) return imageName(t, lang, entry.uses);
  const piece = /^(journal|work)\/\d+(?:\/(en|zh))?$/.exec(target);
  if (piece && 'title' in entry.detail) {
    const words = { collection: t.publishing.collections[piece[1] as Collection], title: String(entry.detail.title) };
    return piece[2]
      ? fill(t.activity.detail.pieceIn, { ...words, lang: t.publishing.langs[piece[2] as Lang] })
      : fill(t.activity.detail.piece, words);
  }
  const [section, ...rest] = target.split('.');
  const key = rest.join('.');
  if (has(SECTIONS, section) && isContentKey(section, key))
    return `${t.content.sections[section]} · ${t.content.fields[key as ContentKey]}`;
  if (has(SETTING_KEYS, target)) return t.activity.settingNames[target];
  if (target === 'logo') return t.logo.title;
  const backup = BACKUP_FILE.exec(target);
  if (backup) return t.backups.kinds[backup[1] as keyof typeof t.backups.kinds];
  const [kind, id] = target.split('/');
  if (kind === 'notification-channels' && has(CHANNEL_KINDS, id)) return t.channels.names[id];
  if (kind === 'pricing-plans' && has(PLAN_IDS, id)) return t.content.plans[id];
  if (kind === 'page-snippets' && has(SECTIONS, id)) return fill(t.snippets.historyName, { page: t.content.sections[id] });
  if (kind === 'contact-messages') {
    if (id === 'export.csv') return 'CSV';
    if (!id) return t.tabs.messages;
    return entry.sender ? fill(t.activity.detail.messageFrom, { name: entry.sender }) : fill(t.activity.detail.message, { id });
  }
  const list = listNamed(kind);
  if (list) {
    // A list's entry as the Content tab names the list ("Services #4").
    const title = t.lists.kinds[list.key].title;
    // An entry by the title it had (the entries of lists record it); its number where none was recorded.
    const named = 'title' in entry.detail && typeof entry.detail.title === 'string' && entry.detail.title;
    if (id && named) return `${title} · ${fill(t.activity.detail.title, { title: named })}`;
    return id ? fill(t.activity.detail.entry, { list: title, id }) : title;
  }
  return target;
}

export function describeEntry(t: AdminDictionary, entry: AuditEntry, lang: Lang = 'en'): Described {
  const target = targetName(t, lang, entry);
  const file = BACKUP_FILE.test(entry.target) ? { file: entry.target } : {};
  if ('note' in entry.detail) return { target, lines: [entry.detail.note], ...file };
  return { target, lines: detailLines(t, entry as DetailedEntry, lang, entry.target), ...file };
}

type DetailedEntry = { [A in keyof AuditDetails]: { action: A; detail: AuditDetails[A] } }[keyof AuditDetails];

function detailLines(t: AdminDictionary, entry: DetailedEntry, lang: Lang, key: string): string[] {
  const d = t.activity.detail;
  const change = (field: string, c: AuditChange | undefined) => (c ? [changed(c, field)] : []);
  // A value set where there was none, or cleared, is said so rather than as an empty "" on one side.
  const changed = ({ from, to }: AuditChange, field?: string) => {
    const [plain, named] = from === '' ? [d.setTo, d.fieldSetTo] : to === '' ? [d.cleared, d.fieldCleared] : [d.change, d.fieldChange];
    const told = from && to ? changedPart(from, to) : { from, to };
    return field === undefined ? fill(plain, told) : fill(named, { field, ...told });
  };
  // How many messages, in words (their numbers mean nothing to the owner; the title names the inbox).
  const many = (list: number[], one: string, more: string) => (list.length === 1 ? one : fill(more, { count: String(list.length) }));
  switch (entry.action) {
    case 'account_update': {
      const lines = [...change(d.username, entry.detail.username), ...(entry.detail.password ? [d.passwordChanged] : [])];
      return lines.length ? lines : [d.unchanged];
    }
    case 'content_update': {
      const lines = [...change(t.content.english, entry.detail.en), ...change(t.content.chinese, entry.detail.zh)];
      return lines.length ? lines : [d.unchanged];
    }
    case 'setting_update': {
      // In the owner's words, not as stored (round 14: Set to "Asia/Taipei"): a zone's city and offset, on or off, days.
      const word = (value: string) => settingWord(d, key, value, lang);
      return [changed({ from: word(entry.detail.from), to: word(entry.detail.to) })];
    }
    case 'brand_update':
      // No path is the built-in mark.
      return [
        fill(d.change, { from: entry.detail.from ? d.uploadedLogo : d.builtInMark, to: entry.detail.to ? d.uploadedLogo : d.builtInMark }),
      ];
    case 'list_create':
    case 'list_update':
    case 'list_delete':
      return []; // the title names the target
    case 'list_reorder':
      return [fill(d.order, { ids: entry.detail.ids.join(', ') })];
    case 'plan_update': {
      if ('created' in entry.detail) return [d.planCreated];
      const changes = Object.entries(entry.detail.changes) as [PlanField, AuditChange][];
      const shown = (field: PlanField, value: string) => {
        if (field === 'isPopular') return value === 'true' ? d.yes : d.no;
        return field === 'monthlyPrice' || field === 'annualPrice' ? usDollars(Number(value), lang) : value;
      };
      const lines = changes.flatMap(([field, c]) => {
        const name = t.activity.planFields[field];
        // A list (one feature per line) by the lines that changed, not the whole list twice.
        if (field === 'featuresEn' || field === 'featuresZh') return listChanges(d, name, c);
        return [fill(d.fieldChange, { field: name, from: shown(field, c.from), to: shown(field, c.to) })];
      });
      return lines.length ? lines : [d.unchanged];
    }
    case 'snippet_update': {
      const changes = Object.entries(entry.detail.changes) as [SnippetField, AuditChange][];
      // An image by what it is, not by its path.
      const shown = (field: SnippetField, value: string) => (field !== 'imagePath' ? value : value ? d.uploadedLogo : d.noImage);
      const lines = changes.map(([field, c]) =>
        fill(d.fieldChange, { field: t.snippets.fields[field], from: shown(field, c.from), to: shown(field, c.to) }),
      );
      return lines.length ? lines : [d.unchanged];
    }
    case 'image_upload': {
      const { type, width, height, alreadyStored } = entry.detail;
      return [fill(alreadyStored ? d.imageAgain : d.image, { type: imageKind(type), width, height })];
    }
    case 'image_delete': {
      const { type, width, height, bytes } = entry.detail;
      return [fill(d.image, { type: imageKind(type), width, height }), megabytes(bytes)];
    }
    case 'messages_mark':
      return [
        entry.detail.isRead
          ? many(entry.detail.ids, d.markedReadOne, d.markedRead)
          : many(entry.detail.ids, d.markedUnreadOne, d.markedUnread),
      ];
    case 'messages_delete':
      return [many(entry.detail.ids, d.messageDeleted, d.messagesDeleted)];
    case 'messages_export': {
      const { unread, replied, state, q } = entry.detail;
      const which = state
        ? d.exportStates[state]
        : unread === 'true'
          ? d.exportUnread
          : unread === 'false'
            ? d.exportRead
            : replied === 'false'
              ? d.exportNotReplied
              : replied === 'true'
                ? d.exportReplied
                : d.exportAll;
      return [q ? `${which} · ${fill(d.exportSearch, { q })}` : which];
    }
    case 'message_replied':
      return [entry.detail.replied ? d.markedReplied : d.markedNotReplied];
    case 'message_state':
      return [d.messageStates[entry.detail.state]];
    case 'channel_save':
      return [entry.detail.hint, entry.detail.enabled ? d.channelOn : d.channelOff];
    case 'message_spam':
      return [entry.detail.spam ? d.toSpam : d.outOfSpam];
    case 'channel_switch':
      return [entry.detail.enabled ? d.channelOn : d.channelOff];
    case 'notification_resend':
      return [d.resent];
    case 'test_email':
      return [entry.detail.error ? fill(d.emailFailed, { error: entry.detail.error }) : d.emailSent];
    case 'backup_download':
      return [megabytes(entry.detail.bytes)];
    case 'sign_in':
      return entry.detail.method ? [d.signInMethods[entry.detail.method]] : [];
    case 'second_factor_failed':
      return [d.wrongSecondStep[entry.detail.method]];
    case 'totp_removed':
    case 'passkey_removed':
      return entry.detail.requirementOff ? [d.requirementOff] : [];
    case 'passkey_renamed':
      return [changed(entry.detail)];
    case 'recovery_codes_created':
      return [fill(d.codesMade, { count: entry.detail.count })];
    case 'recovery_code_used':
      return [fill(d.codesLeft, { remaining: entry.detail.remaining })];
    case 'second_factor_requirement':
      return [entry.detail.required ? d.requiredNow : d.requiredNoMore];
    case 'session_ended':
      return [fill(d.device, { browser: entry.detail.browser ?? d.unknownBrowser, os: entry.detail.os ?? d.unknownSystem })];
    case 'sessions_ended':
      return [fill(d.sessionsEnded, { count: entry.detail.count })];
    case 'remembered_devices_forgotten':
      return [fill(d.devicesForgotten, { count: entry.detail.count })];
    case 'piece_update':
      return entry.detail.slug ? [fill(d.slugChanged, entry.detail.slug)] : [];
    case 'piece_state': {
      const { from, to, at, by } = entry.detail;
      const states = t.publishing.states as Record<string, string>;
      return [
        fill(d.pieceState, { from: states[from] ?? from, to: states[to] ?? to }),
        ...(at ? [fill(d.pieceScheduled, { at: longDate(at, lang) })] : []),
        ...(by ? [d.pieceBySchedule] : []),
      ];
    }
    case 'redirect_save':
    case 'redirect_delete': {
      const { to, permanent, from } = entry.detail as { to: string; permanent: boolean; from?: string };
      return [
        fill(d.redirectTo, { to, kind: permanent ? d.redirectPermanent : d.redirectTemporary }),
        ...(from ? [fill(d.redirectMoved, { from })] : []),
      ];
    }
    case 'image_version': {
      const { version, to } = entry.detail;
      return [(to ? d.versionSet : d.versionCleared)[version]];
    }
    case 'image_focus': {
      const { x, y } = entry.detail;
      return [fill(d.focusAt, { x: Math.round(x * 100), y: Math.round(y * 100) })];
    }
    case 'image_name': {
      const { from, to } = entry.detail;
      return [fill(d.imageNamed, { from: from ?? d.imageUnnamed, to: to ?? d.imageUnnamed })];
    }
    case 'tag_named':
    case 'tag_forgotten': {
      const { nameEn, nameZh } = entry.detail as { nameEn: string; nameZh: string };
      return [fill(d.tagNames, { en: nameEn || '—', zh: nameZh || '—' })];
    }
    default:
      return [];
  }
}

/** A setting's stored value as the owner reads it; '' stays '' (said as "set" or "cleared"). */
function settingWord(d: AdminDictionary['activity']['detail'], key: string, value: string, lang: Lang): string {
  if (value === '') return value;
  if (key === 'timeZone') return zoneLabel(value, lang);
  if (key === 'notificationsEnabled') return value === 'true' ? d.on : value === 'false' ? d.off : value;
  if ((key === 'messageRetentionDays' || key === 'spamKeepDays') && /^\d+$/.test(value)) return fill(d.days, { count: value });
  return value;
}
