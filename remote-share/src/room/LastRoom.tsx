import { useTranslation, api, useErrorText, useRequest } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import type { LastJoinRoom } from '@topup/shared/contract/room';
import { ErrorState } from '@topup/shared/ui';

const loadLastRoom = () => api.get<LastJoinRoom>(API.lastJoinRoom.path);

/** spec 02 §7: the room the user last joined, to open it in the app. */
export function LastRoom() {
  const { t } = useTranslation('share');
  const errorText = useErrorText();
  const { state, retry } = useRequest(loadLastRoom, []);
  if (state.status === 'loading') return <p aria-busy="true">{t('share.roomLoading')}</p>;
  if (state.status === 'failed') {
    return (
      <ErrorState
        message={errorText(state.result, state.message)}
        retryLabel={t('share.retry')}
        onRetry={retry}
      />
    );
  }
  return (
    <p data-testid="last-room">
      {t('share.room')} <bdi>{state.data.room_id}</bdi>
    </p>
  );
}
