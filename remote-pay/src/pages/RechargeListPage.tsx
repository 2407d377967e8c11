import '../i18n';
import { useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import { Card, PageFrame } from '@topup/shared/ui';

export { buildInfo } from '../buildInfo';

/** /recharge-list: the accounts topped up from this device (spec 01 §3 recharge target records). */
export default function RechargeListPage() {
  const { t } = useTranslation('pay');
  return (
    <PageFrame title={t('rechargeList.title')} testId="page-recharge-list">
      <Card>
        <p>{t('rechargeList.empty')}</p>
      </Card>
      <Link to="/pay">{t('title')}</Link>
    </PageFrame>
  );
}
