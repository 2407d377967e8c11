// spec 02 §7: the room socket's address. A deployment names its room server in its configuration
// (room.socketUrl, a ws: or wss: URL, which the server's CSP allows too); empty, the contract server's
// /ws/room on the page's own origin, wss: for an https page. The room goes in the query.

export const ROOM_SOCKET_PATH = '/ws/room';

export function roomSocketUrl(configured: string, pageOrigin: string, roomId: string): string {
  const base = /^wss?:\/\/[^\s]+$/.test(configured)
    ? configured
    : `${pageOrigin.replace(/^http(s?):/, 'ws$1:')}${ROOM_SOCKET_PATH}`;
  const url = new URL(base);
  url.searchParams.set('room_id', roomId);
  return url.toString();
}
