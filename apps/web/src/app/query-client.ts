// The data cache of the app, with the spec §9 settings.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_GC_TIME_MS = 600_000;
export const QUERY_RETRIES = 2;

/**
 * The spec's two retries, for failures a retry can mend (the network, the server, a timeout or a
 * rate limit). The server's refusal of the request itself (a 4xx: bad input, not found, forbidden)
 * would only come back the same, three times over, while the screen says it is loading.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return error.status === 408 || error.status === 429;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
