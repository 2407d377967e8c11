import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type LiveRoom as Room } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import { BrowserRouter } from '@topup/router';
import share from '@topup/shared/i18n/ar/share.json';
import { emptyRoomTable } from '@topup/shared/domain/room/panelValues';
import { ROOM_STATE_KEYS } from '@topup/shared/domain/room/roomKeys';
import { createLiveRoom } from '../../../../host/platform/src/socket/liveRoom';
import { FakeRoomSocket } from '../../../../host/platform/src/testing/fakeRoomSocket';
import '../../i18n';
import { LiveRoom } from './LiveRoom';

// Tapping a seat's user on the share page (spec 02 §4) in a browser (no app bridge, no is_anchor): the user
// dialog, the ban result, another streamer's room page, and the dialog for the streamer of this very room.

const mockRoom: { current: Room | null } = { current: null };
jest.mock('./useLiveRoom', () => ({
  ...jest.requireActual('./useLiveRoom'),
  useLiveRoom: () => ({ room: mockRoom.current, unavailable: false, retry: () => undefined }),
}));

const SEATS = [
  { index: 0, uid: 20_000_011, display_uid: 1_000_011, nickname: 'ريم', muted: false },
  { index: 1, uid: 20_000_002, display_uid: 1_000_002, nickname: 'فهد', muted: false, status: 2 },
  { index: 2, uid: 3_002, nickname: 'هيا', muted: false, is_streamer: 1, is_online: 1, room_id: 52_400 },
  { index: 3, uid: 3_003, nickname: 'سلمان', muted: false, is_streamer: 1, is_online: 1, room_id: 7 },
  { index: 4, uid: 0, nickname: '', muted: false },
];

async function setup() {
  window.history.replaceState(null, '', '/share.html?room_id=7&darkmode=1&utm=x');
  const socket = new FakeRoomSocket();
  const table = { ...emptyRoomTable(ROOM_STATE_KEYS), room_mics_new: SEATS };
  const room = createLiveRoom({
    roomId: '7',
    url: 'ws://x',
    open: () => socket,
    refresh: () => Promise.resolve({ sn: 1, room_status: JSON.stringify(table) }),
  });
  room.start();
  mockRoom.current = room;
  render(
    <PlatformProvider>
      <BrowserRouter>
        <LiveRoom roomId="7" />
      </BrowserRouter>
    </PlatformProvider>,
  );
  await act(async () => {
    socket.onopen?.({});
    socket.room(11008, { type: 3, rid: 7, sn: 1 });
    await Promise.resolve();
  });
  return room;
}

const seatButton = (index: number) => within(screen.getByTestId(`live-seat-${index}`)).getByRole('button');

describe('tapping a seat on the share page', () => {
  let room: Room;
  beforeEach(async () => {
    room = await setup();
  });
  afterEach(() => act(() => room.close()));

  it('a user is a button on the seat; an empty seat is not', () => {
    expect(seatButton(0).textContent).toBe('ريم');
    expect(within(screen.getByTestId('live-seat-4')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('live-seat-4').textContent).toContain(share.live.seatEmpty);
  });

  it('a normal user: the user dialog with the id users see, closed by its button', async () => {
    fireEvent.click(seatButton(0));
    // the dialog's code loads with the first tap
    const dialog = await screen.findByTestId('user-user');
    expect(within(dialog).getByRole('heading').textContent).toBe('ريم');
    expect(within(dialog).getByTestId('user-id').textContent).toBe('1000011');
    expect(within(dialog).queryByTestId('user-line')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: share.live.user.ok }));
    expect(screen.queryByTestId('user-user')).toBeNull();
  });

  it('a banned user: the ban result', async () => {
    fireEvent.click(seatButton(1));
    expect(within(await screen.findByTestId('user-banned')).getByTestId('user-line').textContent).toBe(
      share.live.user.banned,
    );
  });

  it("an online streamer of another room: that room's share page, with the page's app parameters", async () => {
    fireEvent.click(seatButton(2));
    await waitFor(() => expect(window.location.search).toContain('52400'));
    expect(window.location.pathname).toBe('/share.html');
    expect(window.location.search).toBe('?room_id=52400&darkmode=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the streamer of the room shown: the user dialog says they are live', async () => {
    fireEvent.click(seatButton(3));
    expect(within(await screen.findByTestId('user-user')).getByTestId('user-line').textContent).toBe(
      share.live.user.liveNow,
    );
    expect(window.location.search).toBe('?room_id=7&darkmode=1&utm=x');
  });
});
