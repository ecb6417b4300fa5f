// A text's first sentence, whole: up to the first full stop, question or exclamation mark (Latin or CJK). The services
// hero's index shows it (the row below has the rest). A Latin stop ends a sentence only before a capital, a digit or a
// quote, and not after an abbreviation ("e.g. ", "U.S. Bank", "Inc. ", "No. 5").
const ABBREVIATION = /(?:\b[A-Za-z]\.[A-Za-z]|\b(?:e\.g|i\.e|etc|vs|Inc|Ltd|Co|No|Mr|Mrs|Ms|Dr|St))$/;

export function firstSentence(text: string): string {
  const stop = /[.!?](?=\s+["'“‘(]?[A-Z0-9]|\s*$)|[。！？]/g;
  for (let end = stop.exec(text); end; end = stop.exec(text)) {
    if (end[0] === '.' && ABBREVIATION.test(text.slice(0, end.index))) continue;
    return text.slice(0, end.index + 1).trim();
  }
  return text.trim();
}
