import type { ToastPhase } from '../domain/toast';
import styles from './Toast.module.css';

export function Toast({ text, phase }: { text: string; phase: ToastPhase }) {
  if (phase === 'gone') return null;
  return (
    <div
      className={`${styles.toast} ${phase === 'fading' ? styles.fading : ''}`}
      role="status"
      aria-live="polite"
    >
      {text}
    </div>
  );
}
