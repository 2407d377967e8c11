import type { HTMLAttributes } from 'react';
import styles from './LtrNumber.module.css';

/**
 * An order id, a masked card number, an account id or a date inside Arabic text: left to right, isolated
 * from the text around it (DESIGN §10), and on one line in every engine. Some break a long run of digits
 * and asterisks where the box is narrow; here the sentence around it wraps instead. Only a number longer
 * than the whole line (at a large text size) breaks, rather than run off the screen (README "Text size").
 */
export function LtrNumber({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <bdi dir="ltr" className={className ? `${styles.number} ${className}` : styles.number} {...rest} />;
}
