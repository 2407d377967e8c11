import { loadScript } from '@topup/shared/web/loadScript';
import { runtimeConfig } from '@topup/platform';
import { applePaySessionWithSdk } from './sdk';

jest.mock('@topup/shared/web/loadScript', () => ({ loadScript: jest.fn() }));

// Apple's SDK where the browser has no ApplePaySession, loaded only when asked for.

const load = loadScript as jest.MockedFunction<typeof loadScript>;
const host = globalThis as { ApplePaySession?: unknown };
class SdkSession {
  static canMakePayments = () => true;
  static supportsVersion = () => true;
}

describe("Apple's Apple Pay JS SDK", () => {
  afterEach(() => {
    delete host.ApplePaySession;
    load.mockReset();
  });

  it("is not loaded where the browser has its own session (Safari's is used at once)", async () => {
    host.ApplePaySession = SdkSession;
    expect(await applePaySessionWithSdk()).toBe(SdkSession);
    expect(load).not.toHaveBeenCalled();
  });

  it('elsewhere loads from where the configuration says, on demand; a failure gives null and the next ask tries again, once', async () => {
    const APPLE_PAY_SDK_URL = 'https://applepay.cdn-apple.com/jsapi/v1.3.8/apple-pay-sdk.js';
    const HASH = 'sha384-u/9mOkmShCO0v+dqCAZFhiutJuORfzvuyM5i+676iy7mLSWS6rlllHrIt15f/mqH';
    expect(runtimeConfig().applePay.sdkUrl).toBe(APPLE_PAY_SDK_URL); // the sandbox's: Apple's CDN
    load.mockRejectedValueOnce(new Error('blocked by the policy'));
    expect(await applePaySessionWithSdk()).toBeNull(); // the "not supported" dialog
    load.mockImplementation(() => {
      host.ApplePaySession = SdkSession;
      return Promise.resolve();
    });
    const first = applePaySessionWithSdk();
    const second = applePaySessionWithSdk();
    expect(await first).toBe(SdkSession);
    expect(await second).toBe(SdkSession);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map((c) => c[0])).toEqual([APPLE_PAY_SDK_URL, APPLE_PAY_SDK_URL]);
    // pinned: the browser runs it only with Apple's published hash (DESIGN §13)
    expect(load.mock.calls.map((c) => (c[1] as { integrity?: string }).integrity)).toEqual([HASH, HASH]);
  });
});
