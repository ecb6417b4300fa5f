// One meta grid for a story's facts (/work's brief, the story page's facts: round 28, problem 6): two fixed columns on a
// phone, three from 640 px, every detail in its own cell however long (it wraps there). Only the last item on a row of
// its own takes the rest of that row, so no empty cell stands beside it.

/** The span classes of item `i` of `count` (written out whole, so the stylesheet's scan finds them). */
export function metaCell(i: number, count: number): string {
  if (i !== count - 1) return '';
  const phone = count % 2 === 1 ? 'max-sm:col-span-2' : '';
  const wide = count % 3 === 1 ? 'sm:col-span-3' : count % 3 === 2 ? 'sm:col-span-2' : '';
  return `${phone} ${wide}`.trim();
}
