import { memo } from 'react';
import { useTranslation, type LiveRoom } from '@topup/platform';
import { PANEL_KEYS, PK_STATUS, readPk, type PkStatusCode } from '@topup/shared/domain/room/panelValues';
import { useRoomValue } from './useLiveRoom';
import styles from './LivePanel.module.css';

const STATUS_TEXT: Record<PkStatusCode, string> = {
  [PK_STATUS.none]: 'live.pkNone',
  [PK_STATUS.matching]: 'live.pkMatching',
  [PK_STATUS.fighting]: 'live.pkFighting',
  [PK_STATUS.punishment]: 'live.pkPunishment',
};

/** The room's PK (pk_status): its state and, once matched, both sides' scores. */
export const PkScore = memo(function PkScore({ room }: { room: LiveRoom | null }) {
  const { t } = useTranslation('share');
  const pk = readPk(useRoomValue(room, PANEL_KEYS.pk));
  const scored = pk.status === PK_STATUS.fighting || pk.status === PK_STATUS.punishment;
  return (
    <div>
      <h4 className={styles.subtitle}>{t('live.pk')}</h4>
      <p className={styles.pkStatus} data-testid="live-pk-status">
        {t(STATUS_TEXT[pk.status])}
      </p>
      {scored && (
        <p className={styles.score} data-testid="live-pk-score">
          <span>
            {t('live.pkUs')} <bdi dir="ltr">{pk.left}</bdi>
          </span>
          <span>
            {t('live.pkThem')} <bdi dir="ltr">{pk.right}</bdi>
          </span>
        </p>
      )}
    </div>
  );
});
