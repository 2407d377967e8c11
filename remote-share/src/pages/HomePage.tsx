import '../i18n';
import { useState } from 'react';
import { useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import { Card, PageFrame } from '@topup/shared/ui';
import styles from './HomePage.module.css';

export { buildInfo } from '../buildInfo';

const STORES = ['android', 'huawei', 'apple', 'google'] as const;

/** / (index): the download page with its two tabs, 1 the main app and 2 its games variant (spec 02 §2). */
export default function HomePage() {
  const { t } = useTranslation('share');
  const [tab, setTab] = useState<1 | 2>(1);
  return (
    <PageFrame title={t('home.title')} testId="page-home">
      <div className={styles.tabs} role="tablist">
        {([1, 2] as const).map((n) => (
          <button
            key={n}
            type="button"
            role="tab"
            aria-selected={tab === n}
            className={styles.tab}
            onClick={() => setTab(n)}
          >
            {n === 1 ? t('home.tabs.app') : t('home.tabs.games')}
          </button>
        ))}
      </div>
      <Card>
        <p className={styles.lead}>{tab === 1 ? t('home.lead') : t('home.gamesLead')}</p>
        <div className={styles.stores}>
          {STORES.map((s) => (
            <span key={s} className={styles.store}>
              {t(`home.${s}`)}
            </span>
          ))}
        </div>
      </Card>
      <Link className={styles.topup} to="/pay">
        {t('home.topup')}
      </Link>
    </PageFrame>
  );
}
