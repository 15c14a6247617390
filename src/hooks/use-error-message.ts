import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_ERROR_MESSAGE_KEY, toContentError } from '@/lib/content/content-error';

/** Returns a function that turns any failure into its localized one-line message. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => t(CONTENT_ERROR_MESSAGE_KEY[toContentError(error).kind]), [t]);
}
