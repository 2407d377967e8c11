import '../i18n';
import { useTranslation } from '@topup/platform';
import { PayFlow } from '../flow/PayFlow';

export { buildInfo } from '../buildInfo';

/** /pay and /recharge (spec 01 §2): whom to pay, the tier and the channel, then pay; and the callback. */
export default function PayPage() {
  const { t } = useTranslation('pay');
  return <PayFlow title={t('title')} testId="page-pay" />;
}
