import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

export interface ModalProps {
  title?: string;
  children?: ReactNode;
  closeLabel: string;
  /** Whether a tap on the mask (or Escape) cancels the modal. */
  maskClosable: boolean;
  showClose: boolean;
  onCancel: () => void;
  footer?: ReactNode;
}

export function Modal({
  title,
  children,
  closeLabel,
  maskClosable,
  showClose,
  onCancel,
  footer,
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
    if (!maskClosable) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maskClosable, onCancel]);
  return (
    <div className={styles.mask} data-testid="modal-mask" onClick={maskClosable ? onCancel : undefined}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        {showClose && (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onCancel}>
            ×
          </button>
        )}
        {title && <h2 className={styles.title}>{title}</h2>}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
