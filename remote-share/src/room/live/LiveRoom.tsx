import { lazy, Suspense } from 'react';
import { LivePanel } from './LivePanel';
import { useLiveRoom } from './useLiveRoom';
import { useUserTap } from './useUserTap';

// the dialog's code (and the modal's) comes with the first tap on a user: the page's first render needs none
const UserDialog = lazy(() =>
  import(/* webpackChunkName: "user-dialog" */ './UserDialog').then((m) => ({ default: m.UserDialog })),
);

/** The shared room, live: its socket opened while the page shows it; a tap on a seat's user. */
export function LiveRoom({ roomId }: { roomId: string }) {
  const { room, unavailable, retry } = useLiveRoom(roomId);
  const { tap, shown, close } = useUserTap(roomId);
  return (
    <>
      <LivePanel room={room} unavailable={unavailable} retry={retry} onTapUser={tap} />
      {shown && (
        <Suspense fallback={null}>
          <UserDialog user={shown.user} kind={shown.kind} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
