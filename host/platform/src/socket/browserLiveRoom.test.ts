import { trackEvent } from '../analytics';
import { liveRoom } from './browserLiveRoom';

// The page's live room records its socket's problems in the site's analytics (spec 02 §8), not only in the
// debug log.

jest.mock('../analytics', () => ({ trackEvent: jest.fn() }));

class StubSocket {
  static last: StubSocket | null = null;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    StubSocket.last = this;
  }
  send() {}
  close() {}
}

describe('the browser live room', () => {
  const real = globalThis.WebSocket;
  beforeAll(() => {
    globalThis.WebSocket = StubSocket as unknown as typeof WebSocket;
  });
  afterAll(() => {
    globalThis.WebSocket = real;
  });

  it("reports the socket's error as an analytics error event of this page", () => {
    const room = liveRoom('7');
    room.start();
    expect(StubSocket.last?.url).toMatch(/\/ws\/room\?room_id=7$/);
    StubSocket.last?.onerror?.({});
    room.close();
    expect(trackEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'js_error',
        str_param2: JSON.stringify({ view: window.location.pathname, info: 'room socket: error' }),
        str_param4: 'the socket failed (try 1)',
      }),
    );
  });
});
