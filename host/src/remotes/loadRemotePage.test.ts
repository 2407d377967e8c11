import type { ChosenReleases } from '@topup/shared/domain/releases/releaseMap';

// A release whose platform range the host's version does not satisfy is never
// run (its module is not even asked for); the page gets the failed page, which shows the retry.

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: () => null })),
}));
jest.mock('@topup/platform/src/hostSide', () => ({
  logger: { debug: jest.fn() },
  remoteLoaded: jest.fn(),
  store: {},
}));
let chosen: ChosenReleases = {};
jest.mock('./remoteMap', () => ({
  startRemoteMap: async () => chosen,
  refreshRemote: async () => chosen,
}));
jest.mock('./fallbackPlugin', () => ({ fallbackPlugin: () => ({ name: 'fallback' }) }));

const release = (platform?: string) => ({
  release: { id: '1.0.334-aaaaaaaaaa', entry: '/remotes/pay/releases/x/mf-manifest.json', platform },
  why: 'current' as const,
  score: null,
});

beforeAll(() => {
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '1.0.334';
});

async function load() {
  jest.resetModules();
  jest.useFakeTimers();
  const runtime = await import('@module-federation/enhanced/runtime');
  const { loadRemotePage } = await import('./loadRemotePage');
  const page = loadRemotePage('pay', './pay');
  await jest.runAllTimersAsync(); // the two automatic retries
  jest.useRealTimers();
  return { page: await page, loadRemote: jest.mocked(runtime.loadRemote) };
}

it('runs a release whose range the platform satisfies', async () => {
  chosen = { pay: release('>=1.0.330 <2') };
  const { page, loadRemote } = await load();
  expect(page.failed).toBeUndefined();
  expect(loadRemote).toHaveBeenCalledWith('topup_pay/pay');
});

it.each(['>=2.0.0', '<1.0.334', 'not a range'])(
  'refuses a release that needs %s, without loading it',
  async (range) => {
    chosen = { pay: release(range) };
    const { page, loadRemote } = await load();
    expect(page.failed).toBe(true);
    expect(loadRemote).not.toHaveBeenCalled();
  },
);
