// The messages as CSV (RFC 4180) an owner reads as it is (decision 0068): headings and values in the owner's language
// (the service as the site names it, read and replied as Yes/No), times in the owner's time zone with the zone said
// ("2026-11-25 14:03 (UTC+8)"). UTF-8 with a byte-order mark so a spreadsheet reads Chinese right, CRLF line ends,
// quoted where needed, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) made inert with a
// leading apostrophe. Streamed page by page (500 at a time, by the inbox's cursor), so no export holds every message.
import type { Db } from '../../../db/client';
import { SERVICE_LABELS, type ContactMessage, type Lang, type MessagePageQuery } from '../../contract';
import { csvLine } from '../../csv';
import { selectPage } from './paging';

const BATCH = 500;

/** The file's words: the server writes it, so they live here rather than in the web app's dictionaries. */
const WORDS = {
  en: { headings: ['ID', 'Received', 'Name', 'Email', 'Service', 'Read', 'Replied', 'Message'], yes: 'Yes', no: 'No' },
  zh: { headings: ['編號', '收到時間', '姓名', '電子郵件', '服務', '已讀', '已回覆', '訊息'], yes: '是', no: '否' },
} satisfies Record<Lang, { headings: string[]; yes: string; no: string }>;

export type ExportFormat = { tz: string; lang: Lang };

/** "2026-11-25 14:03 (UTC+8)": the wall time in `tz`, and that zone's offset at that moment (summer time included). */
export function localTime(iso: string, tz: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // ICU says "GMT+8", or "GMT" / "GMT+0" for no offset.
  const zone = part('timeZoneName').replace(/^GMT(\+0)?/, 'UTC');
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${zone})`;
}

const csvRow = (m: ContactMessage, { tz, lang }: ExportFormat) => {
  const words = WORDS[lang];
  const yesNo = (on: boolean) => (on ? words.yes : words.no);
  return csvLine([
    m.id,
    localTime(m.createdAt, tz),
    m.name,
    m.email,
    m.service ? SERVICE_LABELS[lang][m.service] : '',
    yesNo(m.isRead),
    yesNo(m.repliedAt !== null),
    m.message,
  ]);
};

/** The export of every message the filter and search select, newest first, as a stream of UTF-8 bytes. */
export function exportMessages(
  db: Db,
  filter: Pick<MessagePageQuery, 'unread' | 'replied' | 'state' | 'folder' | 'q'>,
  format: ExportFormat = { tz: 'UTC', lang: 'en' },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(WORDS[format.lang].headings)}`));
        return;
      }
      if (done) return controller.close();
      const page = selectPage(db, { ...filter, limit: BATCH, cursor });
      controller.enqueue(encoder.encode(page.items.map((m) => csvRow(m, format)).join('')));
      if (page.nextCursor) cursor = page.nextCursor;
      else done = true;
    },
  });
}

/** messages-2026-11-23.csv, by the server's date. */
export const exportFileName = (now: number) => `messages-${new Date(now).toISOString().slice(0, 10)}.csv`;
