/**
 * The TanStack Query client. Retries are off here because the HTTP client already retries the
 * failures worth retrying (network, timeout, 5xx) within its deadline; a second layer would
 * multiply the wait past the 25 s DESIGN.md allows.
 */
import { QueryClient } from '@tanstack/react-query';

/** How long fetched content counts as fresh, in milliseconds. */
export const STALE_TIME_MS = 5 * 60_000;

/** Creates the app's query client (one per page load; tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
