// A text's first sentence, whole: up to the first full stop, question or exclamation mark (Latin or CJK). The services
// hero's index and /services' case cards show it (the row below, or the story's page, has the rest).
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s|$)|[。！？]/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).trim();
}
