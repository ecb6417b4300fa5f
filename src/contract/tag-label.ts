// How a journal tag reads on a page when the admin has not named it in that language (decision 0100). A tag is stored
// as its address word (lowercase, hyphens: TAG_RULE, decision 0092); a reader then sees it as a label: hyphens become
// spaces and the first letter a capital, and a two-letter Latin tag is taken for an acronym ("ai" reads "AI"). Chinese
// tags read as they are. The address keeps the stored word.
export function tagLabel(tag: string): string {
  if (/^[a-z]{2}$/.test(tag)) return tag.toUpperCase();
  const words = tag.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
