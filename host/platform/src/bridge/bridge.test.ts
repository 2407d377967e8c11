import {
  createBridge,
  NATIVE_HANDLERS,
  type BridgeHost,
  type NativeBridge,
  type RelayRequest,
} from './bridge';
import { BridgeError, BridgeErrorName, BRIDGE_ERROR_BY_CODE, bridgeErrorName, clientCodeOf } from './errors';

/** A fake native shell: records calls; the test answers them (or not). */
class FakeNative implements NativeBridge {
  readonly calls: { handler: string; data: unknown; reply: (r: unknown) => void }[] = [];
  callHandler(handler: string, data: unknown, reply: (r: unknown) => void): void {
    this.calls.push({ handler, data, reply });
  }
  last() {
    const c = this.calls.at(-1);
    if (!c) throw new Error('no call');
    return c;
  }
}

const req: RelayRequest = { method: 'GET', url: '/api/sys/ts/', headers: { 'x-cli-id': 'a'.repeat(32) } };

async function settled<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown; done: boolean }> {
  let state: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => (state = { value, done: true }),
    (error: unknown) => (state = { error, done: true }),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

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

  describe('relayed calls', () => {
    it('sends the request to the wrapper and reads the answer', async () => {
      const native = new FakeNative();
      const b = createBridge({ WebViewJavascriptBridge: native }, undefined, {
        platform: 'android',
        versionCode: 30600,
      });
      const p = b.request({ ...req, method: 'POST', body: 'a=1', form: true }, 5000);
      const call = native.last();
      expect(call.handler).toBe(NATIVE_HANDLERS.requestV2);
      expect(call.data).toEqual({ ...req, method: 'POST', body: 'a=1', form: true });
      call.reply(JSON.stringify({ code: 0, status: 200, body: '{"result":0,"data":{"ts":1}}' }));
      await expect(p).resolves.toEqual({ status: 200, body: { result: 0, data: { ts: 1 } } });
      expect(jest.getTimerCount()).toBe(0);
    });

    it('accepts an object answer without a code', async () => {
      const native = new FakeNative();
      const p = createBridge({ WebViewJavascriptBridge: native }).request(req, 5000);
      native.last().reply({ status: 404, body: { message: 'nope' } });
      await expect(p).resolves.toEqual({ status: 404, body: { message: 'nope' } });
    });

    it('times out after 5 s, not before, and ignores a late answer', async () => {
      const native = new FakeNative();
      const p = createBridge({ WebViewJavascriptBridge: native }).request(req, 5000);
      await jest.advanceTimersByTimeAsync(4999);
      expect((await settled(p)).done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await settled(p);
      expect(result.error).toBeInstanceOf(BridgeError);
      expect(result.error).toMatchObject({ reason: 'timeout' });
      expect(clientCodeOf(result.error as BridgeError)).toBe(-1);
      native.last().reply({ code: 0, status: 200, body: {} });
    });

    it('uses 5 s when no time-out is given', async () => {
      const native = new FakeNative();
      const outcome = createBridge({ WebViewJavascriptBridge: native })
        .request(req)
        .catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(5000);
      expect(await outcome).toMatchObject({ reason: 'timeout' });
    });

    it('maps a native error code to its name', async () => {
      const native = new FakeNative();
      const b = createBridge({ WebViewJavascriptBridge: native });
      const p = b.request(req, 5000);
      native.last().reply({ code: 10, message: 'host not found' });
      const err = (await settled(p)).error;
      expect(err).toMatchObject({ reason: 'native', native: BridgeErrorName.UnknownHost, nativeCode: 10 });
      expect(clientCodeOf(err as BridgeError)).toBe(-4);
    });

    it('turns a throwing or unreadable bridge into a bridge exception', async () => {
      const throwing: NativeBridge = {
        callHandler: () => {
          throw new Error('boom');
        },
      };
      await expect(
        createBridge({ WebViewJavascriptBridge: throwing }).request(req, 5000),
      ).rejects.toMatchObject({
        reason: 'exception',
      });
      const native = new FakeNative();
      const p = createBridge({ WebViewJavascriptBridge: native }).request(req, 5000);
      native.last().reply('<html>');
      await expect(p).rejects.toMatchObject({ reason: 'exception' });
    });

    it('uses the first wrapper API on Android below 30507', () => {
      const handlerFor = (platform: string | undefined, versionCode: number | undefined) => {
        const native = new FakeNative();
        void createBridge({ WebViewJavascriptBridge: native }, undefined, { platform, versionCode })
          .request(req, 5000)
          .catch(() => undefined);
        return native.last().handler;
      };
      expect(handlerFor('android', 30506)).toBe(NATIVE_HANDLERS.request);
      expect(handlerFor('android', 30507)).toBe(NATIVE_HANDLERS.requestV2);
      expect(handlerFor('ios', 10000)).toBe(NATIVE_HANDLERS.requestV2);
    });
  });

  describe('error names', () => {
    it('maps native codes 0..11 in the order of spec 02 §8', () => {
      expect(BRIDGE_ERROR_BY_CODE).toEqual([
        'no_error',
        'bad_param',
        'connection_shutdown',
        'protocol_error',
        'interrupted',
        'ssl_handshake_error',
        'ssl_peer_unverified',
        'unknown_service',
        'ssl_error',
        'socket_error',
        'unknown_host',
        'unknown',
      ]);
      expect(bridgeErrorName(5)).toBe(BridgeErrorName.SslHandshakeError);
      expect(bridgeErrorName(12)).toBe(BridgeErrorName.Unknown);
      expect(bridgeErrorName(-1)).toBe(BridgeErrorName.Unknown);
      expect(bridgeErrorName('3')).toBe(BridgeErrorName.Unknown);
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
