import { useCallback, useState } from 'react';
import { overlays, useTranslation } from '@topup/platform';
import { useLocation, useNavigate } from '@topup/router';
import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import type { UserDialogKind } from './userTap';

/**
 * A tap on a seat's user, through the tap rule (spec 02 §4) in the page's context (its shell, is_anchor,
 * from) and userTap.ts: the app's router, the dialog it shows, or the share page of the streamer's room (a
 * new entry in the history, so Back returns to this room). The rule is shared code bundled into this
 * remote and the context is the platform's appContext, so a release of this remote needs nothing the hosts
 * already deployed lack (README "Deploying one remote alone"); it is what the platform's userTapAction
 * computes. Its code comes with the first tap (tapOutcome.ts); a tap whose code cannot load says so.
 */
export function useUserTap(shownRoomId: string) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useTranslation('share');
  const [shown, setShown] = useState<{ user: SeatUser; kind: UserDialogKind } | null>(null);
  const tap = useCallback(
    (user: SeatUser) => {
      import(/* webpackChunkName: "user-tap" */ './tapOutcome').then(
        ({ outcomeOfTap, roomSearch }) => {
          const outcome = outcomeOfTap(user, shownRoomId);
          if (outcome.kind === 'dialog') setShown({ user, kind: outcome.dialog });
          else if (outcome.kind === 'room')
            navigate({ pathname: '/share.html', search: roomSearch(search, outcome.roomId) });
        },
        () => overlays.toast(t('live.user.failed')),
      );
    },
    [navigate, search, shownRoomId, t],
  );
  const close = useCallback(() => setShown(null), []);
  return { tap, shown, close };
}
