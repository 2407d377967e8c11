import { readCallbackParams } from '@topup/shared/domain/callbackParams';
import { payInitRequests, startRecipientOf } from '@topup/shared/domain/payInitBatch';
import { isPayFlowPage, isSharedRoomPage, remoteForPath } from '@topup/shared/domain/routes';
import { firstRoomRequest, sharedRoomId } from '@topup/shared/domain/sharedRoom';
import type { device, storage } from '@topup/platform';
import type { pkgInfo, session, startBatchEarly, startGetEarly } from '@topup/platform/src/hostSide';

// The early script (host/src/early/) runs the same rule before the host has downloaded, on the routes the
// server gives it; the host runs it below only where no early script did (bootstrap.tsx), and keeps its
// answers in the same place under the same key (the client's `ahead`).

// The critical path: the host knows the route before the route's remote has loaded, so it sends
// the page's first call as it starts, beside the remote's download — /pay's init batch (spec 01 §7), the
// share page's room (spec 02 §2) — and the page's own identical first call takes that answer
// (host/platform/src/api/keptAnswers.ts). What those calls are is written once, in shared/domain
// (payInitBatch.ts, sharedRoom.ts), for the pages and for this.

export interface HeadStartDeps {
  session: Pick<typeof session, 'getSnapshot'>;
  storage: Pick<typeof storage, 'get'>;
  device: Pick<typeof device, 'deviceId'>;
  startBatchEarly: typeof startBatchEarly;
  /** Sends the share page's room calls for the link's room id (or none). */
  startRoomEarly: (roomId: string | undefined) => void;
  pkgInfo: Pick<typeof pkgInfo, 'readNow'>;
}

/** The host's head start of the share page: the room's first call, the one it can tell (spec 02 §2). */
export const firstRoomCallEarly =
  (startEarly: typeof startGetEarly) =>
  (roomId: string | undefined): void => {
    const first = firstRoomRequest(roomId);
    startEarly(first.path, first.params);
  };

/** Sends the route's first call now when the host can tell exactly what the page will ask. */
export function startRouteHeadStart(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  deps: HeadStartDeps,
): void {
  const target = remoteForPath(location.pathname);
  if (isSharedRoomPage(target)) startSharedRoomHeadStart(location, deps);
  // PayFlow's pages open with the init batch; /recharge-list asks its own calls
  else if (isPayFlowPage(target)) startPayFlowHeadStart(location, deps);
}

/** The share page's head start: its room, the link's or the one last joined. */
export function startSharedRoomHeadStart(
  location: Pick<Location, 'search' | 'hash'>,
  deps: Pick<HeadStartDeps, 'startRoomEarly'>,
): void {
  deps.startRoomEarly(sharedRoomId(location.search, location.hash));
}

/** The head start of PayFlow's pages: the package info that decides their channels, and the init batch. */
export function startPayFlowHeadStart(
  location: Pick<Location, 'search' | 'hash'>,
  deps: Omit<HeadStartDeps, 'startRoomEarly'>,
): void {
  // the channels /pay shows are the package info's to decide (gray release): it is read now, not after load
  deps.pkgInfo.readNow();
  // a provider's callback sends the callback batch instead (remote-pay checkout/callback.ts)
  const callback = readCallbackParams(location.search, location.hash);
  if (callback.isCallback && callback.orderId) return;
  const { sessionKey, user } = deps.session.getSnapshot();
  // a key without its user: the page asks whose it is first, and its batch depends on the answer
  if (sessionKey && !user) return;
  const history = deps.storage.get('recipientHistory');
  deps.startBatchEarly(
    payInitRequests({
      recipient: startRecipientOf(history, user),
      history,
      deviceId: deps.device.deviceId(),
      sessionKey,
    }),
  );
}
