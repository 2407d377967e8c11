import { useId, type InputHTMLAttributes } from 'react';
import styles from './CheckField.module.css';

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A checkbox and its label, one 44 px tall target ("remember this card"). */
export function CheckField({ label, id, ...input }: CheckFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <label className={styles.check} htmlFor={inputId}>
      <input id={inputId} type="checkbox" {...input} />
      {label}
    </label>
  );
}
