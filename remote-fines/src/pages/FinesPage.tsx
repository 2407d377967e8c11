import '../i18n';
import { useTranslation } from '@topup/platform';
import { useLocation } from '@topup/router';
import { FINE_ORDER_PARAM } from '@topup/shared/domain/fineReturn';
import { readParam } from '@topup/shared/domain/urlParams';
import { Card, PageFrame } from '@topup/shared/ui';
import { FineLookup } from '../lookup/FineLookup';
import styles from './FinesPage.module.css';

export { buildInfo } from '../buildInfo';

const RULES = ['rules.lifted', 'rules.doubles', 'rules.pending', 'rules.refresh'] as const;

/** /fines: the ban-fine page frame and its rules (spec 02 §2). */
export default function FinesPage() {
  const { t } = useTranslation('fines');
  const { search, hash } = useLocation();
  // the account and, back from the payment page, the order (spec 02 §2: "or comes from the query")
  const linkId = readParam(search, hash, 'uid') ?? readParam(search, hash, 'id');
  const linkInvalid = linkId !== undefined && !/^[0-9]{1,20}$/.test(linkId);
  const initialId = linkInvalid ? '' : (linkId ?? '');
  const paidOrder = readParam(search, hash, FINE_ORDER_PARAM) ?? null;
  return (
    <PageFrame title={t('title')} testId="page-fines">
      <Card>
        {linkInvalid && (
          <p className={styles.linkInvalid} role="alert">
            {t('link.invalid')}
          </p>
        )}
        <FineLookup initialId={initialId} paidOrder={paidOrder} />
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('rules.title')}</h2>
        <ol className={styles.rules}>
          {RULES.map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ol>
      </Card>
    </PageFrame>
  );
}
