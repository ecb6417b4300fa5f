// A story's facts at a glance as decision 0163 kept them: a short list its text opened with, every item a bold term
// and its detail (`- **Duration:** 14 weeks`, `- **工期：**14 週`). They are fields of their own now (decision 0178;
// migration 0029 moved them): this reads them out of an earlier save that history restores.
/** One fact: its term as written (without its colon) and its detail. */
export type StoryFact = { term: string; detail: string };

const ITEM = /^[-*] +\*\*([^*]+?)[:：]?\*\*[:：]? *(\S.*)$/;
/** At most this many; a longer opening list is text. */
const MOST = 6;

/** The facts a story's Markdown opens with, and the rest of its text; none when its first block is anything else. */
export function leadingFacts(body: string): { facts: StoryFact[]; rest: string } {
  const text = body.replace(/^\s+/, '');
  const end = text.search(/\n[ \t]*\n/);
  const block = (end < 0 ? text : text.slice(0, end)).split('\n');
  const facts = block.map((line) => ITEM.exec(line.trim()));
  if (facts.length === 0 || facts.length > MOST || facts.some((m) => !m)) return { facts: [], rest: body };
  return {
    facts: facts.map((m) => ({ term: m![1]!.trim(), detail: m![2]!.trim() })),
    rest: end < 0 ? '' : text.slice(end).replace(/^\s+/, ''),
  };
}

/** One of a story's figures after the project: what it measures and its figure then ("6 days"). */
export type StoryStat = { label: string; value: string };

const ROW = /^\|(.+)\|\s*$/;
const cells = (line: string) =>
  ROW.exec(line.trim())![1]!
    .split('|')
    .map((cell) => cell.trim());

/**
 * The figures a story's results table ends on (decision 0172): its first table of three columns or more (a measure,
 * before, after), each row whose last cell holds a digit, as { label: its first cell, value: its last }, at most
 * `most`. A thin strip under the summary sets them beside the headline result, so a reader sees the project's figures
 * before its picture. No table, none.
 */
export function tableStats(body: string, most = 2): StoryStat[] {
  const lines = body.split('\n');
  const start = lines.findIndex(
    (line, i) => ROW.test(line.trim()) && /^\|[\s:|-]+\|\s*$/.test(lines[i + 1]?.trim() ?? '') && cells(line).length >= 3,
  );
  if (start < 0) return [];
  const stats: StoryStat[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!ROW.test(line.trim())) break;
    const row = cells(line);
    const value = row.at(-1)!;
    if (row.length >= 3 && /\d/.test(value) && row[0]) stats.push({ label: row[0], value });
    if (stats.length === most) break;
  }
  return stats;
}
