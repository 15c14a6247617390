import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/hooks/use-error-message';
import { keepsDataThroughFailure } from '@/lib/content/content-error';
import { ErrorState } from './error-state';

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown while the first fetch is under way; keep its height close to the content's. */
  placeholder?: ReactNode;
}

/**
 * Renders a query's data, a loading placeholder, or its localized failure with a retry. Data
 * that a refresh failed to replace for a passing reason (network, timeout, 5xx) stays on screen:
 * the saved-content notice says so.
 */
export function QueryState<T>({ query, children, placeholder }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  if (query.isPending) return placeholder ?? <p role="status">{t('app.loading')}</p>;
  if (query.isRefetchError && keepsDataThroughFailure(query)) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
