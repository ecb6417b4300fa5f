// A message's replies (decision 0106): the list with where each stands, one written and sent, a failed one sent again.
import { queryOptions } from '@tanstack/react-query';
import type { Reply, ReplyInput } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.replies;

export const repliesQuery = (messageId: number) =>
  queryOptions({
    queryKey: ['contact-messages', messageId, 'replies'],
    queryFn: () => api<Reply[]>(pathTo(PATHS.list, { id: messageId })),
    // A reply on its way is looked at again until it has gone (or failed): its state shows without a reload.
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === 'queued' || r.state === 'retrying') ? 3000 : false),
  });

export const sendReply = (messageId: number, input: ReplyInput) =>
  api<Reply>(pathTo(PATHS.list, { id: messageId }), { method: 'POST', body: input });

export const retryReply = (messageId: number, replyId: number) =>
  api<Reply>(pathTo(PATHS.retry, { id: messageId, replyId }), { method: 'POST', body: {} });
