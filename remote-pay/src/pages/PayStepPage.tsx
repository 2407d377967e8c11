import '../i18n';
import { useTranslation } from '@topup/platform';
import { Card, PageFrame } from '@topup/shared/ui';

export { buildInfo } from '../buildInfo';

/** /pay-step: the payment step page frame (spec 01 §4 pay step machine). */
export default function PayStepPage() {
  const { t } = useTranslation('pay');
  return (
    <PageFrame title={t('payStep.title')} testId="page-pay-step">
      <Card>
        <p>{t('payStep.body')}</p>
      </Card>
    </PageFrame>
  );
}
