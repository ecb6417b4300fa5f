// The calendar days insights count in: the server's own time zone (TZ), written YYYY-MM-DD. A day is a visitor's
// lifetime too (the salt changes with it), so one rule says where days begin.
const pad = (n: number) => String(n).padStart(2, '0');

/** The day `ms` falls on, in the server's time zone. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The moment a day begins (local midnight), in ms since the epoch. */
export function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!).getTime();
}

/** The day `n` days after `day` (before, when negative). Calendar arithmetic, so a summer-time change costs no day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(y!, m! - 1, d! + n);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** How many days from `from` to `to`, both counted (1 for the same day). */
export function spanDays(from: string, to: string): number {
  const [a, b] = [from, to].map((day) => {
    const [y, m, d] = day.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  });
  return Math.round((b! - a!) / 86_400_000) + 1;
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, spanDays(from, to)) }, (_, i) => addDays(from, i));
}

/** The server's time zone by name ("Asia/Taipei"; "UTC" when it has none). */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
