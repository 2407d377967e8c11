import '../i18n';
import { useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import { Card, PageFrame } from '@topup/shared/ui';

export { buildInfo } from '../buildInfo';

/** /link-expired: the link-expired page (spec 02 §2): a shared room that is gone, an old link. */
export default function LinkExpiredPage() {
  const { t } = useTranslation('share');
  return (
    <PageFrame title={t('expired.title')} testId="page-link-expired">
      <Card>
        <p>{t('expired.body')}</p>
      </Card>
      <Link to="/">{t('expired.home')}</Link>
    </PageFrame>
  );
}
