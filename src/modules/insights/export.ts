// The daily figures as CSV (the messages' export's rules: a byte-order mark, CRLF, inert formulas): day, page views,
// visitors, inquiries and the conversion rate in percent, headings in the owner's language.
import type { InsightDay, Lang } from '../../contract';
import { csvLine } from '../../csv';

const HEADINGS = {
  en: ['Day', 'Page views', 'Visitors', 'Inquiries', 'Conversion (%)'],
  zh: ['日期', '瀏覽次數', '訪客', '詢問', '轉換率 (%)'],
} satisfies Record<Lang, string[]>;

export function dailyCsv(days: InsightDay[], lang: Lang): string {
  const lines = days.map((d) =>
    csvLine([d.day, d.views, d.visitors, d.inquiries, d.visitors === 0 ? '0.00' : ((d.inquiries / d.visitors) * 100).toFixed(2)]),
  );
  return `\uFEFF${csvLine(HEADINGS[lang])}${lines.join('')}`;
}

export const dailyCsvName = (from: string, to: string) => `insights-${from}-to-${to}.csv`;
