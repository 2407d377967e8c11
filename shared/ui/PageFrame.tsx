import type { ReactNode } from 'react';
import { useContentReady } from './contentReady';
import styles from './PageFrame.module.css';

/**
 * The frame every page renders inside the host layout: an Arabic title and its content. `contentReady`
 * (default true) says the page's main content is usable; the first time it is, `content-ready` is marked.
 */
export function PageFrame({
  title,
  children,
  testId,
  contentReady = true,
}: {
  title: string;
  children?: ReactNode;
  testId?: string;
  contentReady?: boolean;
}) {
  useContentReady(contentReady);
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
