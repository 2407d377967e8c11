import { useAppSelector, useTranslation } from '@topup/platform';
import { LoadingOverlay } from '@topup/shared/ui';
import { selectPayment } from '../checkout/selectors';

/** spec 01 §2 loading overlay with text: once, while the one payment in flight waits (never twice). */
export function PaymentOverlay() {
  const { t } = useTranslation('pay');
  const key = useAppSelector(selectPayment).loadingKey;
  return key ? <LoadingOverlay text={t(`loading.${key}`)} /> : null;
}
