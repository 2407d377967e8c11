import styles from './ErrorState.module.css';

/** A failure the user can act on: what happened, in Arabic, and a retry. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.box} role="alert" data-testid="error-state">
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
