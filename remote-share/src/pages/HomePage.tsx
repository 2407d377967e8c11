import '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from '@topup/platform';
import { Link, useLocation, useNavigate } from '@topup/router';
import { devicePlatform, homeIntent, type HomeTab } from '@topup/shared/domain/homeParams';
import { flavourFromHost, storeUrl } from '@topup/shared/domain/storeLinks';
import { Card, PageFrame, Spinner } from '@topup/shared/ui';
import { LegalLinks } from '../download/LegalLinks';
import { openUrl } from '../download/openExternal';
import { StoreLinks } from '../download/StoreLinks';
import { usePkgLinks } from '../download/usePkgLinks';
import { HomeTabs } from './HomeTabs';
import styles from './HomePage.module.css';

export { buildInfo } from '../buildInfo';

/**
 * / (index): the download page with its two tabs, 1 the main app and 2 its games variant (the ludo app),
 * the store buttons of each, and the URL's wishes of spec 02 §2 (tab, jump_app_store, jumpAppStore, info).
 */
export default function HomePage() {
  const { t } = useTranslation('share');
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const [intent] = useState(() =>
    homeIntent(search, hash, devicePlatform(navigator.userAgent, navigator.maxTouchPoints)),
  );
  const [tab, setTab] = useState<HomeTab>(intent.tab);
  const flavour = flavourFromHost(window.location.hostname);
  const appFlavour = tab === 2 ? 'ludo' : flavour;
  const links = usePkgLinks();
  const info = links.status === 'ok' ? (links.data ?? null) : null;

  useEffect(() => {
    if (intent.redirect) navigate(intent.redirect, { replace: true });
  }, [intent, navigate]);
  useEffect(() => {
    // once after start: the store the URL asked for, of the selected tab's app
    if (intent.openStore && info)
      openUrl(storeUrl(intent.openStore, intent.tab === 2 ? 'ludo' : flavour, info));
  }, [intent, info, flavour]);

  return (
    <PageFrame title={t('home.title')} testId="page-home">
      <HomeTabs tab={tab} onChange={setTab} />
      <Card>
        <div
          role="tabpanel"
          id={`home-panel-${tab}`}
          aria-labelledby={`home-tab-${tab}`}
          data-testid="home-panel"
        >
          <p className={styles.lead}>{tab === 1 ? t('home.lead') : t('home.gamesLead')}</p>
          {info && <StoreLinks flavour={appFlavour} info={info} />}
          {(links.status === 'loading' || links.status === 'idle') && <Spinner label={t('home.loading')} />}
          {links.status === 'failed' && (
            <p role="alert" className={styles.failed}>
              {t('home.linksFailed')}
            </p>
          )}
        </div>
      </Card>
      <Link className={styles.topup} to="/pay">
        {t('home.topup')}
      </Link>
      <LegalLinks flavour={flavour} info={info} />
    </PageFrame>
  );
}
