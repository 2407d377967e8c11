import { FakeNative, req, settled } from '../testing/fakeNative';
import { createBridge, NATIVE_HANDLERS, type BridgeHost } from './bridge';
import { BridgeError, clientCodeOf } from './errors';

describe('native bridge (spec 02 §4, §8, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('readiness', () => {
    it('is ready at once when the bridge is already injected', async () => {
      const host: BridgeHost = { WebViewJavascriptBridge: new FakeNative() };
      const b = createBridge(host);
      await expect(b.ready()).resolves.toBe(true);
      expect(b.readiness()).toBe('ready');
    });

    it('resolves on the poll that finds the bridge (poll 10, at 160 ms)', async () => {
      const host: BridgeHost = {};
      const b = createBridge(host);
      const ready = b.ready();
      expect(b.readiness()).toBe('polling');
      await jest.advanceTimersByTimeAsync(9 * 16); // polls 1..9 find nothing
      host.WebViewJavascriptBridge = new FakeNative();
      await jest.advanceTimersByTimeAsync(15);
      expect((await settled(ready)).done).toBe(false);
      await jest.advanceTimersByTimeAsync(1); // poll 10
      expect(await settled(ready)).toEqual({ value: true, done: true });
      expect(b.state()).toBe('present');
      expect(jest.getTimerCount()).toBe(0);
    });

    it('declares the bridge absent exactly 50 × 16 + 500 ms after start, not before', async () => {
      const b = createBridge({});
      const ready = b.ready();
      await jest.advanceTimersByTimeAsync(50 * 16 + 500 - 1);
      expect((await settled(ready)).done).toBe(false);
      expect(b.readiness()).toBe('polling');
      await jest.advanceTimersByTimeAsync(1);
      expect(await settled(ready)).toEqual({ value: false, done: true });
      expect(b.readiness()).toBe('absent');
      expect(jest.getTimerCount()).toBe(0);
    });

    it('still takes a bridge that arrives during the last 500 ms', async () => {
      const host: BridgeHost = {};
      const ready = createBridge(host).ready();
      await jest.advanceTimersByTimeAsync(50 * 16 + 100);
      host.WebViewJavascriptBridge = new FakeNative();
      await jest.advanceTimersByTimeAsync(400);
      await expect(ready).resolves.toBe(true);
    });

    it('polls once for every caller', () => {
      const b = createBridge({});
      expect(b.ready()).toBe(b.ready());
      expect(jest.getTimerCount()).toBe(1);
    });

    it('outside the app everything reports absent', async () => {
      const b = createBridge(undefined);
      expect(b.available()).toBe(false);
      expect(b.state()).toBe('absent');
      await expect(b.request(req, 5000)).rejects.toMatchObject({ reason: 'absent' });
      const ready = b.ready();
      await jest.advanceTimersByTimeAsync(1300);
      await expect(ready).resolves.toBe(false);
    });

    it('ignores an injected value without callHandler', () => {
      const host = { WebViewJavascriptBridge: {} } as unknown as BridgeHost;
      expect(createBridge(host).available()).toBe(false);
    });
  });

  describe('relayed calls: the relay loads on demand', () => {
    const answer = { status: 200, body: { result: 0 } };

    it('loads the relay once, when the bridge is found, and relays through it', async () => {
      const native = new FakeNative();
      const relayRequest = jest.fn(async () => answer);
      const loadRelay = jest.fn(async () => ({ relayRequest }));
      const b = createBridge({ WebViewJavascriptBridge: native }, undefined, { loadRelay });
      expect(loadRelay).not.toHaveBeenCalled();
      await b.ready();
      expect(loadRelay).toHaveBeenCalledTimes(1);
      await expect(b.request(req, 4000)).resolves.toEqual(answer);
      await expect(b.request(req)).resolves.toEqual(answer);
      expect(loadRelay).toHaveBeenCalledTimes(1);
      expect(relayRequest).toHaveBeenCalledWith(
        native,
        NATIVE_HANDLERS.request,
        req,
        4000,
        expect.anything(),
      );
      expect(relayRequest).toHaveBeenLastCalledWith(
        native,
        NATIVE_HANDLERS.request,
        req,
        5000,
        expect.anything(),
      );
    });

    it('loads nothing outside the app, even when asked to preload', async () => {
      const loadRelay = jest.fn(async () => ({ relayRequest: jest.fn() }));
      const b = createBridge({}, undefined, { loadRelay });
      await expect(b.request(req)).rejects.toMatchObject({ reason: 'absent' });
      const ready = b.ready();
      await jest.advanceTimersByTimeAsync(1300);
      await expect(ready).resolves.toBe(false);
      expect(loadRelay).not.toHaveBeenCalled();
      b.preload(); // the page asks inside the app: the file loads, no call is made
      expect(loadRelay).toHaveBeenCalledTimes(1);
    });

    it('fails the call as a bridge exception when the relay cannot load, and tries again on the next', async () => {
      const native = new FakeNative();
      const loadRelay = jest
        .fn<Promise<{ relayRequest: () => Promise<typeof answer> }>, []>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue({ relayRequest: async () => answer });
      const b = createBridge({ WebViewJavascriptBridge: native }, undefined, { loadRelay });
      b.preload();
      const failed = await b.request(req).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(BridgeError);
      expect(failed).toMatchObject({ reason: 'exception' });
      expect(clientCodeOf(failed as BridgeError)).toBe(-4);
      await expect(b.request(req)).resolves.toEqual(answer);
      expect(loadRelay).toHaveBeenCalledTimes(2);
    });

    it('uses the first wrapper API on Android below 30507', async () => {
      const handlerFor = async (platform: string | undefined, versionCode: number | undefined) => {
        const relayRequest = jest.fn(async (..._args: unknown[]) => answer);
        const b = createBridge({ WebViewJavascriptBridge: new FakeNative() }, undefined, {
          platform,
          versionCode,
          loadRelay: async () => ({ relayRequest }),
        });
        await b.request(req, 5000);
        return relayRequest.mock.calls[0]?.[1];
      };
      expect(await handlerFor('android', 30506)).toBe(NATIVE_HANDLERS.request);
      expect(await handlerFor('android', 30507)).toBe(NATIVE_HANDLERS.requestV2);
      expect(await handlerFor('ios', 10000)).toBe(NATIVE_HANDLERS.requestV2);
    });
  });
});

describe("the wrapper's router (spec 02 §2)", () => {
  it('asks the native router to open a URL in the external browser; false without a bridge', () => {
    const calls: unknown[][] = [];
    const host = { WebViewJavascriptBridge: { callHandler: (...args: unknown[]) => void calls.push(args) } };
    expect(createBridge(host).route({ url: 'https://store.example/app', external: 1 })).toBe(true);
    expect(calls[0]?.slice(0, 2)).toEqual(['h5Router', { url: 'https://store.example/app', external: 1 }]);
    expect(createBridge({}).route({ room_id: '42' })).toBe(false);
  });
});
