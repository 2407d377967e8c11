import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The retry of the route that is showing: provided by RemotePage. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

export function RemoteFailed() {
  const { t } = useTranslation('common');
  const retry = useContext(RemoteRetryContext);
  return (
    <div className="tp-remote-error" role="alert" data-testid="remote-failed">
      <h1>{t('remote.failed.title')}</h1>
      <p>{t('remote.failed.body')}</p>
      <button type="button" className="tp-retry" onClick={retry}>
        {t('remote.failed.retry')}
      </button>
    </div>
  );
}
