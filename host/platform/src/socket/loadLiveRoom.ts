import type { LiveRoom } from './liveRoom';

/**
 * The live room's code (socket client, sync engine), loaded when a page first follows a room: only the
 * share page does, so no other page's start-up carries it. Resolves to the factory of browserLiveRoom.ts.
 */
export const loadLiveRoom = (): Promise<(roomId: string) => LiveRoom> =>
  import(/* webpackChunkName: "page-live-room" */ './browserLiveRoom').then((m) => m.liveRoom);
