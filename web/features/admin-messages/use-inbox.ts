// The inbox's data: pages of messages newest first (the server's cursor), for a search and an unread filter, with
// the counts; and the changes made to several at once (mark read or unread, delete), each refreshing the inbox.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContactMessage, MessagePage } from '../../../src/contract';
import { api, apiWithHeaders } from '../../lib/api';

export const INBOX = ['contact-messages'];
const PAGE_SIZE = 25;

export type InboxFilter = { q: string; unread: boolean };

/** The filter as the list's and the export's query parameters. */
export function filterParams(filter: InboxFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.unread) query.set('unread', 'true');
  if (filter.q) query.set('q', filter.q);
  return query;
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery({
    queryKey: [...INBOX, filter],
    queryFn: async ({ pageParam }): Promise<MessagePage> => {
      const query = filterParams(filter);
      query.set('limit', String(PAGE_SIZE));
      if (pageParam) query.set('cursor', pageParam);
      // The first view of the whole inbox is SPEC's own call (the newest 200); the rest, and any filter, are pages.
      const plain = !pageParam && !filter.unread && !filter.q;
      const { body, headers } = await apiWithHeaders<ContactMessage[]>(plain ? '/api/contact-messages' : `/api/contact-messages?${query}`);
      const count = (name: string) => (headers.get(name) === null ? null : Number(headers.get(name)));
      return { items: body, nextCursor: headers.get('x-next-cursor'), total: count('x-total-count') ?? body.length, unread: count('x-unread-count') ?? body.filter((m) => !m.isRead).length };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search keeps showing the last results until its own arrive: no flash of a spinner while typing.
    placeholderData: keepPreviousData,
  });
}

/** `value`, once it has stopped changing for `ms` (a search sent when typing pauses, not at every key). */
export function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function useInboxChanges() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INBOX });
  const mark = useMutation({
    mutationFn: (input: { ids: number[]; isRead: boolean }) => api<{ ids: number[] }>('/api/contact-messages/mark', { method: 'POST', body: input }),
    onSettled: refresh,
  });
  const remove = useMutation({
    // One message by SPEC's own call; several in one request.
    mutationFn: async (ids: number[]) =>
      ids.length === 1
        ? (await api(`/api/contact-messages/${ids[0]}`, { method: 'DELETE' }), { ids })
        : api<{ ids: number[] }>('/api/contact-messages/delete', { method: 'POST', body: { ids } }),
    onSettled: refresh,
  });
  return { mark, remove, refresh };
}
