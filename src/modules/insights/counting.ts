// Which page views are a person's and counted (decision 0074): not a bot's, a headless browser's or a script's, and
// not one whose browser asks not to be tracked (DNT) or sends Global Privacy Control; and which kind of device it is.
import type { InsightDevice } from '../../contract';

/**
 * What crawlers, link previews, monitors, headless browsers and HTTP libraries say. A browser's User-Agent starts with
 * "Mozilla/" too (every one since the 1990s), so anything else is a script.
 */
const NOT_A_PERSON =
  /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|phantom|selenium|puppeteer|playwright|preview|facebookexternalhit|embedly|scan|monitor|uptime|python|curl|wget|http-?client|java\/|go-http|okhttp|node-fetch|undici|axios/i;

export type NotCounted = 'bot' | 'opted_out';

/** The browser asks not to be tracked: Do Not Track or Global Privacy Control. Neither a view nor a message's source is kept. */
export const asksNotToBeTracked = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1';

/** A browser a person uses, by its User-Agent (not a crawler, a monitor or a script). */
export const isPerson = (agent: string) => agent.startsWith('Mozilla/') && !NOT_A_PERSON.test(agent);

/** Why this request's view is not counted, or null when it is. */
export function notCounted(headers: Headers): NotCounted | null {
  if (asksNotToBeTracked(headers)) return 'opted_out';
  const agent = headers.get('user-agent') ?? '';
  return isPerson(agent) ? null : 'bot';
}

/** A tablet says "iPad", "Tablet", or Android without "Mobile"; a phone says "Mobile" or "iPhone". */
export function deviceOf(userAgent: string): InsightDevice {
  if (/\biPad\b|\bTablet\b/i.test(userAgent) || (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent))) return 'tablet';
  return /\bMobile\b|\biPhone\b/.test(userAgent) ? 'phone' : 'computer';
}
