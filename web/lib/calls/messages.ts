// The inbox's calls: pages of messages (counts and the next cursor in headers) for a search and an unread filter, one
// message read (which marks it read), marked replied or not, several marked or deleted, the unread count, the export's
// address, and a notification resent.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type {
  ContactMessage,
  Lang,
  MarkMessages,
  MessagePage,
  MessageState,
  MessageUpdate,
  NotificationState,
  Ok,
} from '../../../src/contract';
import { PLAIN_LIST_MAX } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { siteZone } from '../dates';
import { api, apiWithHeaders } from '../api';

const PATHS = API_PATHS.messages;
const PAGE_SIZE = 25;

/** Which messages the list shows: the inbox's (all, the unread ones, or those new, replied or closed: decision 0106),
 * or Spam's (decision 0108). */
export type InboxShow = 'all' | 'unread' | MessageState | 'spam';
export type InboxFilter = { q: string; show: InboxShow };

/** Every page of every filter: what a change to any message refreshes. */
export const inboxKey = ['contact-messages'] as const;

/** The filter as the list's and the export's query parameters. */
function filterParams(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams({ folder: filter.show === 'spam' ? 'spam' : 'inbox' });
  if (filter.show === 'unread') query.set('unread', 'true');
  if (filter.show !== 'all' && filter.show !== 'unread' && filter.show !== 'spam') query.set('state', filter.show);
  if (filter.q) query.set('q', filter.q);
  return query;
}

export const inboxQuery = (filter: InboxFilter) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey, filter],
    queryFn: async ({ pageParam }): Promise<MessagePage> => {
      const query = filterParams(filter);
      // The first view of the whole inbox is as long as product.md's list (the newest 200); the rest come 25 at a time.
      query.set('limit', String(!pageParam && filter.show === 'all' && !filter.q ? PLAIN_LIST_MAX : PAGE_SIZE));
      if (pageParam) query.set('cursor', pageParam);
      // Pages of a folder: product.md's plain list holds Spam's messages too (decision 0108).
      const { body, headers } = await apiWithHeaders<ContactMessage[]>(`${PATHS.list}?${query}`);
      const count = (name: string) => (headers.get(name) === null ? null : Number(headers.get(name)));
      const unread = count('x-unread-count') ?? body.filter((m) => !m.isRead).length;
      const spam = count('x-spam-count') ?? 0;
      return { items: body, nextCursor: headers.get('x-next-cursor'), total: count('x-total-count') ?? body.length, unread, spam };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The message with its notification's state; reading it marks it read. */
export const readMessage = (id: number) => api<ContactMessage>(pathTo(PATHS.one, { id }));

/** Marks one message replied or not; answers the message as it now stands. */
export const markReplied = (id: number, replied: boolean) =>
  api<ContactMessage>(pathTo(PATHS.one, { id }), { method: 'PATCH', body: { replied } });

/** Sets where a message stands or its private note (decision 0106); answers the message as it now stands. */
export const updateMessage = (id: number, update: MessageUpdate) =>
  api<ContactMessage>(pathTo(PATHS.one, { id }), { method: 'PATCH', body: update });

/** Answers the ids that changed. */
export const markMessages = (input: MarkMessages) => api<{ ids: number[] }>(PATHS.mark, { method: 'POST', body: input });

/** One message by product.md's own call; several in one request. Answers the ids deleted. */
export async function deleteMessages(ids: number[]): Promise<{ ids: number[] }> {
  if (ids.length !== 1) return api<{ ids: number[] }>(PATHS.delete, { method: 'POST', body: { ids } });
  await api<Ok>(pathTo(PATHS.one, { id: ids[0]! }), { method: 'DELETE' });
  return { ids };
}

/**
 * Where a link downloads the messages the filter selects as CSV (a file, so a link rather than a call), written in the
 * admin's language and the site's time zone, as the admin's dates are.
 */
export const exportUrl = (filter: InboxFilter, lang: Lang, tz = siteZone()) => {
  const query = filterParams(filter);
  query.set('lang', lang);
  if (tz) query.set('tz', tz);
  return `${PATHS.export}?${query}`;
};

/** Sends the email about a message again; answers where it now stands. */
export const resendNotification = (messageId: number) =>
  api<NotificationState>(pathTo(PATHS.notification, { id: messageId }), { method: 'POST', body: {} });

/** How many messages are unread: the count header of a one-message page of the unread ones. */
export async function unreadCount(): Promise<number> {
  // The inbox's: Spam announces nothing, the badge included (decision 0108).
  const { headers } = await apiWithHeaders<ContactMessage[]>(`${PATHS.list}?folder=inbox&unread=true&limit=1`);
  return Number(headers.get('x-unread-count') ?? 0);
}
