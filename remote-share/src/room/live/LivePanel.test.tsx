import { act, fireEvent, render, screen } from '@testing-library/react';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import share from '@topup/shared/i18n/ar/share.json';
import { DIRECTIVE as D } from '@topup/shared/domain/room/directives';
import { emptyRoomTable } from '@topup/shared/domain/room/panelValues';
import { ROOM_STATE_KEYS } from '@topup/shared/domain/room/roomKeys';
import { createLiveRoom } from '../../../../host/platform/src/socket/liveRoom';
import { FakeRoomSocket as FakeSocket } from '../../../../host/platform/src/testing/fakeRoomSocket';
import '../../i18n';
import { LivePanel } from './LivePanel';

// The share page's live panel over a followed room with a fake socket: it shows the room's three keys,
// re-renders only the part whose key changed, and shows the reconnecting and failed states in Arabic.

async function setup() {
  const sockets: FakeSocket[] = [];
  const table = { ...emptyRoomTable(ROOM_STATE_KEYS), fans_count: 12_500 };
  const room = createLiveRoom({
    roomId: '7',
    url: 'ws://x',
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    refresh: () => Promise.resolve({ sn: 1, room_status: JSON.stringify(table) }),
  });
  room.start();
  const socket = () => sockets.at(-1) as FakeSocket;
  const renders: string[] = [];
  const retry = jest.fn();
  render(
    <PlatformProvider>
      <LivePanel room={room} retry={retry} onPartRender={(p) => renders.push(p)} />
    </PlatformProvider>,
  );
  expect(screen.getByText(share.live.loading)).toBeTruthy();
  await act(async () => {
    socket().onopen?.({});
    socket().room(11008, { type: 3, rid: 7, sn: 1 });
    await Promise.resolve();
  });
  renders.length = 0;
  const frame = (sn: number, command: unknown[]) =>
    act(() => socket().room(11002, { type: 2, rid: 7, status: [{ sn, command }] }));
  return { room, socket, renders, frame, retry };
}

describe('the live panel', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('shows the seats, the PK and the fans once the room is read', async () => {
    await setup();
    expect(screen.getAllByText(share.live.seatEmpty)).toHaveLength(8);
    expect(screen.getByTestId('live-pk-status').textContent).toBe(share.live.pkNone);
    expect(screen.getByTestId('live-fans').textContent).toBe('1.25W');
  });

  it('a change to one key re-renders only the part that shows it', async () => {
    const t = await setup();
    t.frame(2, [[D.MSET, 'fans_count', 9_999]]);
    expect(screen.getByTestId('live-fans').textContent).toBe('9999');
    expect(t.renders).toEqual(['fans']);
    t.renders.length = 0;
    t.frame(3, [[D.HMSET, 'pk_status', 'status', 2, 'left_score', 30, 'right_score', 12]]);
    expect(screen.getByTestId('live-pk-status').textContent).toBe(share.live.pkFighting);
    expect(screen.getByTestId('live-pk-score').textContent).toContain('30');
    t.renders.length = 0;
    t.frame(4, [[D.LSET, 'room_mics_new', 2, { index: 2, uid: 9, nickname: 'ريم', muted: true }]]);
    expect(screen.getByTestId('live-seat-2').textContent).toContain('ريم');
    expect(screen.getByTestId('live-seat-2').textContent).toContain(share.live.muted);
    expect(t.renders).toEqual(['mics']);
  });

  it('says it is reconnecting when the socket drops, keeping the last state; the failure after 8 tries', async () => {
    const t = await setup();
    act(() => t.socket().onclose?.({}));
    expect(screen.getByRole('status').textContent).toContain(share.live.reconnecting);
    expect(screen.getByTestId('live-fans').textContent).toBe('1.25W');
    for (let i = 0; i < 8; i += 1) {
      act(() => jest.runOnlyPendingTimers());
      act(() => t.socket().onclose?.({}));
    }
    expect(screen.getByRole('alert').textContent).toContain(share.live.failed);
    fireEvent.click(screen.getByRole('button', { name: share.live.retry }));
    expect(t.retry).toHaveBeenCalled();
  });
});
