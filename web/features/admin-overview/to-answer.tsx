// The Overview's "To answer" card (decision 0270, split out by 0281): the messages waiting for a reply by sender, what they
// are about and how long they waited, each opening its dialog; how many in a badge, the new (unread) ones said quietly.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { inboxQuery } from '../../lib/calls/messages';
import { dateLocale, longDate } from '../../lib/dates';
import { fill, useLang, useT } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { MoreLink, Panel } from './panel';

/** The first line of a message with text on it: what it is about, under its sender's name. */
const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/** How many messages waiting for a reply the Overview lists by name; the rest are counted, one click from the inbox. */
const SHOWN = 5;

/** How long a message has waited, as a person says it: "5 minutes", "3 hours", "2 days" (「2 天」). */
export function waitedFor(when: string, lang: 'en' | 'zh', now = Date.now()): string {
  const minutes = Math.max(1, Math.floor((now - Date.parse(when)) / 60_000));
  const [value, unit] =
    minutes < 60 ? [minutes, 'minute'] : minutes < 1440 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / 1440), 'day'];
  return new Intl.NumberFormat(dateLocale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A message waiting longer than this is overdue: an amber "Waiting 3 days" tag (review round 33 #3), not a bold age. */
const LONG_WAIT_MS = 2 * 24 * 3_600_000;

/** The title's count (decision 0281: "To answer 3 new · 9 to answer" said it twice): how many wait in a neutral badge,
 *  the unread ones quiet after it. The badge's figure is heard with its words. */
function AnswerCount({ total, unread }: { total: number; unread: number }) {
  const words = useAdminT().overview;
  const count = new Intl.NumberFormat(dateLocale(useLang()));
  return (
    <>
      <span
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-surface-alt px-1.5 text-xs leading-none font-semibold text-ink tabular-nums"
        data-answer-count=""
      >
        <span aria-hidden="true">{count.format(total)}</span>
        <span className="sr-only">{fill(words.waitingCount, { total: count.format(total) })}</span>
      </span>
      {unread > 0 && (
        <span className="text-sm font-normal whitespace-nowrap text-muted tabular-nums" data-answer-new="">
          {fill(words.newCount, { count: count.format(unread) })}
        </span>
      )}
    </>
  );
}

/** What to do today (decision 0270, review round 32 #3): the messages not yet replied or closed, each with its sender,
 *  what it is about and how long it has waited, opening its dialog; unread ones marked. Empty: all answered. */
export function ToAnswer() {
  const t = useAdminT();
  const words = t.overview;
  const site = useT();
  const lang = useLang();
  // The whole inbox's first page (the newest 200), the Messages tab's own, read once for both; its count header is the
  // folder's, so the waiting ones are counted here.
  const inbox = useInfiniteQuery(inboxQuery({ q: '', show: 'all' }));
  const page = inbox.data?.pages[0];
  const waiting = page?.items.filter((message) => message.state === 'new' && !message.spam) ?? [];
  const messages: ContactMessage[] = waiting.slice(0, SHOWN);
  const total = waiting.length;
  const count = new Intl.NumberFormat(dateLocale(lang));
  const left = total - messages.length;
  const unread = waiting.filter((message) => !message.isRead).length;
  return (
    <Panel
      title={words.answerTitle}
      count={total > 0 ? <AnswerCount total={total} unread={unread} /> : undefined}
      more={<MoreLink href="/dashboard/messages">{words.inbox}</MoreLink>}
      id="answer"
      // Beside both cards of the right column and ending level with them (decision 0281: it ended ~130 px above).
      place="md:row-span-2"
    >
      {page && total === 0 && (
        // An empty state in the card's middle: the card stays as tall as its neighbours.
        <p className="flex flex-1 flex-col items-center justify-center gap-2 py-6 text-center text-sm text-muted" data-answered-all="">
          <span className="i-lucide-circle-check h-6 w-6 shrink-0 text-good" aria-hidden="true" />
          {words.answeredAll}
        </p>
      )}
      {messages.length > 0 && (
        <ul className="flex flex-1 flex-col" data-to-answer="">
          {messages.map((message) => {
            const long = Date.now() - Date.parse(message.createdAt) > LONG_WAIT_MS;
            return (
              <li key={message.id} className="min-w-0">
                {/* Two lines (review round 20 #10): the name whole and how long it waited; then the service asked about
                    and the message's first words. */}
                <Link
                  href={`/dashboard/messages/${message.id}`}
                  className="keyboard-ring -mx-2 flex min-h-11 min-w-0 items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-surface-alt"
                  data-lines={2}
                  data-message-row=""
                >
                  <span
                    className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${message.isRead ? 'border border-line-strong' : 'bg-accent'}`}
                    aria-hidden="true"
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="flex min-w-0 items-baseline gap-3">
                      <span className={`min-w-0 flex-1 truncate text-ink ${message.isRead ? 'font-medium' : 'font-semibold'}`}>
                        {message.name}
                      </span>
                      {long ? (
                        <span
                          className="status-badge gap-1 self-center border-warn/30 bg-warn-soft text-warn tabular-nums"
                          title={longDate(message.createdAt, lang)}
                          data-waited="overdue"
                        >
                          <span className="i-lucide-clock h-3 w-3" aria-hidden="true" />
                          {fill(words.waiting, { age: waitedFor(message.createdAt, lang) })}
                        </span>
                      ) : (
                        <span className="shrink-0 text-xs text-faint tabular-nums" title={longDate(message.createdAt, lang)} data-waited="">
                          <span className="sr-only">{fill(words.waiting, { age: waitedFor(message.createdAt, lang) })}</span>
                          <span aria-hidden="true">{waitedFor(message.createdAt, lang)}</span>
                        </span>
                      )}
                    </span>
                    <span className="truncate text-muted" data-message-snippet="">
                      {[message.service ? site.contact.form.services[message.service] : '', firstLine(message.message)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          {/* At the card's foot, under a hairline, where the card ends level with its neighbours. */}
          {left > 0 && (
            <li className="mt-auto border-t border-line pt-2 text-xs text-muted">{fill(words.moreNew, { count: count.format(left) })}</li>
          )}
        </ul>
      )}
    </Panel>
  );
}
