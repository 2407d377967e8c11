import { memo } from 'react';
import { useTranslation, type LiveRoom } from '@topup/platform';
import { PANEL_KEYS, readMics } from '@topup/shared/domain/room/panelValues';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import { useRoomValue } from './useLiveRoom';
import styles from './LivePanel.module.css';

export interface MicSeatsProps {
  room: LiveRoom | null;
  /** A tap on a seat's user (spec 02 §4); without it the names are text. */
  onTapUser?: (user: SeatUser) => void;
}

/** The room's seats (room_mics_new): who is on each mic, muted or not, or an empty seat. */
export const MicSeats = memo(function MicSeats({ room, onTapUser }: MicSeatsProps) {
  const { t } = useTranslation('share');
  const seats = readMics(useRoomValue(room, PANEL_KEYS.mics));
  return (
    <div>
      <h4 className={styles.subtitle}>{t('live.mics')}</h4>
      <ol className={styles.seats} data-testid="live-mics">
        {seats.map((seat) => {
          const user = seat.user;
          return (
            <li
              key={seat.index}
              className={seat.uid ? styles.seat : `${styles.seat} ${styles.empty}`}
              data-testid={`live-seat-${seat.index}`}
              aria-label={t('live.seat', { n: seat.index + 1 })}
            >
              <span className={styles.seatNumber} aria-hidden="true">
                {seat.index + 1}
              </span>
              {user && onTapUser ? (
                <button type="button" className={styles.seatUser} onClick={() => onTapUser(user)}>
                  <bdi>{seat.nickname || t('live.user.noName')}</bdi>
                </button>
              ) : (
                <bdi>{seat.uid ? seat.nickname : t('live.seatEmpty')}</bdi>
              )}
              {seat.uid > 0 && seat.muted && <span className={styles.muted}>{t('live.muted')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
});
