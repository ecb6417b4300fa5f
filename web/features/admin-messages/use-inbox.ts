// The inbox's data: pages of messages newest first (the server's cursor), for a search and an unread filter, with
// the counts; and the changes made to several at once (mark read or unread, delete), each refreshing the inbox.
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deleteMessages, inboxKey, inboxQuery, markMessages, type InboxFilter } from '../../lib/calls/messages';

export function useInbox(filter: InboxFilter) {
  // A new search keeps showing the last results until its own arrive: no flash of a spinner while typing.
  return useInfiniteQuery({ ...inboxQuery(filter), placeholderData: keepPreviousData });
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
  const refresh = () => void queryClient.invalidateQueries({ queryKey: inboxKey });
  const mark = useMutation({ mutationFn: markMessages, onSettled: refresh });
  const remove = useMutation({ mutationFn: deleteMessages, onSettled: refresh });
  return { mark, remove, refresh };
}
