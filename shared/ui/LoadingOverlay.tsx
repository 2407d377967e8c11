import { Spinner } from './Spinner';
import styles from './LoadingOverlay.module.css';

export function LoadingOverlay({ text }: { text: string }) {
  return (
    <div className={styles.mask} role="alert" aria-busy="true">
      <div className={styles.box}>
        <Spinner label={text} />
        <span>{text}</span>
      </div>
    </div>
  );
}
