// A story's facts at a glance (decision 0163): how long it took, who built it, on what. They have no column of their
// own (a new one would need a migration and a field in the admin's editor): a story's text may open with a short list
// whose every item is a bold term and its detail (`- **Duration:** 14 weeks`, `- **工期：**14 週`), which the page
// shows in its facts, beside the client and the industry, and leaves out of the text. Any other opening is text.
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
