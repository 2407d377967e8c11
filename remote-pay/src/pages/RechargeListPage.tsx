import '../i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@topup/router';
import { useAppDispatch, useAppSelector, useCall, useErrorText, useTranslation } from '@topup/platform';
import type { UserLookup } from '@topup/shared/contract';
import { appContextQuery } from '@topup/shared/domain/appContext';
import { Card, ErrorState, PageFrame } from '@topup/shared/ui';
import { startRemote } from '../checkout/startRemote';
import { chooseRecipient } from '../checkout/chooseRecipient';
import { lookupAccount } from '../recipient/lookupAccount';
import { recentTargetsCall, refreshRecentTargets } from '../recipient/recentTargets';
import { RecentTargetList } from '../recipient/RecentTargetList';
import { selectHistory } from '../recipient/recipientSlice';
import { REFUSAL_KEY } from '../recipient/refusalText';
import { verificationNeeded } from '../recipient/verificationNeeded';
import styles from './RechargeListPage.module.css';
import { withLaterTexts } from '../i18n';

export { buildInfo } from '../buildInfo';

const VerifyCodeDialog = lazy(() =>
  withLaterTexts(import(/* webpackChunkName: "verify-dialog" */ '../recipient/VerifyCodeDialog')).then(
    (m) => ({
      default: m.VerifyCodeDialog,
    }),
  ),
);

/**
 * /recharge-list (spec 01 §2, §3, §6): the accounts topped up before — the logged-in user's own first, at
 * most 40. Picking one checks it again and opens the top-up page with it as the recipient.
 */
export default function RechargeListPage() {
  const { t } = useTranslation('pay');
  const errorText = useErrorText();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const history = useAppSelector(selectHistory);
  const [problem, setProblem] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<UserLookup | null>(null);

  useEffect(() => {
    dispatch(startRemote());
    void dispatch(refreshRecentTargets());
  }, [dispatch]);
  const recent = useCall(recentTargetsCall, { history }, { ask: 'never' });

  const toPay = () => void navigate({ pathname: '/pay', search: appContextQuery(search) });
  const choose = async (user: UserLookup) => {
    await dispatch(chooseRecipient(user));
    toPay();
  };

  const pick = async (displayUid: number) => {
    setProblem(null);
    const outcome = await dispatch(lookupAccount(String(displayUid)));
    if (outcome.kind === 'refused') return setProblem(t(REFUSAL_KEY[outcome.refusal]));
    if (outcome.kind === 'failed') return setProblem(errorText(outcome.result, outcome.message));
    if (dispatch(verificationNeeded(outcome.user))) return setVerifying(outcome.user);
    await choose(outcome.user);
  };

  return (
    <PageFrame
      title={t('rechargeList.title')}
      testId="page-recharge-list"
      contentReady={recent.status === 'ok'}
    >
      <Card>
        <p className={styles.lead}>{t('rechargeList.lead')}</p>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        {recent.isError ? (
          <ErrorState
            message={`${t('search.recentFailed')} ${errorText(recent.result ?? -2, recent.message)}`}
            retryLabel={t('retry')}
            onRetry={() => void recent.refetch()}
          />
        ) : recent.status !== 'ok' ? (
          <p className={styles.muted} aria-busy="true">
            {t('search.recentLoading')}
          </p>
        ) : !recent.data?.length ? (
          <p className={styles.muted}>{t('rechargeList.empty')}</p>
        ) : (
          <RecentTargetList records={recent.data} showLastTime onPick={(r) => void pick(r.to_display_uid)} />
        )}
      </Card>
      <Link className={styles.link} to={{ pathname: '/pay', search: appContextQuery(search) }}>
        {t('rechargeList.back')}
      </Link>
      <Suspense fallback={null}>
        {verifying && (
          <VerifyCodeDialog user={verifying} onVerified={choose} onClose={() => setVerifying(null)} />
        )}
      </Suspense>
    </PageFrame>
  );
}
