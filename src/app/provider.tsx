import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface AppProviderProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** The app's context providers: i18n and the query cache. */
export function AppProvider({ queryClient, i18n, children }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
