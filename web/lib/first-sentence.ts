// A text's first sentence, whole: up to the first full stop, question or exclamation mark (Latin or CJK). The services
// hero's index shows it (the row below has the rest). A Latin stop ends it only before a capital or a digit (or at the
// end), so "e.g. order" or "v2. we" reads on.
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s+[A-Z0-9]|\s*$)|[。！？]/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).trim();
}
