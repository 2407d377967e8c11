import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `link`: a button that reads as a link in running text (switch card, CVV tips, delete) */
  variant?: 'primary' | 'secondary' | 'link';
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${styles.button} ${styles[variant] ?? ''} ${className ?? ''}`}
      {...rest}
    />
  );
}
