import { useTranslation } from 'react-i18next';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** The localized message, already complete ("Failed to fetch announcement: …"). */
  message: string;
  /** Called by the retry button; omit to show no button. */
  onRetry?: () => void;
  /** True while a retry is under way (the button is disabled and says so). */
  retrying?: boolean;
}

/** A failure the visitor can read, announced as an alert, with a retry that works. */
export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
