import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from '@topup/router';
import { useSession } from '@topup/platform';
import { OverlayHost } from '@topup/platform/src/hostSide';
import { appContextQuery } from '@topup/shared/domain/appContext';
import { SessionBadge } from './SessionBadge';

const NAV = [
  ['/pay', 'nav.pay'],
  ['/fines', 'nav.fines'],
  ['/feedback', 'nav.feedback'],
  ['/login', 'nav.login'],
] as const;

/** The header, rendered into the prerendered shell's header slot (its markup matches index.html). */
function Header() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const search = appContextQuery(location.search); // links keep the app context (theme, platform, ...)
  const signedIn = useSession().sessionKey !== null;
  return (
    <header className="tp-header">
      <Link className="tp-brand" to={{ pathname: '/', search }}>
        {t('app.name')}
      </Link>
      <nav className="tp-nav" aria-label={t('app.name')}>
        {NAV.filter(([path]) => !(signedIn && path === '/login')).map(([path, key]) => (
          <NavLink key={path} to={{ pathname: path, search }}>
            {t(key)}
          </NavLink>
        ))}
      </nav>
      {/* a full load: every page, the pay page first, starts over without the user */}
      <SessionBadge onSignedOut={() => window.location.reload()} />
    </header>
  );
}

/** The shell's header slot; React's header replaces the static copy before the first paint. */
function useHeaderSlot(): HTMLElement | null {
  const [slot] = useState(() => document.getElementById('header-slot'));
  useLayoutEffect(() => {
    slot?.querySelectorAll(':scope > [data-shell]').forEach((el) => el.remove());
  }, [slot]);
  return slot;
}

/**
 * The host layout. React owns the header (through a portal into its slot) and the main area; the hero
 * banner between them stays the static element of index.html, so the largest paint never waits for
 * JavaScript (DESIGN §9).
 */
export function Layout() {
  const headerSlot = useHeaderSlot();
  return (
    <>
      {headerSlot ? createPortal(<Header />, headerSlot) : <Header />}
      <main className="tp-main" id="main">
        <Outlet />
      </main>
      <OverlayHost />
    </>
  );
}
