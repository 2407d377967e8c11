import type { SeatUser } from '@topup/shared/domain/room/seatUser';
import { isLiveNow, roomSearch, userTapOutcome } from './userTap';

// The share page's side of the tap rule (spec 02 §4): the app's router, a dialog, or another room's page.

const user = (over: Partial<SeatUser> = {}): SeatUser => ({
  uid: 20_000_001,
  displayUid: 1_000_001,
  nickname: 'نور',
  isStreamer: false,
  banned: false,
  invisible: false,
  online: false,
  roomId: null,
  ...over,
});

const inApp = () => ({ route: jest.fn(() => true), shownRoomId: '52300' });
const inBrowser = () => ({ route: jest.fn(() => false), shownRoomId: '52300' });

describe('what a tap on a seat does', () => {
  it("the sawa shell: the app's user page for the internal id; without a bridge, the user dialog", () => {
    const app = inApp();
    expect(userTapOutcome('nativeUserPage', user(), app)).toEqual({ kind: 'routed' });
    expect(app.route).toHaveBeenCalledWith({ uid: '20000001' });
    expect(userTapOutcome('nativeUserPage', user(), inBrowser())).toEqual({ kind: 'dialog', dialog: 'user' });
  });

  it('the ban result, the user dialog and "living" are dialogs, in the app too (the router is not asked)', () => {
    const app = inApp();
    expect(userTapOutcome('banResult', user({ banned: true }), app)).toEqual({
      kind: 'dialog',
      dialog: 'banned',
    });
    expect(userTapOutcome('userDialog', user(), app)).toEqual({ kind: 'dialog', dialog: 'user' });
    expect(userTapOutcome('livingResult', user(), app)).toEqual({ kind: 'dialog', dialog: 'living' });
    expect(app.route).not.toHaveBeenCalled();
  });

  it("the live room: the app's router opens it; a browser goes to its share page", () => {
    const streamer = user({ isStreamer: true, online: true, roomId: '52400' });
    const app = inApp();
    expect(userTapOutcome('openLiveRoom', streamer, app)).toEqual({ kind: 'routed' });
    expect(app.route).toHaveBeenCalledWith({ room_id: '52400' });
    expect(userTapOutcome('openLiveRoom', streamer, inBrowser())).toEqual({ kind: 'room', roomId: '52400' });
  });

  it('a browser already showing the room, or a streamer with no room named: the user dialog', () => {
    const here = user({ isStreamer: true, online: true, roomId: '52300' });
    expect(userTapOutcome('openLiveRoom', here, inBrowser())).toEqual({ kind: 'dialog', dialog: 'user' });
    const app = inApp();
    expect(userTapOutcome('openLiveRoom', user({ isStreamer: true, online: true }), app)).toEqual({
      kind: 'dialog',
      dialog: 'user',
    });
    expect(app.route).not.toHaveBeenCalled();
  });

  it("another room's page keeps the app parameters and nothing else of the query", () => {
    expect(roomSearch('?room_id=1&darkmode=1&utm=x&from=live', '52400')).toBe(
      '?room_id=52400&darkmode=1&from=live',
    );
    expect(roomSearch('', '7')).toBe('?room_id=7');
  });

  it('says a streamer is live only when online and not invisible', () => {
    expect(isLiveNow(user({ isStreamer: true, online: true }))).toBe(true);
    expect(isLiveNow(user({ isStreamer: true, online: true, invisible: true }))).toBe(false);
    expect(isLiveNow(user({ online: true }))).toBe(false);
  });
});
