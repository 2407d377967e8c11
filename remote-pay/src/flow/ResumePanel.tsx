import { useAppDispatch, useAppSelector, useTranslation, type AppThunk } from '@topup/platform';
import { Button, Card, LtrNumber } from '@topup/shared/ui';
import { selectCheckout } from '../checkout/checkoutSlice';
import { lazyThunk } from '../checkout/lazy';
import styles from './FlowNotices.module.css';
import { withLaterTexts } from '../i18n';

/**
 * Its buttons' thunks come with the resume's own code (the "result-dialog" chunk, already loaded when the
 * panel shows): the page's first render carries none of the pipeline's order calls.
 */
const resumeAction = (pick: (m: typeof import('../checkout/resumeCancel')) => AppThunk<Promise<void>>) =>
  lazyThunk(() =>
    withLaterTexts(import(/* webpackChunkName: "result-dialog" */ '../checkout/resumeCancel')).then(pick),
  );

/**
 * The attempt a reload interrupted, still undecided: a waiting state that resolves on its own (never the
 * card form again). An order left on the provider's page can be finished there or cancelled from here.
 */
export function ResumePanel() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const resume = useAppSelector(selectCheckout).resume;
  if (!resume) return null;
  const onProvider = resume.orderStatus === 'challenge' || resume.orderStatus === 'redirect';
  return (
    <Card>
      <section className={styles.resume} aria-labelledby="resume-title" data-testid="resume-panel">
        <h2 id="resume-title" className={styles.title}>
          {t('resume.title')}
        </h2>
        <p role="status">
          {resume.status === 'checking'
            ? t('loading.checkingResult')
            : onProvider
              ? t('resume.onProvider')
              : t('resume.waiting')}
        </p>
        <progress className={styles.progress} aria-label={t('loading.checkingResult')} />
        {resume.orderId && (
          <p className={styles.order}>
            {t('result.orderId')} <LtrNumber data-testid="resume-order-id">{resume.orderId}</LtrNumber>
          </p>
        )}
        {onProvider && resume.continueUrl && (
          <Button
            onClick={() => void dispatch(resumeAction((m) => m.continueResumed()))}
            data-testid="resume-continue"
          >
            {t('resume.continue')}
          </Button>
        )}
        {onProvider && (
          <Button
            variant="secondary"
            onClick={() => void dispatch(resumeAction((m) => m.cancelResumed()))}
            data-testid="resume-cancel"
          >
            {t('resume.cancel')}
          </Button>
        )}
      </section>
    </Card>
  );
}
