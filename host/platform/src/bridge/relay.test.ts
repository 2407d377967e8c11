import { FakeNative, req, settled } from '../testing/fakeNative';
import { NATIVE_HANDLERS, type BridgeTimers, type NativeBridge, type RelayRequest } from './bridge';
import { BridgeError, clientCodeOf } from './errors';
import { BridgeErrorName, BRIDGE_ERROR_BY_CODE, bridgeErrorName } from './nativeCodes';
import { relayRequest } from './relay';

// spec 02 §4, §8, §9: a call relayed through the native wrapper, its time-out and its answer read (the relay
// the bridge loads on demand: bridge.test.ts).

const timers: BridgeTimers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const relay = (native: NativeBridge, request: RelayRequest, timeoutMs: number) =>
  relayRequest(native, NATIVE_HANDLERS.requestV2, request, timeoutMs, timers);

describe('the relay (spec 02 §4, §8, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  describe('a relayed call', () => {
    it('sends the request to the wrapper and reads the answer', async () => {
      const native = new FakeNative();
      const p = relay(native, { ...req, method: 'POST', body: 'a=1', form: true }, 5000);
      const call = native.last();
      expect(call.handler).toBe(NATIVE_HANDLERS.requestV2);
      expect(call.data).toEqual({ ...req, method: 'POST', body: 'a=1', form: true });
      call.reply(JSON.stringify({ code: 0, status: 200, body: '{"result":0,"data":{"ts":1}}' }));
      await expect(p).resolves.toEqual({ status: 200, body: { result: 0, data: { ts: 1 } } });
      expect(jest.getTimerCount()).toBe(0);
    });

    it('accepts an object answer without a code', async () => {
      const native = new FakeNative();
      const p = relay(native, req, 5000);
      native.last().reply({ status: 404, body: { message: 'nope' } });
      await expect(p).resolves.toEqual({ status: 404, body: { message: 'nope' } });
    });

    it('times out after 5 s, not before, and ignores a late answer', async () => {
      const native = new FakeNative();
      const p = relay(native, req, 5000);
      await jest.advanceTimersByTimeAsync(4999);
      expect((await settled(p)).done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await settled(p);
      expect(result.error).toBeInstanceOf(BridgeError);
      expect(result.error).toMatchObject({ reason: 'timeout' });
      expect(clientCodeOf(result.error as BridgeError)).toBe(-1);
      native.last().reply({ code: 0, status: 200, body: {} });
    });

    it('maps a native error code to its name', async () => {
      const native = new FakeNative();
      const p = relay(native, req, 5000);
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
      await expect(relay(throwing, req, 5000)).rejects.toMatchObject({
        reason: 'exception',
      });
      const native = new FakeNative();
      const p = relay(native, req, 5000);
      native.last().reply('<html>');
      await expect(p).rejects.toMatchObject({ reason: 'exception' });
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
