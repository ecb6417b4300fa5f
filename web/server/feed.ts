// The journal's RSS 2.0 feed in one language (decision 0092): the newest articles published in it, each with its
// summary, date and tags, and the channel's own address (atom:link rel="self"), as feed readers expect.
import type { JournalCard } from '../../src/contract/journal';
import type { Lang } from '../../src/contract/constants';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { fill } from '../lib/i18n';
import { feedPath, journalPostPath, JOURNAL_PATH } from '../lib/published-routes';
import { pageUrl } from '../lib/page-url';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
/** RFC 822 dates, as RSS 2.0 wants them. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function feedXml(origin: string, lang: Lang, items: readonly JournalCard[]): string {
  const t = lang === 'zh' ? zh : en;
  const entries = items.map((card) => {
    const link = pageUrl(origin, journalPostPath(card.slug), lang);
    return [
      '<item>',
      `<title>${escapeXml(card.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${rfc822(card.publishedAt)}</pubDate>`,
      card.summary ? `<description>${escapeXml(card.summary)}</description>` : '',
      ...card.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      card.author ? `<dc:creator>${escapeXml(card.author.name)}</dc:creator>` : '',
      '</item>',
    ].join('');
  });
  const updated = items[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(fill(t.pageTitle, { page: t.pages.journal, brand: t.brand }))}</title>`,
    `<link>${escapeXml(pageUrl(origin, JOURNAL_PATH, lang))}</link>`,
    `<description>${escapeXml(t.journalFeed)}</description>`,
    `<language>${lang === 'zh' ? 'zh-TW' : 'en'}</language>`,
    `<atom:link href="${escapeXml(origin + feedPath(lang))}" rel="self" type="application/rss+xml"/>`,
    updated ? `<lastBuildDate>${rfc822(updated)}</lastBuildDate>` : '',
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
