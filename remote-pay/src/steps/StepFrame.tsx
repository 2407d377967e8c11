import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@topup/platform';
import { Card } from '@topup/shared/ui';
import styles from './StepFrame.module.css';

/** A pay step: its title, a back button (spec 01 §4: Back returns to the previous step), its content. */
export function StepFrame({
  title,
  onBack,
  children,
  testId,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('pay');
  const heading = useRef<HTMLHeadingElement>(null);
  // a step replaces what had the focus (the pay button, a card's button): the focus moves to its title,
  // so keyboard and screen-reader users continue from the step, not from the top of the page
  useEffect(() => {
    if (!heading.current?.closest('section')?.contains(document.activeElement)) heading.current?.focus();
  }, []);
  return (
    <Card>
      <section className={styles.step} aria-labelledby={`${testId}-title`} data-testid={testId}>
        <div className={styles.head}>
          <button type="button" className={styles.back} onClick={onBack}>
            <span aria-hidden="true">→</span> {t('steps.back')}
          </button>
          <h2 id={`${testId}-title`} className={styles.title} ref={heading} tabIndex={-1}>
            {title}
          </h2>
        </div>
        {children}
      </section>
    </Card>
  );
}
