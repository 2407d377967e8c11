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
  const { state, retry } = useSharedRoom(sharedRoomId(search, hash));
  const expired = state.status === 'failed' && state.result === ROOM_NOT_FOUND;

  useEffect(() => {
    if (expired) navigate({ pathname: '/link-expired', search }, { replace: true });
  }, [expired, navigate, search]);

  return (
    <PageFrame title={t('share.title')} testId="page-share" contentReady={state.status !== 'loading'}>
      <Card>
        <p>{t('share.lead')}</p>
        {state.status === 'loading' && <Spinner label={t('share.roomLoading')} />}
        {state.status === 'ok' && state.data && (
          <>
            <RoomCard room={state.data} />
            <LiveRoom roomId={String(state.data.room_id)} />
          </>
        )}
        {state.status === 'ok' && !state.data && <p>{t('share.noRoom')}</p>}
        {state.status === 'failed' && !expired && (
          <ErrorState
            message={errorText(state.result, state.message)}
            retryLabel={t('share.retry')}
            onRetry={retry}
          />
        )}
      </Card>
    </PageFrame>
  );
}
