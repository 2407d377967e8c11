import '../i18n';
import { useTranslation } from '@topup/platform';
import { PayFlow } from '../flow/PayFlow';

export { buildInfo } from '../buildInfo';

/**
 * /pay-step (spec 01 §2): the same top-up flow under the "complete the payment" title, for the app to open
 * straight at a step (PayChildPage) and as a return page of the providers.
 */
export default function PayStepPage() {
  const { t } = useTranslation('pay');
  return <PayFlow title={t('payStep.title')} testId="page-pay-step" />;
}
