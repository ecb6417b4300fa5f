// The messages as CSV (RFC 4180): UTF-8 with a byte-order mark so a spreadsheet reads Chinese right, CRLF line ends,
// quoted where needed, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) made inert with a
// leading apostrophe. Streamed page by page (500 at a time, by the inbox's cursor), so no export holds every message.
import type { Db } from '../../../db/client';
import type { ContactMessage, MessagePageQuery } from '../../contract';
import { selectPage } from './paging';

const BATCH = 500;
const COLUMNS = ['id', 'createdAt', 'name', 'email', 'service', 'isRead', 'message'] as const;

export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: (string | number | boolean | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
const csvRow = (m: ContactMessage) => csvLine(COLUMNS.map((column) => m[column] ?? null));

/** The export of every message the filter and search select, newest first, as a stream of UTF-8 bytes. */
export function exportMessages(db: Db, filter: Pick<MessagePageQuery, 'unread' | 'q'>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine([...COLUMNS])}`));
        return;
      }
      if (done) return controller.close();
      const page = selectPage(db, { ...filter, limit: BATCH, cursor });
      controller.enqueue(encoder.encode(page.items.map(csvRow).join('')));
      if (page.nextCursor) cursor = page.nextCursor;
      else done = true;
    },
  });
}

/** messages-2026-11-23.csv, by the server's date. */
export const exportFileName = (now: number) => `messages-${new Date(now).toISOString().slice(0, 10)}.csv`;
