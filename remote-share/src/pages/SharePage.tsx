import '../i18n';
import { useEffect } from 'react';
import { useErrorText, useTranslation } from '@topup/platform';
import { useLocation, useNavigate } from '@topup/router';
import { ROOM_NOT_FOUND } from '@topup/shared/contract/codes';
import { sharedRoomId } from '@topup/shared/domain/sharedRoom';
import { Card, ErrorState, PageFrame, Spinner } from '@topup/shared/ui';
import { RoomCard } from '../room/RoomCard';
import { LiveRoom } from '../room/live/LiveRoom';
import { useSharedRoom } from '../room/useSharedRoom';

export { buildInfo } from '../buildInfo';

/** /share.html: the room a friend shared (spec 02 §2); a room that is gone is the expired link. */
export default function SharePage() {
  const { t } = useTranslation('share');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const room = useSharedRoom(sharedRoomId(search, hash));
  const loading = room.status === 'loading' || room.status === 'idle';
  const expired = room.status === 'failed' && room.result === ROOM_NOT_FOUND;

  useEffect(() => {
    if (expired) navigate({ pathname: '/link-expired', search }, { replace: true });
  }, [expired, navigate, search]);

  return (
    <PageFrame title={t('share.title')} testId="page-share" contentReady={!loading}>
      <Card>
        <p>{t('share.lead')}</p>
        {loading && <Spinner label={t('share.roomLoading')} />}
        {room.status === 'ok' && room.data && (
          <>
            <RoomCard room={room.data} />
            <LiveRoom roomId={String(room.data.room_id)} />
          </>
        )}
        {room.status === 'ok' && !room.data && <p>{t('share.noRoom')}</p>}
        {room.status === 'failed' && !expired && (
          <ErrorState
            message={errorText(room.result ?? -1, room.message)}
            retryLabel={t('share.retry')}
            onRetry={() => void room.refetch()}
          />
        )}
      </Card>
    </PageFrame>
  );
}
