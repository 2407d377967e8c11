import { SANDBOX_SOCIAL_SDK } from '../contract/login';
import { configProblems } from './problems';
import { sandboxApplePayDomains, sandboxConfig, SANDBOX_SOCIAL_SDK_URLS } from './sandbox';
import { checkConfig, schemaProblems } from './validate';

// The sandbox profile is what `npm start` served before the configuration existed.

describe('the sandbox configuration', () => {
  const config = sandboxConfig('http://localhost:8787');

  it('has the schema and no problem, in test mode too', () => {
    expect(schemaProblems(config)).toEqual([]);
    expect(configProblems(config, { testMode: true })).toEqual([]);
    expect(checkConfig(config, { testMode: true })).toEqual({
      config,
      server: { teamChatWebhook: '' },
      problems: [],
    });
  });

  it("is the build's old defaults: sandbox cards, the page's own origin, stand-in SDKs, no monitoring", () => {
    expect(config.profile).toBe('sandbox');
    expect(config.pay.providers).toEqual({ '23': 'sandbox', '27': 'sandbox' });
    expect(config.api).toEqual({ host: '', testHost: '', ksaHost: '' });
    expect(config.room.socketUrl).toBe('');
    expect(config.social.facebook).toEqual({ sdkUrl: SANDBOX_SOCIAL_SDK.facebook, appId: 'sandbox' });
    expect(config.social.google).toEqual({ sdkUrl: SANDBOX_SOCIAL_SDK.google, clientId: 'sandbox' });
    expect(config.monitoring).toEqual({ monitorUrl: '' });
    expect(config.analytics.transport).toBe('batch');
    expect(config.pay.adyenEnvironment).toBe('test');
    expect(config.pay.redirectOrigins).toEqual([]);
    expect(config.applePay.sdkUrl).toBe('https://applepay.cdn-apple.com/jsapi/v1.3.8/apple-pay-sdk.js');
    expect(config.applePay.sdkIntegrity).toBe(
      'sha384-u/9mOkmShCO0v+dqCAZFhiutJuORfzvuyM5i+676iy7mLSWS6rlllHrIt15f/mqH',
    );
  });

  it('names the stand-in SDKs where the contract server serves them', () => {
    expect(SANDBOX_SOCIAL_SDK_URLS).toEqual(SANDBOX_SOCIAL_SDK);
  });

  it("lets Apple Pay move between the machine's two names on the server's own port", () => {
    expect(config.applePay.domains).toEqual(['localhost:8787', '127.0.0.1:8787']);
    expect(sandboxApplePayDomains('http://127.0.0.1:9001')).toEqual(['localhost:9001', '127.0.0.1:9001']);
    expect(sandboxApplePayDomains('http://localhost')).toEqual(['localhost', '127.0.0.1']);
    expect(sandboxApplePayDomains('https://sandbox.topup-dev.net')).toEqual(['sandbox.topup-dev.net']);
  });

  it('is a new document each time', () => {
    const other = sandboxConfig('http://localhost:8787');
    other.legal.privacyUrls.kanka = 'changed';
    other.applePay.domains.push('changed');
    expect(sandboxConfig('http://localhost:8787')).toEqual(config);
  });
});
