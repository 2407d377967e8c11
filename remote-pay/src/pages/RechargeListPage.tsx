import '../i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@topup/router';
import {
  useDispatch,
  useErrorText,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { appContextQuery } from '@topup/shared/domain/appContext';
import { Card, ErrorState, PageFrame } from '@topup/shared/ui';
import { chooseRecipient, verificationNeeded } from '../recipient/chooseRecipient';
import { lookupAccount } from '../recipient/lookupAccount';
import { loadRecentTargets } from '../recipient/recentTargets';
import { RecentTargetList } from '../recipient/RecentTargetList';
import { REFUSAL_KEY } from '../recipient/refusalText';
import { startPersistingPayState } from '../store/persist';
import { selectPay } from '../store/paySlice';
import styles from './RechargeListPage.module.css';

export { buildInfo } from '../buildInfo';

const VerifyCodeDialog = lazy(() =>
  import(/* webpackChunkName: "verify-dialog" */ '../recipient/VerifyCodeDialog').then((m) => ({
    default: m.VerifyCodeDialog,
  })),
);

/**
 * /recharge-list (spec 01 §2, §3, §6): the accounts topped up before — the logged-in user's own first, at
 * most 40. Picking one checks it again and opens the top-up page with it as the recipient.
 */
export default function RechargeListPage() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const pay = useSelector((s: RootState) => selectPay(s));
  const [problem, setProblem] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<UserLookup | null>(null);
  const call = pay.calls.recentTargets;

  useEffect(() => {
    startPersistingPayState();
    void dispatch(loadRecentTargets());
  }, [dispatch]);

  const toPay = () => void navigate({ pathname: '/pay', search: appContextQuery(search) });

  const pick = async (displayUid: number) => {
    setProblem(null);
    const outcome = await lookupAccount(String(displayUid));
    if (outcome.kind === 'refused') return setProblem(t(REFUSAL_KEY[outcome.refusal]));
    if (outcome.kind === 'failed') return setProblem(errorText(outcome.result, outcome.message));
    if (await dispatch(verificationNeeded(outcome.user))) return setVerifying(outcome.user);
    await dispatch(chooseRecipient(outcome.user));
    toPay();
  };

  return (
    <PageFrame
      title={t('rechargeList.title')}
      testId="page-recharge-list"
      contentReady={call.status === 'ok'}
    >
      <Card>
        <p className={styles.lead}>{t('rechargeList.lead')}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        {call.status === 'failed' ? (
          <ErrorState
            message={`${t('search.recentFailed')} ${errorText(call.result ?? -2, call.message)}`}
            retryLabel={t('retry')}
            onRetry={() => void dispatch(loadRecentTargets())}
          />
        ) : call.status !== 'ok' ? (
          <p className={styles.muted} aria-busy="true">
            {t('search.recentLoading')}
          </p>
        ) : pay.recentTargets.length === 0 ? (
          <p className={styles.muted}>{t('rechargeList.empty')}</p>
        ) : (
          <RecentTargetList
            records={pay.recentTargets}
            statuses={pay.userStatuses}
            showLastTime
            onPick={(r) => void pick(r.to_display_uid)}
          />
        )}
      </Card>
      <Link className={styles.link} to={{ pathname: '/pay', search: appContextQuery(search) }}>
        {t('rechargeList.back')}
      </Link>
      <Suspense fallback={null}>
        {verifying && (
          <VerifyCodeDialog user={verifying} onVerified={toPay} onClose={() => setVerifying(null)} />
        )}
      </Suspense>
    </PageFrame>
  );
}
