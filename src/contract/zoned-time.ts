// Calendar days and wall-clock times in a named time zone (the site's, decision 0089), said once for the server and
// the admin: which day a moment falls on, when a day begins, and the moment a time typed in that zone names.
// Days are written YYYY-MM-DD and wall times YYYY-MM-DDTHH:MM, seconds optional (what <input type="datetime-local">
// reads and writes).
import * as v from 'valibot';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made once: building one costs far more than using it. */
function partsIn(ms: number, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(ms)) if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  return out;
}

/** Whether `name` is a time zone this runtime knows ("Asia/Taipei", "UTC", "Etc/GMT-8"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A time zone's name, as a request names one. */
export const TimeZoneName = v.pipe(v.string(), v.check(isTimeZone, 'Must be a time zone name such as Asia/Taipei'));

/** The zone this runtime runs in (the server's TZ, or the browser's): "UTC" when it has none. */
export const runtimeTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (p: { year: number; month: number; day: number }) => `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;

/** The day `ms` falls on in `zone`. */
export const dayIn = (ms: number, zone: string): string => ymd(partsIn(ms, zone));

/** `ms` as the clock on the wall in `zone` reads it, to the minute (2026-12-03T14:05). */
export function wallTimeIn(ms: number, zone: string): string {
  const p = partsIn(ms, zone);
  return `${ymd(p)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** How far `zone`'s clock is ahead of UTC at `ms`, in ms (Asia/Taipei: 8 hours). */
function offsetAt(ms: number, zone: string): number {
  const p = partsIn(ms, zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The moment a wall time (or a day's midnight) in `zone` names; null when it is no real date. A time a summer-time
 * change skips is moved forward by the gap, and one it repeats is the first of the two, as clocks and people do.
 */
export function instantIn(wall: string, zone: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  const back = new Date(asUtc);
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day! || hour! > 23 || minute! > 59 || second! > 59) return null;
  // The zone's offset a day before and a day after: each gives a moment, kept when the wall there reads `wall`.
  const [before, after] = [asUtc - offsetAt(asUtc - DAY_MS, zone), asUtc - offsetAt(asUtc + DAY_MS, zone)];
  const real = [before, after].filter((moment) => asUtc - offsetAt(moment, zone) === moment);
  return real.length ? Math.min(...real) : before;
}

/** The moment `day` begins in `zone`. */
export const dayStartIn = (day: string, zone: string): number => instantIn(day, zone) ?? Number.NaN;

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export const isDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && instantIn(day, 'UTC') !== null;

/** The day `n` days after `day` (a real day, isDay) (before, when negative): calendar arithmetic, the same in every zone. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** How many days from `from` to `to`, both counted (1 for the same day). */
export const spanDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `from` to `to`, both included, oldest first. */
export const daysFrom = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, spanDays(from, to)) }, (_, i) => addDays(from, i));
