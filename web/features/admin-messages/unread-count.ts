// How many messages are unread, for the Messages tab's badge and the dashboard's title, under the inbox's key so
// reading, marking or deleting refreshes it with the list.
import { useQuery } from '@tanstack/react-query';
import { inboxKey, unreadCount } from '../../lib/calls/messages';

/** The unread count once signed in (0 until known); a new message shows within a minute on any tab. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ queryKey: [...inboxKey, 'unread-count'], queryFn: unreadCount, enabled, refetchInterval: 60_000 });
  return data ?? 0;
}
