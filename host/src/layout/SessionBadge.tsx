import { useTranslation } from 'react-i18next';
import { useSession } from '@topup/platform';
import { session } from '@topup/platform/src/hostSide';
import styles from './SessionBadge.module.css';

/**
 * Who is signed in (spec 02 §4: avatar, nickname, id) and the way out, in the header of every page.
 * Signing out clears the session key, the user and the login type, then opens the page afresh so the
 * pay page starts over without the user's own account and recent targets.
 */
export function SessionBadge({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation('common');
  const { sessionKey, user } = useSession();
  if (!sessionKey || !user) return null;
  const name = user.nickname || String(user.display_uid);
  return (
    <div className={styles.badge} data-testid="session-badge">
      <img className={styles.avatar} src={user.icon} alt="" width={28} height={28} />
      <span className={styles.who} aria-label={t('login.signedInAs', { name })}>
        <span className={styles.name}>{name}</span>
        <span className={styles.id}>
          {t('login.idLabel')} <bdi dir="ltr">{user.display_uid}</bdi>
        </span>
      </span>
      <button
        type="button"
        className={styles.signOut}
        onClick={() => {
          session.logout();
          onSignedOut();
        }}
      >
        {t('login.signOut')}
      </button>
    </div>
  );
}
