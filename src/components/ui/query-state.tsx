import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ErrorState } from './error-state';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while the first fetch is under way; keep its height close to the content's. */
  placeholder?: ReactNode;
}

/** Renders a query's data, a loading placeholder, or its localized failure with a retry. */
export function QueryState<T>({ query, children, placeholder }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) return placeholder ?? <p role="status">{t('app.loading')}</p>;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}
