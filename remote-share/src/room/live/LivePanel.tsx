import { Profiler, type ReactNode } from 'react';
import { useTranslation, type LiveRoom } from '@topup/platform';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import { Button } from '@topup/shared/ui';
import { FansCount } from './FansCount';
import { MicSeats } from './MicSeats';
import { PkScore } from './PkScore';
import { useRoomKnown, useRoomStatus } from './useLiveRoom';
import styles from './LivePanel.module.css';

export interface LivePanelProps {
  room: LiveRoom | null;
  /** The live room's code could not load: shown as the failure, with the retry. */
  unavailable?: boolean;
  retry(): void;
  /** A tap on a seat's user (spec 02 §4). */
  onTapUser?: (user: SeatUser) => void;
  /** Tests count each part's renders (a change to one key re-renders only its part). */
  onPartRender?: (part: string) => void;
}

/**
 * The room's live panel on the share page: mics, PK status and score, fans, following the room's socket.
 * While the socket is away the last known state stays, marked stale, under a visible reconnecting line;
 * when every try failed, the failure and a retry.
 */
export function LivePanel({ room, unavailable = false, retry, onTapUser, onPartRender }: LivePanelProps) {
  const { t } = useTranslation('share');
  const socketStatus = useRoomStatus(room);
  const status = unavailable ? 'failed' : socketStatus;
  const known = useRoomKnown(room);
  const away = status === 'reconnecting' || status === 'failed';
  const part = (id: string, node: ReactNode) =>
    onPartRender ? (
      <Profiler id={id} onRender={() => onPartRender(id)}>
        {node}
      </Profiler>
    ) : (
      node
    );
  return (
    <section
      className={styles.panel}
      aria-labelledby="live-title"
      data-testid="live-panel"
      data-status={status}
    >
      <h3 id="live-title" className={styles.title}>
        {t('live.title')}
      </h3>
      <div role="status" aria-live="polite" className={styles.statusLine} data-testid="live-status">
        {status === 'reconnecting' && <p className={styles.waiting}>{t('live.reconnecting')}</p>}
      </div>
      {status === 'failed' && (
        <div role="alert" className={styles.failed}>
          <p>{t('live.failed')}</p>
          <Button onClick={retry} data-testid="live-retry">
            {t('live.retry')}
          </Button>
        </div>
      )}
      {!known && status !== 'failed' && (
        <p className={styles.waiting} aria-busy="true">
          {t('live.loading')}
        </p>
      )}
      {known && (
        <div className={away ? styles.stale : undefined} aria-busy={away}>
          {part('mics', <MicSeats room={room} onTapUser={onTapUser} />)}
          {part('pk', <PkScore room={room} />)}
          {part('fans', <FansCount room={room} />)}
        </div>
      )}
    </section>
  );
}
