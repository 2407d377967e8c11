import { Link, useLocation } from '@topup/router';
import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { feedbackLink } from '@topup/shared/domain/feedbackLink';
import { formatAmount } from '@topup/shared/domain/format';
import { resultDialogSpec } from '@topup/shared/domain/resultDialog';
import { Button, LtrNumber, Modal } from '@topup/shared/ui';
import { checkoutActions } from '../checkout/checkoutSlice';
import { resultAction } from '../checkout/resultActions';
import { selectResult, selectResultCard, selectResultLowerTier } from '../checkout/resultSelectors';
import { useLeaveCallback } from '../address/useLeaveCallback';
import { RecipientBadge } from '../recipient/RecipientBadge';
import { selectRecipient } from '../recipient/recipientSlice';
import { RememberCard } from './RememberCard';
import styles from './ResultDialog.module.css';

/**
 * spec 01 §4 result dialogs: success, balance, expire, verify, highRisk, other (and Apple Pay unsupported),
 * each with exactly its buttons and tip. Every dialog names the order and links to the feedback page with
 * its id, so a problem can be reported about that order.
 */
export function ResultDialog() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const leaveCallback = useLeaveCallback();
  const { search } = useLocation();
  const r = useAppSelector(selectResult);
  const card = useAppSelector(selectResultCard);
  const lower = useAppSelector(selectResultLowerTier);
  const recipient = useAppSelector(selectRecipient);
  if (!r) return null;
  const spec = resultDialogSpec(r.kind, { amount: r.amount, lowerAmount: lower, payType: r.payType });
  if (!spec) return null;
  // spec 01 §4: success with a card that is not remembered shows "remember this card"
  const offerRemember = r.kind === 'success' && (card ? card.is_remember === 0 : r.newCard);
  return (
    <Modal
      title={t(spec.titleKey)}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable={false}
      showClose
      onCancel={() => void dispatch(resultAction(r.kind === 'success' ? 'close' : 'understood'))}
      testId={`result-${r.kind}`}
      initialFocus="dialog"
      footer={spec.buttons.map((b, i) => (
        <Button
          key={b.action}
          variant={i === 0 ? 'primary' : 'secondary'}
          onClick={() => void dispatch(resultAction(b.action))}
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
              <LtrNumber data-testid="result-order-id">{r.orderId}</LtrNumber>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('result.amount')}</dt>
          <dd>
            <bdi>{formatAmount(r.amount)}</bdi>
          </dd>
        </div>
        {recipient && (
          <div>
            <dt>{t('result.to')}</dt>
            <dd>
              <RecipientBadge account={recipient} size="small" />
            </dd>
          </div>
        )}
      </dl>
      {r.orderId && <RememberCard key={r.orderId} orderId={r.orderId} offer={offerRemember} />}
      {r.orderId && (
        <Link
          className={styles.report}
          to={feedbackLink(search, r.orderId, recipient?.display_uid)}
          // the result is read: Back from the feedback page comes to the page, not to this result again
          onClick={() => {
            leaveCallback();
            dispatch(checkoutActions.resultClosed());
          }}
        >
          {t('result.report')}
        </Link>
      )}
    </Modal>
  );
}
