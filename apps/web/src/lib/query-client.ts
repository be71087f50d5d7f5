import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { getLanguage, subscribeToLanguage } from './i18n/language.ts';

const MAX_RETRIES = 2;

/** Client errors (4xx) will fail the same way again; only server and network trouble is worth a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // Menu names and the server's texts come in the reader's language: a switch reads them again.
  let shown = getLanguage();
  subscribeToLanguage(() => {
    if (getLanguage() === shown) return;
    shown = getLanguage();
    void client.invalidateQueries();
  });
  return client;
}
