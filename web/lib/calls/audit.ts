// The activity log, read a page at a time (the next page's cursor travels in a header), filtered by action.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AuditAction, AuditEntry, AuditGroup } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { apiWithHeaders } from '../api';

const PAGE_SIZE = 50;

/** `action`: '' for every action; `group`: the changes or the sign-ins, '' for everything (decision 0244). */
export const auditLogQuery = (action: AuditAction | '', group: AuditGroup | '' = '') =>
  infiniteQueryOptions({
    queryKey: ['audit', action, group],
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      if (action) query.set('action', action);
      if (group) query.set('group', group);
      const { body, headers } = await apiWithHeaders<AuditEntry[]>(`${API_PATHS.audit}?${query}`);
      return { items: body, nextCursor: headers.get('x-next-cursor') };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
