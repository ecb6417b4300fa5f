// The admin area's react-query client, with the defaults of product.md §7: no retry, no refetch on focus, data never goes
// stale by itself. (Public pages read through lib/read-store.ts.)
import { QueryClient } from '@tanstack/react-query';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
