import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { appContext, addTranslations, runtimeConfig, type RootState } from '@topup/platform';
import {
  apiBase,
  bridgeState,
  deviceId,
  position,
  rejectedApiBase,
  selectLoadedRemotes,
} from '@topup/platform/src/hostSide';
import { Card, PageFrame } from '@topup/shared/ui';
import diagnostics from '@topup/shared/i18n/ar/diagnostics.json';
import styles from './TestPage.module.css';
import { ReleaseRows } from './ReleaseRows';
import { SecurityReports } from './SecurityReports';

// the page's own texts come with its chunk: no other route downloads them
addTranslations('diagnostics', diagnostics);

/** spec 02 §2 /test: diagnostics for support and testers. */
export default function TestPage() {
  const { t } = useTranslation('diagnostics');
  const remotes = useSelector((s: RootState) => selectLoadedRemotes(s));
  // undefined while the position call (and its retries) runs, null when it failed
  const [country, setCountry] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void position.country().then((c) => live && setCountry(c));
    return () => {
      live = false;
    };
  }, []);
  const rows: [string, string][] = [
    // the version only: a build time in the code would make every build of the same source another
    // release; each remote's release id (its build's content hash) is listed below
    [t('test.host'), __APP_VERSION__],
    // Which environment's configuration this page runs with
    [
      t('test.profile'),
      runtimeConfig().profile === 'sandbox' ? t('test.profileSandbox') : t('test.profileProduction'),
    ],
    [t('test.apiBase'), apiBase || t('test.sameOrigin')],
    // spec 02 §7: an api_base refused for not being a full https URL (the page uses the row above instead)
    ...(rejectedApiBase === undefined
      ? []
      : [[t('test.apiBaseRejected'), rejectedApiBase] as [string, string]]),
    [t('test.deviceId'), deviceId()],
    [
      t('test.country'),
      country === undefined ? t('test.countryLoading') : (country ?? t('test.countryUnknown')),
    ],
    [t('test.bridge'), bridgeState() === 'present' ? t('test.bridgePresent') : t('test.bridgeAbsent')],
  ];
  const list = Object.values(remotes);
  return (
    <PageFrame title={t('test.title')} testId="page-test">
      <Card>
        <dl className={styles.list}>
          {rows.map(([k, v]) => (
            <div key={k} className={styles.row}>
              <dt>{k}</dt>
              <dd>
                <bdi>{v}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('test.remotes')}</h2>
        {list.length === 0 ? (
          <p>{t('test.noRemotes')}</p>
        ) : (
          <ul className={styles.remotes} data-testid="loaded-remotes">
            {list.map((r) => (
              <li key={r.name}>
                <bdi>
                  {r.name} {r.version}
                </bdi>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('test.releases')}</h2>
        <ReleaseRows />
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('test.reports')}</h2>
        <SecurityReports />
      </Card>
      <Card>
        <h2 className={styles.sub}>{t('test.context')}</h2>
        <pre className={styles.pre} dir="ltr">
          {JSON.stringify(appContext, null, 1)}
        </pre>
      </Card>
    </PageFrame>
  );
}
