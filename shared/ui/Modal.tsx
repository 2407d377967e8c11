import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus';
import styles from './Modal.module.css';

export interface ModalProps {
  /** Text, or text with numbers and card numbers kept left to right inside it (<bdi>). */
  title?: ReactNode;
  children?: ReactNode;
  closeLabel: string;
  /** Whether a tap on the mask (or Escape) cancels the modal. */
  maskClosable: boolean;
  showClose: boolean;
  onCancel: () => void;
  footer?: ReactNode;
  /** 'alertdialog' for a question the user must answer (exit confirm, delete confirm). */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  /** Where the focus goes when it opens: the first field or button (default), or the dialog itself. */
  initialFocus?: 'first' | 'dialog';
}

/**
 * Where the focus goes when a dialog closes: back to what had it, when it is still on the page and can take
 * it; else to the page's next sensible control (marked `data-return-focus`, e.g. the pay button) or its
 * heading, so a keyboard user never starts again from the top of the page — nor from the page itself
 * (`<body>`), where the next Tab would go. Each one is tried until one has really taken the focus: an
 * element can be on the page and still refuse it (disabled meanwhile, not drawn yet).
 */
export function returnFocus(previous: HTMLElement | null, doc: Document = document): void {
  const active = doc.activeElement;
  // another dialog or field took the focus meanwhile: leave it there
  if (active instanceof HTMLElement && active !== doc.body && active.isConnected) return;
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (heading && heading.tabIndex < 0 && !heading.hasAttribute('tabindex'))
    heading.setAttribute('tabindex', '-1');
  const candidates = [
    previous?.isConnected && !previous.closest('[hidden], [inert]') ? previous : null,
    ...doc.querySelectorAll<HTMLElement>('[data-return-focus]:not([disabled])'),
    heading,
  ];
  for (const target of candidates) {
    if (!target) continue;
    target.focus();
    if (doc.activeElement === target) return;
  }
}

/**
 * A real dialog: rendered above the page, focus moves into it, Tab stays inside it, and when it closes the
 * focus goes back to what had it before (usually the button that opened it). Escape and the mask cancel
 * it when `maskClosable`.
 */
export function Modal({
  title,
  children,
  closeLabel,
  maskClosable,
  showClose,
  onCancel,
  footer,
  role = 'dialog',
  testId,
  initialFocus = 'first',
}: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // the latest handler, without re-running the focus effect on every render of the caller
  const cancel = useRef(onCancel);
  useLayoutEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    const root = dialog.current;
    if (root) {
      const target =
        initialFocus === 'first' ? (focusableIn(root).find((el) => !el.dataset.modalClose) ?? root) : root;
      target.focus();
    }
    // the cleanup runs once the close has been committed: the page under the dialog is the new one
    return () => returnFocus(previous);
    // opening and closing only: the dialog keeps its focus while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!maskClosable) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maskClosable]);

  return createPortal(
    <div
      className={styles.mask}
      data-testid="modal-mask"
      onClick={maskClosable ? () => cancel.current() : undefined}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (dialog.current) trapTab(dialog.current, e);
        }}
      >
        {showClose && (
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            data-modal-close="true"
            onClick={() => cancel.current()}
          >
            ×
          </button>
        )}
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
