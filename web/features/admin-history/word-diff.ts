// Two versions of a text compared word by word (a Chinese character is a word), so a history shows what changed within a
// line: the words only the old text has, the words only the new one has, and what both keep.

/** A run of the text: kept by both versions, only in the old one (`removed`), or only in the new one (`added`). */
export type Piece = { text: string; kind: 'same' | 'removed' | 'added' };

// Latin words and numbers whole, each Han character alone, runs of space, and any other sign alone.
const TOKEN = /\p{Script=Han}|[\p{L}\p{N}_'’.,-]*[\p{L}\p{N}]|\s+|[^\s]/gu;
/** Past this many cells (tokens × tokens) the comparison says "all changed" rather than spend the main thread. */
const MOST_CELLS = 250_000;

export const tokens = (text: string) => text.match(TOKEN) ?? [];

/** The old text's pieces and the new text's pieces: each side keeps its own words in order, marked by what changed. */
export function wordDiff(before: string, after: string): { before: Piece[]; after: Piece[] } {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MOST_CELLS) {
    return { before: join(a.map((text) => ({ text, kind: 'removed' }))), after: join(b.map((text) => ({ text, kind: 'added' }))) };
  }
  // The longest run both share (dynamic programming from the end), then one walk that hands each token to its side.
  const w = b.length + 1;
  const common = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i * w + j] = a[i] === b[j] ? common[(i + 1) * w + j + 1]! + 1 : Math.max(common[(i + 1) * w + j]!, common[i * w + j + 1]!);
  const old: Piece[] = [];
  const now: Piece[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      old.push({ text: a[i]!, kind: 'same' });
      now.push({ text: b[j]!, kind: 'same' });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i * w + j + 1]! >= common[(i + 1) * w + j]!)) {
      now.push({ text: b[j++]!, kind: 'added' });
    } else {
      old.push({ text: a[i++]!, kind: 'removed' });
    }
  }
  return { before: join(old), after: join(now) };
}

/**
 * Neighbouring pieces of one kind as one run; a space between two changed words joins them, so "two words" replaced
 * reads as one struck phrase, not two struck words with a gap.
 */
function join(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  pieces.forEach((piece, k) => {
    const next = pieces[k + 1];
    const prev = out[out.length - 1];
    const bridging = piece.kind === 'same' && /^[ \t]+$/.test(piece.text) && prev && prev.kind !== 'same' && next?.kind === prev.kind;
    const kind = bridging ? prev.kind : piece.kind;
    if (prev && prev.kind === kind) prev.text += piece.text;
    else out.push({ text: piece.text, kind });
  });
  return out;
}

/**
 * Two lists of lines matched up (their longest common run of equal lines): the lines both keep, and the rest as rows,
 * an old line beside the new one that took its place where there is one (so a reworded line is compared word by word).
 */
export function lineChanges(before: string[], after: string[]): { same: string[]; rows: { before?: string; after?: string }[] } {
  const w = after.length + 1;
  const common = new Uint32Array((before.length + 1) * w);
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      common[i * w + j] =
        before[i] === after[j] ? common[(i + 1) * w + j + 1]! + 1 : Math.max(common[(i + 1) * w + j]!, common[i * w + j + 1]!);
  const same: string[] = [];
  const rows: { before?: string; after?: string }[] = [];
  let gone: string[] = [];
  let come: string[] = [];
  const flush = () => {
    for (let k = 0; k < Math.max(gone.length, come.length); k++) rows.push({ before: gone[k], after: come[k] });
    gone = [];
    come = [];
  };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      flush();
      same.push(before[i]!);
      i++;
      j++;
    } else if (j >= after.length || (i < before.length && common[(i + 1) * w + j]! >= common[i * w + j + 1]!)) gone.push(before[i++]!);
    else come.push(after[j++]!);
  }
  flush();
  return { same, rows };
}
