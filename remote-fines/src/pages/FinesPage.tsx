import '../i18n';
import { useTranslation } from '@topup/platform';
import { Card, PageFrame } from '@topup/shared/ui';
import { FineLookup } from '../lookup/FineLookup';
import styles from './FinesPage.module.css';

export { buildInfo } from '../buildInfo';

const RULES = ['rules.lifted', 'rules.doubles', 'rules.pending', 'rules.refresh'] as const;

/** /fines: the ban-fine page frame and its rules (spec 02 §2). */
export default function FinesPage() {
  const { t } = useTranslation('fines');
  return (
    <PageFrame title={t('title')} testId="page-fines">
      <Card>
        <FineLookup />
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
