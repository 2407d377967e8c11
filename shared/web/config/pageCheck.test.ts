import { readFixture } from '../../config/testFixtures';
import { sandboxConfig } from '../../config/sandbox';
import { pageConfigProblems } from './pageCheck';

// The page never runs half-configured. What it checks itself before the platform starts.
describe('the page’s own check of its configuration', () => {
  it('takes the sandbox’s and a complete production document', () => {
    expect(pageConfigProblems(sandboxConfig('http://localhost:8787'))).toEqual([]);
    expect(pageConfigProblems(readFixture('production'))).toEqual([]);
    expect(pageConfigProblems(readFixture('staging'))).toEqual([]);
  });

  it('refuses what is not a configuration, naming what is missing', () => {
    expect(pageConfigProblems(null)).toEqual(['the configuration is not a JSON object']);
    expect(pageConfigProblems([])).toEqual(['the configuration is not a JSON object']);
    const noApi = readFixture('production') as unknown as Record<string, unknown>;
    delete noApi.api;
    expect(pageConfigProblems(noApi)).toEqual(['api: missing']);
    const config = readFixture('production') as unknown as Record<string, unknown>;
    (config.pay as Record<string, unknown>).providers = { 23: 'frames' };
    (config.analytics as Record<string, unknown>).transport = 'carrier pigeon';
    expect(pageConfigProblems(config)).toEqual([
      'pay.providers.27: no provider',
      'analytics.transport: not spec or batch',
    ]);
  });

  it('refuses a production document that would pay or sign in through the sandbox', () => {
    const config = readFixture('production');
    config.pay.providers['23'] = 'sandbox';
    config.social.google.sdkUrl = '/sandbox/social/gsi-client.js';
    config.api.host = '';
    expect(pageConfigProblems(config)).toEqual([
      "pay.providers.23: the sandbox's card provider",
      'social.google.sdkUrl: a stand-in SDK',
      'api.host: not an https address',
    ]);
    // the same values are the sandbox's own in its profile
    expect(pageConfigProblems({ ...config, profile: 'sandbox' })).toEqual([]);
  });
});
