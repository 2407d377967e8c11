import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_NAMES } from '@topup/shared/domain/remoteMap';
import type { ChosenRelease, ChosenReleases } from '@topup/shared/domain/releases/releaseMap';
import { releaseChoices } from '../remotes/pageSource';
import styles from './TestPage.module.css';

/** Which release of each remote this device got, and why (/test). */
export function ReleaseRows() {
  const { t } = useTranslation('diagnostics');
  const [chosen, setChosen] = useState<ChosenReleases | null>(null);
  useEffect(() => {
    let live = true;
    releaseChoices().then(
      (c) => live && setChosen(c),
      () => live && setChosen({}),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!chosen) return <p>{t('test.releasesLoading')}</p>;
  const names = REMOTE_NAMES.filter((n) => chosen[n]);
  if (names.length === 0) return <p>{t('test.noReleases')}</p>;
  const why = (c: ChosenRelease) =>
    t(`test.releaseWhy.${c.why}`, { percent: c.canary?.percent, score: c.score });
  return (
    <dl className={styles.list} data-testid="remote-releases">
      {names.map((name) => {
        const c = chosen[name] as ChosenRelease;
        return (
          <div key={name} className={styles.row} data-remote={name}>
            <dt>{name}</dt>
            <dd className={styles.release}>
              {c.release.id === 'unversioned' ? (
                <span data-testid="release-id">{t('test.releaseUnversioned')}</span>
              ) : (
                <bdi dir="ltr" data-testid="release-id">
                  {c.release.id}
                </bdi>
              )}
              <span data-testid="release-why" data-why={c.why}>
                {why(c)}
              </span>
              {c.release.platform ? (
                <span>
                  {t('test.releaseNeeds')} <bdi dir="ltr">{c.release.platform}</bdi>
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
