// The arithmetic of the daily chart: a round top for its scale, the lines across it, and which days get a label
// underneath so labels never crowd (the last day always has one).

/** The smallest 1, 2 or 5 × 10ⁿ step that cuts `top` into at most `parts` parts. */
function step(top: number, parts: number): number {
  const rough = top / parts;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].find((m) => m * power >= rough)!;
  return Math.max(1, nice * power);
}

/** The scale's lines from 0 to a round top at or above `max` (at least 1): [0, 5, 10, 15, 20] for 17. */
export function scaleTicks(max: number, parts = 4): number[] {
  const top = Math.max(1, max);
  const size = step(top, parts);
  const ticks: number[] = [];
  for (let value = 0; value < top + size; value += size) ticks.push(value);
  return ticks;
}

/** Which of `count` days carry a label when `room` labels fit: evenly spaced, counted back from the last day. */
export function labelledDays(count: number, room: number): number[] {
  const every = Math.max(1, Math.ceil(count / Math.max(1, room)));
  const days: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) days.unshift(i);
  return days;
}
