import { LivePanel } from './LivePanel';
import { useLiveRoom } from './useLiveRoom';

/** The shared room, live: its socket opened while the page shows it. */
export function LiveRoom({ roomId }: { roomId: string }) {
  const { room, unavailable, retry } = useLiveRoom(roomId);
  return <LivePanel room={room} unavailable={unavailable} retry={retry} />;
}
