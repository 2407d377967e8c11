import '../i18n';
import { useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import { Card, PageFrame } from '@topup/shared/ui';

export { buildInfo } from '../buildInfo';

/** /feedback-success: shown after a feedback is submitted (spec 02 §2). */
export default function FeedbackSuccessPage() {
  const { t } = useTranslation('feedback');
  return (
    <PageFrame title={t('success.title')} testId="page-feedback-success">
      <Card>
        <p>{t('success.body')}</p>
      </Card>
      <Link to="/pay">{t('success.back')}</Link>
    </PageFrame>
  );
}
