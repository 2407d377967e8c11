import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { PageFrame, Spinner } from '@topup/shared/ui';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import { selectStep, selectStepUnder } from '../checkout/selectors';
import { startPayPage } from '../checkout/start';
import { watchOtherTabs } from '../checkout/tabs';
import { watchPageRestored } from '../checkout/restored';
import { PayHome } from '../home/PayHome';
import { selectHomeReady } from '../tiers/tiersSlice';
import { childPageOf } from '../address/address';
import { OtherTabNotice } from './OtherTabNotice';
import { PaymentOverlay } from './PaymentOverlay';
import { ResumePanel } from './ResumePanel';
import { useCheckoutAddress } from '../address/useCheckoutAddress';
import styles from './PayFlow.module.css';
import { withLaterTexts } from '../i18n';

// Everything after the pay button is its own chunk ("pay-steps"): the home of /pay carries none of it.
const PaySteps = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "pay-steps" */ './PaySteps')).then((m) => ({
    default: m.PaySteps,
  })),
);
const FlowDialogs = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "pay-steps" */ './FlowDialogs')).then((m) => ({
    default: m.FlowDialogs,
  })),
);
const ResultDialog = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "result-dialog" */ '../result/ResultDialog')).then((m) => ({
    default: m.ResultDialog,
  })),
);

function StepLoading() {
  const { t } = useTranslation('pay');
  return (
    <div className={styles.stepLoading}>
      <Spinner label={t('loading.step')} />
    </div>
  );
}

/**
 * The top-up flow of /pay, /recharge and /pay-step (spec 01 §2, §4): home (whom, what, how), then the
 * step the checkout is on, its dialogs, the result, and the callback of a provider's redirect. It only
 * renders what the checkout holds; what the user does goes to the checkout as intents.
 */
export function PayFlow({ title, testId }: { title: string; testId: string }) {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const under = useAppSelector(selectStepUnder);
  const { result, resume, exitFrom, expiredCard, prompt, verifyFor } = useAppSelector(selectCheckout);
  const homeReady = useAppSelector(selectHomeReady);

  useEffect(() => {
    // once per visit of the page: the steps from the address it opened with, then the page's calls
    dispatch(checkoutActions.pageOpened(childPageOf(window.location.search, window.location.hash)));
    void dispatch(startPayPage());
    const stopTabs = dispatch(watchOtherTabs());
    const stopRestored = dispatch(watchPageRestored());
    return () => {
      stopTabs();
      stopRestored();
    };
  }, [dispatch]);
  useCheckoutAddress();

  const home = under === 'HOME';
  return (
    <PageFrame title={title} testId={testId} contentReady={homeReady}>
      <OtherTabNotice />
      {home && resume && <ResumePanel />}
      {home && !resume && <PayHome />}
      {step !== 'HOME' && (
        <Suspense fallback={home ? null : <StepLoading />}>
          <PaySteps />
        </Suspense>
      )}
      {/* the popups wait for their chunk on their own: the step under them must not be hidden meanwhile
          (a hidden step loses its card fields, which live in a layout effect) */}
      <Suspense fallback={null}>
        {(exitFrom || expiredCard || prompt || verifyFor) && <FlowDialogs />}
      </Suspense>
      <Suspense fallback={null}>{result && <ResultDialog />}</Suspense>
      <PaymentOverlay />
    </PageFrame>
  );
}
