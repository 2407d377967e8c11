import type { ReactNode } from 'react';
import styles from './PageFrame.module.css';

/** The frame every page renders inside the host layout: an Arabic title and its content. */
export function PageFrame({
  title,
  children,
  testId,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className={styles.page}
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
    >
      <h1 id={testId ? `${testId}-title` : undefined} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}
