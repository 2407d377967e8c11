import { memo } from 'react';
import { useTranslation, type LiveRoom } from '@topup/platform';
import { formatLiveCount } from '@topup/shared/domain/format';
import { PANEL_KEYS, readFansCount } from '@topup/shared/domain/room/panelValues';
import { useRoomValue } from './useLiveRoom';
import styles from './LivePanel.module.css';

/** The room's fans count (fans_count), as live counts are written (spec 02 §9: over 10,000 as X.XXW). */
export const FansCount = memo(function FansCount({ room }: { room: LiveRoom | null }) {
  const { t } = useTranslation('share');
  const fans = readFansCount(useRoomValue(room, PANEL_KEYS.fans));
  return (
    <p className={styles.fans}>
      {t('live.fans')}{' '}
      <bdi dir="ltr" data-testid="live-fans">
        {fans === null ? '—' : formatLiveCount(fans)}
      </bdi>
    </p>
  );
});
