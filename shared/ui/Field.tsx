import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled input. Digits and ids are typed left-to-right inside the right-to-left page (DESIGN §10). */
export function Field({ label, hint, error, id, 'aria-describedby': describedBy, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  // the field's own note (error or hint) and whatever else the caller ties to the input (a tooltip)
  const describers = [hint || error ? `${inputId}-note` : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        {...input}
      />
      {(error || hint) && (
        <p
          id={`${inputId}-note`}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

export function TextAreaField({ label, id, ...area }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className={styles.field}>
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} className={`${styles.input} ${styles.area}`} {...area} />
    </div>
  );
}
