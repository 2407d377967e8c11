import '../i18n';
import { useTranslation } from '@topup/platform';
import { Button, Card, PageFrame } from '@topup/shared/ui';
import { LastRoom } from '../room/LastRoom';

export { buildInfo } from '../buildInfo';

/** /share.html: the room invitation page frame (spec 02 §2). */
export default function SharePage() {
  const { t } = useTranslation('share');
  return (
    <PageFrame title={t('share.title')} testId="page-share">
      <Card>
        <p>{t('share.lead')}</p>
        <LastRoom />
      </Card>
      <Button>{t('share.open')}</Button>
      <Button variant="secondary">{t('share.download')}</Button>
    </PageFrame>
  );
}
