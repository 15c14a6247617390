import { RetryButton } from './retry-button';
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
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? <RetryButton onRetry={onRetry} retrying={retrying} /> : null}
    </div>
  );
}
