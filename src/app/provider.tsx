import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CONTENT_KEY } from '@/lib/query-client';

export interface AppProviderProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** Where saved content lives (`savedContentOptions`); without it nothing is saved or restored. */
  persistOptions?: Omit<PersistQueryClientOptions, 'queryClient'> | undefined;
  children: ReactNode;
}

/**
 * The app's context providers: i18n and the query cache. With `persistOptions` the cache is
 * restored from saved content first, and everything restored is asked for again at once: saved
 * content is shown immediately and replaced when the API answers (or kept, with its notice).
 */
export function AppProvider({ queryClient, i18n, persistOptions, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {persistOptions ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={() => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY, 'api'] })}
        >
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </I18nextProvider>
  );
}
