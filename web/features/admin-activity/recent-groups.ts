// The Overview's recent activity, grouped (decision 0257; outside review r30: "Page text changed · Home · Call-to-action
// title" four times as "just now"): edits in a row of the same kind to the same place are one line, "4 edits · Home ›
// Closing invitation". The Activity tab keeps every entry (fold.ts folds only entries that say the same).
import type { AuditEntry } from '../../../src/contract';

/** Where an entry's change landed: a page's part for its texts ("home.cta" for "home.cta.title"), else its target. */
export function placeOf(entry: AuditEntry): string {
  if (entry.action !== 'content_update') return entry.target;
  const [section, part] = entry.target.split('.');
  return part ? `${section}.${part}` : entry.target;
}

/** Consecutive entries (newest first) of the same action, place and account, as one group each, newest first. */
export function groupRecent(entries: readonly AuditEntry[]): AuditEntry[][] {
  const groups: AuditEntry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1)?.[0];
    if (last && last.action === entry.action && last.account === entry.account && placeOf(last) === placeOf(entry))
      groups.at(-1)!.push(entry);
    else groups.push([entry]);
  }
  return groups;
}
