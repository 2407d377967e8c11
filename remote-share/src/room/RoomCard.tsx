import { appContext, bridge, useTranslation } from '@topup/platform';
import { Link } from '@topup/router';
import type { RoomInfo } from '@topup/shared/contract/room';
import { isInAppShell } from '@topup/shared/domain/appContext';
import { Button } from '@topup/shared/ui';
import styles from './RoomCard.module.css';

/**
 * The room a link shares: its name and owner, and the way in — inside the app the wrapper's router opens
 * the room; in a browser the app has to be installed first, so the download page (its store by platform).
 */
export function RoomCard({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('share');
  const inApp = isInAppShell(appContext);
  return (
    <div className={styles.room} data-testid="shared-room">
      <h2 className={styles.title}>{room.title}</h2>
      <p className={styles.meta}>
        {t('share.room')} <bdi dir="ltr">{room.room_id}</bdi>
      </p>
      {room.owner && (
        <p className={styles.meta}>
          {t('share.owner')} <bdi>{room.owner.nickname}</bdi>
        </p>
      )}
      {inApp ? (
        <Button onClick={() => bridge.route({ room_id: String(room.room_id) })} data-testid="join-room">
          {t('share.open')}
        </Button>
      ) : (
        <Link className={styles.join} to="/?jumpAppStore=1" data-testid="join-room">
          {t('share.openWithApp')}
        </Link>
      )}
    </div>
  );
}
