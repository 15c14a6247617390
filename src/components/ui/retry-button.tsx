import { useTranslation } from 'react-i18next';

/** "Try again", busy and disabled while `retrying` (a refetch under way), so a second tap cannot pile up requests. */
export function RetryButton({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean | undefined }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={onRetry}
      disabled={retrying}
      aria-busy={retrying}
    >
      {t('app.retry')}
    </button>
  );
}
