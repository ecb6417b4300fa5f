// How the messages tab writes dates (long format, or relative in the inbox rows, in the admin's language) and reply links.
import type { ContactMessage } from '../../../src/contract';
import type { Lang } from '../../lib/i18n';
import { fill } from '../../lib/i18n';
import { dateLocale, dayKey, siteZone } from '../../lib/dates';

export { longDate, longDateDay, timeOfDay } from '../../lib/dates';

/** The words of a reply, in the sender's language (decision 0068). */
export type ReplyWords = { subject: string; greeting: string; quote: string; brand: string; date: string };

const HAN = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
const SPACE_BETWEEN_HAN = new RegExp(`(${HAN}) (?=${HAN})`, 'gu');

/**
 * A reply's words with their values in (decision 0106). The templates space each value off, as a Latin name needs
 * ("Bo Chen 您好："); between two Chinese characters that space goes, as Chinese is written ("陳美玲您好：", "寄給客製化軟體
 * 解決方案的訊息").
 */
export const fillReply = (template: string, values: Record<string, string>) => fill(template, values).replace(SPACE_BETWEEN_HAN, '$1');

/**
 * The name a reply greets (decision 0153): an English reply by the first name, as a note to a person reads ("Hi Mei,");
 * a Chinese one, and any name written in Chinese characters, by the full name ("陳美玲您好：", "Mei Lin 您好："), where
 * a given name alone would be too familiar.
 */
export function greetName(message: Pick<ContactMessage, 'name' | 'lang'>): string {
  const name = message.name.trim();
  if (message.lang !== 'en' || new RegExp(HAN, 'u').test(name)) return name;
  return name.split(/\s+/)[0] ?? name;
}

/** mailto: link with a prefilled subject and greeting. */
export function replyLink(message: ContactMessage, text: Pick<ReplyWords, 'subject' | 'greeting' | 'brand'>) {
  const subject = fillReply(text.subject, { brand: text.brand });
  const body = fillReply(text.greeting, { name: greetName(message) });
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The sender's message quoted as a reply's email carries it: "On …, Name wrote:" then each line after "> ". */
export function replyQuote(message: ContactMessage, text: Pick<ReplyWords, 'quote' | 'date'>): string {
  const quoted = message.message
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `${fillReply(text.quote, { name: message.name, date: text.date })}\n${quoted}`;
}

/** A ready reply to paste into any mail app's body: the greeting, room to write, and the message quoted. */
export function replyText(message: ContactMessage, text: Omit<ReplyWords, 'subject' | 'brand'>): string {
  return [fillReply(text.greeting, { name: greetName(message) }), replyQuote(message, text), ''].join('\n');
}

/** What the composer sends (decision 0198): the owner's words, then the quote, which the form shows folded. Only the
 *  owner's words count against the limit: a quote that would pass it is cut at a line, ending "> …", or left out when
 *  even its first line would not fit (the owner can neither see nor shorten it). */
export function withQuote(body: string, quote: string, max = Number.POSITIVE_INFINITY): string {
  const own = body.trimEnd();
  const room = max - own.length - 3;
  if (quote.length <= room) return `${own}\n\n${quote}\n`;
  const lines = quote.split('\n');
  const kept: string[] = [];
  let length = 4; // the closing "> …" and its newline
  for (const line of lines) {
    if (length + line.length + 1 > room) break;
    kept.push(line);
    length += line.length + 1;
  }
  return kept.length > 1 ? `${own}\n\n${kept.join('\n')}\n> …\n` : own;
}

/**
 * A sent reply's own words and the quote under them (decision 0198): the quote is the run of "> " lines that ends the
 * text and the line that introduces it ("On …, Name wrote:"); a reply with no such run is all its own words.
 */
export function splitQuote(body: string): { own: string; quote: string } {
  const lines = body.replace(/\s+$/, '').split('\n');
  let start = lines.length;
  while (start > 0 && /^>/.test(lines[start - 1] ?? '')) start--;
  if (start === lines.length || start === 0) return { own: body.trim(), quote: '' };
  const intro = lines[start - 1]?.trim() ? start - 1 : start;
  return { own: lines.slice(0, intro).join('\n').trim(), quote: lines.slice(intro).join('\n') };
}

const STEPS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, seconds in one, used below this many seconds
  ['second', 1, 45],
  ['minute', 60, 45 * 60],
  ['hour', 3600, 6 * 3600],
];

/**
 * "5 minutes ago" / "5 分鐘前" for the last six hours; then by calendar days in the site's time zone ("today", "yesterday",
 * "3 days ago": a message from 00:30 seen at 23:00 is today's, not yesterday's); a short date past a week (with the year
 * when it is not this one).
 */
export function relativeTime(iso: string, lang: Lang, now: number): string {
  const then = new Date(iso);
  const seconds = Math.max(0, (now - then.getTime()) / 1000);
  const words = new Intl.RelativeTimeFormat(dateLocale(lang), { numeric: 'auto' });
  const step = STEPS.find(([, , below]) => seconds < below);
  if (step) {
    const [unit, size] = step;
    return words.format(unit === 'second' ? 0 : -Math.round(seconds / size), unit);
  }
  const days = Math.round((Date.parse(dayKey(now)) - Date.parse(dayKey(then))) / 86_400_000);
  if (days < 7) return words.format(-Math.max(0, days), 'day');
  const sameYear = dayKey(then).slice(0, 4) === dayKey(now).slice(0, 4);
  return new Intl.DateTimeFormat(dateLocale(lang), {
    month: 'short',
    day: 'numeric',
    timeZone: siteZone(),
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}

/**
 * product.md's long date for an inbox row, its year set apart (decision 0245): this year's rows show the month's name and
 * the day alone ("December 7", "12月7日"), the year repeated on every row being noise (outside review, session 52); the
 * year and the words around it ("2026年", ", 2026") are still there for screen readers and the page's text, said before or
 * after as the language writes it. Another year's date is shown whole.
 */
export function rowDate(iso: string, lang: Lang, now: number): { before: string; shown: string; after: string } {
  const parts = new Intl.DateTimeFormat(dateLocale(lang), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: siteZone(),
  }).formatToParts(new Date(iso));
  const whole = parts.map((part) => part.value).join('');
  const at = parts.findIndex((part) => part.type === 'year');
  if (at < 0 || dayKey(iso).slice(0, 4) !== dayKey(now).slice(0, 4)) return { before: '', shown: whole, after: '' };
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  // The year first (2026年12月7日): it and the word after it go before; last (December 7, 2026): it and the comma before it.
  if (at === 0) return { before: text(0, 2), shown: text(2, parts.length), after: '' };
  return { before: '', shown: text(0, at - 1), after: text(at - 1, parts.length) };
}

/** Where a row goes in the inbox's groups (decision 0221): today's, the seven days before (by calendar days in the site's
 *  time zone, so a Monday still has last Monday's messages near), or older. */
export type InboxGroup = 'today' | 'week' | 'older';
export function inboxGroup(iso: string, now: number): InboxGroup {
  const days = Math.round((Date.parse(dayKey(now)) - Date.parse(dayKey(iso))) / 86_400_000);
  return days <= 0 ? 'today' : days <= 7 ? 'week' : 'older';
}

/** The rows, newest first, cut where their group changes: each run is drawn as one group of the table. */
export function inboxRuns<T>(rows: T[], groupOf: (row: T) => InboxGroup): { group: InboxGroup; items: T[] }[] {
  const out: { group: InboxGroup; items: T[] }[] = [];
  for (const row of rows) {
    const group = groupOf(row);
    const last = out.at(-1);
    if (last?.group === group) last.items.push(row);
    else out.push({ group, items: [row] });
  }
  return out;
}

/** The first line of a message with text on it: what an inbox row shows of the message. */
export const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';
