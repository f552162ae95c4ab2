import { QueryClient } from '@tanstack/react-query';

/** No refetch interval, no refetch on focus, never stale, no retries (docs/product.md, "Data cache and API client"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
