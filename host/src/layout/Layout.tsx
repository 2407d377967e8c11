import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from '@topup/router';
import { OverlayHost } from '@topup/platform';
import { appContextQuery } from '@topup/shared/domain/appContext';
import { recordPath } from '../routing/knownRoute';

const NAV = [
  ['/pay', 'nav.pay'],
  ['/fines', 'nav.fines'],
  ['/feedback', 'nav.feedback'],
  ['/login', 'nav.login'],
] as const;

/** The host layout; its markup matches the prerendered shell of index.html. */
export function Layout() {
  const { t } = useTranslation('common');
  const location = useLocation();
  useEffect(() => recordPath(location.pathname), [location.pathname]);
  const search = appContextQuery(location.search); // links keep the app context (theme, platform, ...)
  return (
    <div className="tp-app">
      <header className="tp-header">
        <Link className="tp-brand" to={{ pathname: '/', search }}>
          {t('app.name')}
        </Link>
        <nav className="tp-nav" aria-label={t('app.name')}>
          {NAV.map(([path, key]) => (
            <NavLink key={path} to={{ pathname: path, search }}>
              {t(key)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="tp-main" id="main">
        <Outlet />
      </main>
      <OverlayHost />
    </div>
  );
}
