import { useAppDispatch, useAppSelector, useTranslation } from '@topup/platform';
import { formatAmount } from '@topup/shared/domain/format';
import { Button, LtrNumber, Modal } from '@topup/shared/ui';
import { checkoutActions, selectCheckout } from '../checkout/checkoutSlice';
import styles from './FlowNotices.module.css';

/**
 * Paying the same account the same amount again within 10 minutes: the dialog
 * names the paid order; not paying is the first choice, paying again a conscious second tap.
 */
export function RepeatPaymentDialog() {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const prompt = useAppSelector(selectCheckout).prompt;
  if (!prompt) return null;
  const { paid } = prompt;
  const answer = (payAgain: boolean) => dispatch(checkoutActions.promptAnswered({ payAgain }));
  return (
    <Modal
      title={t('repeat.title')}
      closeLabel={t('overlay.close', { ns: 'common' })}
      maskClosable
      showClose={false}
      role="alertdialog"
      onCancel={() => answer(false)}
      testId="repeat-payment"
      footer={
        <>
          <Button onClick={() => answer(false)}>{t('repeat.keep')}</Button>
          <Button variant="secondary" onClick={() => answer(true)} data-testid="pay-again">
            {t('repeat.payAgain')} <bdi>{formatAmount(paid.amount)}</bdi>
          </Button>
        </>
      }
    >
      <p>{t('repeat.body', { amount: formatAmount(paid.amount) })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('result.orderId')}</dt>
          <dd>
            <LtrNumber data-testid="repeat-order-id">{paid.order_id}</LtrNumber>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
