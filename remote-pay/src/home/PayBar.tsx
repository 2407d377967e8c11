import { useEffect } from 'react';
import { appContext, useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { channelKind } from '@topup/shared/domain/payTypes';
import { needsSafariHandoff } from '@topup/shared/domain/applePayHandoff';
import { isEmbeddedApplePayType } from '@topup/shared/domain/payTypes';
import { formatAmount } from '@topup/shared/domain/format';
import { Button } from '@topup/shared/ui';
import { readyApplePaySheet } from '../checkout/applePayReady';
import { applePaySessionWithSdk } from '../checkout/applePaySession';
import { pressPay } from '../checkout/intents';
import { selectPayTarget, selectPayType, selectPayment } from '../checkout/selectors';
import { RecipientBadge } from '../recipient/RecipientBadge';
import { selectRecipient } from '../recipient/recipientSlice';
import { selectCurrentAmount } from '../tiers/tiersSlice';
import { EmbeddedSlot } from './EmbeddedSlot';
import styles from './PayBar.module.css';

/**
 * The pay button with the recipient named right beside it (wrong-recipient protection): avatar, nickname
 * and id of the account being topped up. Without a checked recipient, a tier and a channel there is
 * nothing to pay, and the button says what is missing.
 */
export function PayBar() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const recipient = useAppSelector(selectRecipient);
  const amount = useAppSelector(selectCurrentAmount);
  const payType = useAppSelector(selectPayType);
  const busy = useAppSelector(selectPayment).status !== 'idle';
  // what the tap pays: a checked recipient, a tier, and a channel shown (so not before the package info
  // that decides the channels, tiers/tiersSlice.ts) — the same the tap itself needs (checkout/intents.ts)
  const ready = useAppSelector(selectPayTarget) !== null;
  const applePayChosen = payType !== null && channelKind(payType) === 'applePay';
  const recipientUid = recipient?.uid ?? null;
  const handoff = applePayChosen && needsSafariHandoff(appContext);
  // type 31: Apple's button embedded in place of the pay button (not in the app's webview, which hands
  // Apple Pay to Safari); it readies what its tap needs itself
  const embedded = payType !== null && isEmbeddedApplePayType(payType) && !handoff;
  useEffect(() => {
    // what the tap needs is ready before it: the sheet's code, and where the browser
    // has no ApplePaySession, Apple's SDK (not in the app's webview: that hands Apple Pay to Safari)
    if (!applePayChosen || payType === null || handoff || embedded) return;
    let live = true;
    void applePaySessionWithSdk().then((Session) => {
      if (live && Session) void dispatch(readyApplePaySheet(payType, recipientUid));
    });
    return () => {
      live = false;
    };
  }, [applePayChosen, payType, recipientUid, handoff, embedded, dispatch]);
  const payButton = (
    <Button
      className={styles.pay}
      disabled={!ready || busy}
      onClick={() => void dispatch(pressPay())}
      data-testid="pay-button"
      data-return-focus="true"
    >
      {t('payBar.pay')} {amount !== null && <bdi>{formatAmount(amount)}</bdi>}
    </Button>
  );
  return (
    <div className={styles.bar} data-testid="pay-bar">
      <div className={styles.to}>
        <span className={styles.label}>{t('payBar.to')}</span>
        {recipient ? (
          <RecipientBadge account={recipient} size="small" />
        ) : (
          <span className={styles.missing}>{t('payBar.noRecipient')}</span>
        )}
      </div>
      {embedded ? (
        <EmbeddedSlot payType={payType} recipientUid={recipientUid} enabled={ready} fallback={payButton} />
      ) : (
        payButton
      )}
    </div>
  );
}
