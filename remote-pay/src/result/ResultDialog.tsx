import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@topup/router';
import {
  overlays,
  useDispatch,
  useSelector,
  useTranslation,
  type AppDispatch,
  type RootState,
} from '@topup/platform';
import { feedbackLink } from '@topup/shared/domain/feedbackLink';
import { formatAmount } from '@topup/shared/domain/format';
import { resultDialogSpec } from '@topup/shared/domain/resultDialog';
import { groupTiersByAmount, lowerTier } from '@topup/shared/domain/tiers';
import { Button, CheckField, Modal } from '@topup/shared/ui';
import { RecipientBadge } from '../recipient/RecipientBadge';
import { payActions, selectPay } from '../store/paySlice';
import type { StepsApi } from '../steps/useSteps';
import { rememberOrderCard } from './cardFetch';
import { useLeaveCallback, useResultActions } from './useResultActions';
import styles from './ResultDialog.module.css';

/**
 * spec 01 §4 result dialogs: success, balance, expire, verify, highRisk, other (and Apple Pay unsupported),
 * each with exactly its buttons and tip. Every dialog names the order and links to the feedback page with
 * its id, so a problem can be reported about that order.
 */
export function ResultDialog({ steps, payDirect }: { steps: StepsApi; payDirect: () => void }) {
  const onAction = useResultActions(steps, payDirect);
  const leaveCallback = useLeaveCallback();
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const { search } = useLocation();
  const pay = useSelector((s: RootState) => selectPay(s));
  const r = pay.result;
  if (!r) return null;
  const lower = pay.chargeList ? lowerTier(groupTiersByAmount(pay.chargeList.list), r.amount) : null;
  const spec = resultDialogSpec(r.kind, { amount: r.amount, lowerAmount: lower, payType: r.payType });
  if (!spec) return null;
  // spec 01 §4: success with a card that is not remembered shows "remember this card"
  const fetched = pay.cardFetch.orderId === r.orderId ? pay.cardFetch.card : null;
  const card = fetched ?? r.card;
  const offerRemember = r.kind === 'success' && (card ? card.is_remember === 0 : r.newCard);

  return (
    <Modal
      title={t(spec.titleKey)}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable={false}
      showClose
      onCancel={() => onAction(r.kind === 'success' ? 'close' : 'understood')}
      testId={`result-${r.kind}`}
      initialFocus="dialog"
      footer={spec.buttons.map((b, i) => (
        <Button
          key={b.action}
          variant={i === 0 ? 'primary' : 'secondary'}
          onClick={() => onAction(b.action)}
          data-action={b.action}
        >
          {t(b.labelKey)} {b.amount !== undefined && <bdi>{formatAmount(b.amount)}</bdi>}
        </Button>
      ))}
    >
      <p className={styles.tip}>{t(spec.tipKey)}</p>
      <dl className={styles.facts}>
        {r.orderId && (
          <div>
            <dt>{t('result.orderId')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="result-order-id">
                {r.orderId}
              </bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('result.amount')}</dt>
          <dd>
            <bdi>{formatAmount(r.amount)}</bdi>
          </dd>
        </div>
        {pay.recipient && (
          <div>
            <dt>{t('result.to')}</dt>
            <dd>
              <RecipientBadge account={pay.recipient} size="small" />
            </dd>
          </div>
        )}
      </dl>
      {r.orderId && <RememberCard key={r.orderId} orderId={r.orderId} offer={offerRemember} />}
      {r.orderId && (
        <Link
          className={styles.report}
          to={feedbackLink(search, r.orderId, pay.recipient?.display_uid)}
          // the result is read: Back from the feedback page comes to the page, not to this result again
          onClick={() => {
            leaveCallback();
            dispatch(payActions.resultClosed());
          }}
        >
          {t('result.report')}
        </Link>
      )}
    </Modal>
  );
}

/**
 * "Remember this card" of a successful payment, decided when the dialog opens: ticking it must not make it
 * vanish (the card turns remembered under the user's finger), and unticking takes the choice back.
 */
function RememberCard({ orderId, offer }: { orderId: string; offer: boolean }) {
  const { t } = useTranslation('pay');
  const dispatch = useDispatch<AppDispatch>();
  const [shown] = useState(offer);
  const [checked, setChecked] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  if (!shown) return null;
  return (
    <CheckField
      label={t('result.remember')}
      checked={checked}
      onChange={(e) => {
        const wanted = e.target.checked;
        setChecked(wanted);
        void dispatch(rememberOrderCard(orderId, wanted)).then((held) => {
          // not saved (refused, or the card never came): the box says what is true, and the toast why
          if (held || !mounted.current) return;
          setChecked(!wanted);
          overlays.toast(t('result.rememberFailed'));
        });
      }}
      data-testid="remember-card"
    />
  );
}
