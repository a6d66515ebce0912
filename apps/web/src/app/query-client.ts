// The data cache of the app, with the spec §9 settings.
import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_GC_TIME_MS = 600_000;
export const QUERY_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRIES,
        refetchOnWindowFocus: false,
      },
    },
  });
}
