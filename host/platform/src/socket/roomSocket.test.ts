import type { RoomProblem } from './roomProblems';
import { createRoomSocket, type RoomSocketStatus, type SocketLike } from './roomSocket';

// spec 02 §4, §7, §9 with a fake socket and fake timers: heartbeat, silence, the reconnect waits, giving
// up after 8 tries, listeners by msg_id, dropped messages, the address change, and what each reports.

class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closedWith: unknown[] | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(...args: unknown[]) {
    this.closedWith = args;
  }
  message(value: unknown) {
    this.onmessage?.({ data: typeof value === 'string' ? value : JSON.stringify(value) });
  }
}

function setup(open?: (url: string) => SocketLike) {
  const sockets: FakeSocket[] = [];
  const statuses: RoomSocketStatus[] = [];
  const problems: RoomProblem[] = [];
  const failed = jest.fn();
  const socket = createRoomSocket({
    url: 'wss://room.example/ws/room',
    open:
      open ??
      ((url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      }),
    onStatus: (s) => statuses.push(s),
    onNetworkFailure: failed,
    report: (p) => problems.push(p),
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { socket, sockets, statuses, problems, failed, last };
}

describe('the room socket (spec 02 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('beats every 15 s with msg_id 3 and an empty body, counting seq', () => {
    const t = setup();
    t.last().onopen?.({});
    jest.advanceTimersByTime(14_999);
    expect(t.last().sent).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(15_000);
    expect(t.last().sent).toEqual([
      { msg_id: 3, seq: 1, body: {} },
      { msg_id: 3, seq: 2, body: {} },
    ]);
    expect(t.statuses).toEqual(['connecting', 'open']);
  });

  it('gives listeners the data of their msg_id; drops failures and what does not parse', () => {
    const t = setup();
    const pk = jest.fn();
    t.socket.on(10036, pk);
    t.last().onopen?.({});
    t.last().message({ msg_id: 10036, seq: 1, body: { result: 0, message: '', data: '{"pk_status":2}' } });
    t.last().message({ msg_id: 10036, seq: 2, body: { result: 7, message: 'no' } });
    t.last().message('{nope');
    expect(pk.mock.calls).toEqual([[{ pk_status: 2 }]]);
    // spec 02 §8: each dropped message is reported, with its reason
    expect(t.problems).toEqual([
      { kind: 'dropped', detail: 'message 10036: result 7: no' },
      { kind: 'dropped', detail: 'a message that is not an envelope' },
    ]);
  });

  it("reports the socket's error, then reconnects after the first wait", () => {
    const t = setup();
    t.last().onopen?.({});
    t.last().onerror?.({});
    expect(t.problems).toEqual([{ kind: 'error', detail: 'the socket failed (try 1)' }]);
    expect(t.statuses.at(-1)).toBe('reconnecting');
    // the close that follows an error in a browser is not a second failure
    t.sockets[0]?.onclose?.({});
    jest.advanceTimersByTime(250);
    expect(t.sockets).toHaveLength(2);
    expect(t.problems).toHaveLength(1);
  });

  it('reports a socket the browser refuses to open as an error, and tries again', () => {
    let calls = 0;
    const t = setup(() => {
      calls += 1;
      throw new SyntaxError('bad address');
    });
    expect(t.problems).toEqual([
      { kind: 'error', detail: 'the socket could not open: SyntaxError: bad address' },
    ]);
    jest.advanceTimersByTime(250);
    expect(calls).toBe(2);
  });

  it('a server that closes the connection is no error: reconnects without a report', () => {
    const t = setup();
    t.last().onopen?.({});
    t.last().onclose?.({});
    jest.advanceTimersByTime(250);
    expect(t.sockets).toHaveLength(2);
    expect(t.problems).toEqual([]);
  });

  it('closes after 121 s of silence as a time-out and reconnects; a message resets the clock', () => {
    const t = setup();
    t.last().onopen?.({});
    jest.advanceTimersByTime(120_000);
    t.last().message({ msg_id: 10014, seq: 1, body: {} });
    jest.advanceTimersByTime(120_999);
    expect(t.sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(t.sockets[0]?.closedWith).toEqual([4000, 'timeout']);
    expect(t.problems).toEqual([
      { kind: 'timeout', detail: 'nothing heard for 121000 ms, closed as a time-out' },
    ]);
    jest.advanceTimersByTime(250);
    expect(t.sockets).toHaveLength(2);
  });

  it('reconnects after 250, 250, 250, 500, 500, 1000, 1000, 1000 ms, then reports the network failure', () => {
    const t = setup();
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const before = t.sockets.length;
      t.last().onclose?.({});
      let waited = 0;
      while (t.sockets.length === before) {
        jest.advanceTimersByTime(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([250, 250, 250, 500, 500, 1000, 1000, 1000]);
    t.last().onclose?.({});
    jest.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(9);
    expect(t.failed).toHaveBeenCalledTimes(1);
    expect(t.statuses.at(-1)).toBe('failed');
    expect(t.problems).toEqual([{ kind: 'failed', detail: 'no connection after 8 tries' }]);
  });

  it('an open connection starts the count again', () => {
    const t = setup();
    t.last().onclose?.({});
    jest.advanceTimersByTime(250);
    t.last().onclose?.({});
    jest.advanceTimersByTime(250);
    t.last().onopen?.({});
    t.last().onclose?.({});
    jest.advanceTimersByTime(249);
    expect(t.sockets).toHaveLength(3);
    jest.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(4);
  });

  it('moves to the address the server names (10072)', () => {
    const t = setup();
    t.last().onopen?.({});
    t.last().message({
      msg_id: 10072,
      seq: 1,
      body: { result: 0, data: '{"url":"wss://room2.example/ws/room"}' },
    });
    jest.advanceTimersByTime(250);
    expect(t.last().url).toBe('wss://room2.example/ws/room');
  });

  it('close() stops everything: no heartbeat, no reconnect', () => {
    const t = setup();
    t.last().onopen?.({});
    t.socket.close();
    jest.advanceTimersByTime(200_000);
    expect(t.last().sent).toEqual([]);
    expect(t.sockets).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('closed');
  });
});
