// Markdown's own signs told apart from the words, for the text box to draw them quieter (markdown-field.tsx): heading
// hashes, list and quote markers, emphasis stars, code ticks, a link's brackets and address, an image's whole syntax but
// its description, a table's bars and its alignment row, a code block's fences. Only colours change, never a glyph's
// width, so the drawing stays exactly under the box's own (transparent) text. Line by line, as the renderer reads it
// closely enough for colour: a sign it misjudges is only coloured wrong, never changed.

export type Mark = 'sign' | 'heading' | 'link' | 'code';
/** `heading`: a heading's line starts here, where the preview has its heading (the preview follows by them). */
export type Run = { text: string; mark?: Mark; heading?: true };

const HEADING = /^(#{1,6}[ \t]+)(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const LEAD = /^(\s*(?:>[ \t]?)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?)/;
const ALIGN_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
/** Inline signs: an image or a link, a code span, strong or emphasised words, a table's bar. */
const INLINE =
  /(!\[)([^\]\n]*)(\]\([^)\n]*\))|(\[)([^\]\n]+)(\]\([^)\n]*\))|(`+)([^`\n]+?)\7|(\*\*|__)(?=\S)(.+?)(?<=\S)\9|(\*)(?=[^\s*])(.+?)(?<=[^\s*])\*|(\|)/g;

function inline(line: string, runs: Run[]) {
  let at = 0;
  const words = (text: string) => text && runs.push({ text });
  for (const match of line.matchAll(INLINE)) {
    words(line.slice(at, match.index));
    const [, imgOpen, alt, imgClose, open, text, close, ticks, code, strong, strongText, em, emText] = match;
    if (imgOpen !== undefined) runs.push({ text: imgOpen, mark: 'sign' }, { text: alt ?? '' }, { text: imgClose!, mark: 'sign' });
    else if (open !== undefined) runs.push({ text: open, mark: 'sign' }, { text: text!, mark: 'link' }, { text: close!, mark: 'sign' });
    else if (ticks !== undefined) runs.push({ text: ticks, mark: 'sign' }, { text: code!, mark: 'code' }, { text: ticks, mark: 'sign' });
    else if (strong !== undefined) {
      runs.push({ text: strong, mark: 'sign' });
      inline(strongText!, runs);
      runs.push({ text: strong, mark: 'sign' });
    } else if (em !== undefined) {
      runs.push({ text: em, mark: 'sign' });
      inline(emText!, runs);
      runs.push({ text: em, mark: 'sign' });
    } else runs.push({ text: match[0], mark: 'sign' });
    at = match.index + match[0].length;
  }
  words(line.slice(at));
}

/** The text in runs, each marked as a sign, a heading's words, a link's words, code, or plain words (no mark). */
export function markdownRuns(text: string): Run[] {
  const runs: Run[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (i > 0) runs.push({ text: '\n' });
    if (FENCE.test(line)) {
      fenced = !fenced;
      runs.push({ text: line, mark: 'sign' });
      return;
    }
    if (fenced) {
      if (line) runs.push({ text: line, mark: 'code' });
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      runs.push({ text: heading[1]!, mark: 'sign', heading: true });
      if (heading[2]) runs.push({ text: heading[2], mark: 'heading' });
      return;
    }
    if (line.includes('|') && ALIGN_ROW.test(line)) {
      runs.push({ text: line, mark: 'sign' });
      return;
    }
    const lead = LEAD.exec(line)![1]!;
    if (lead.trim()) runs.push({ text: lead, mark: 'sign' });
    else if (lead) runs.push({ text: lead });
    inline(line.slice(lead.length), runs);
  });
  // Runs of the same kind side by side are one.
  return runs.reduce<Run[]>((merged, run) => {
    const last = merged.at(-1);
    if (last && last.mark === run.mark) last.text += run.text;
    else if (run.text) merged.push({ ...run });
    return merged;
  }, []);
}
