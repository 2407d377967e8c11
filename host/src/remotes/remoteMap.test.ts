import { canaryScore } from '@topup/shared/domain/releases/deviceScore';

// The page chooses each remote's release once, from its device id, and keeps it:
// a retry registers the same release again even when the map has changed since.

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
let device = '';
jest.mock('@topup/platform/src/hostSide', () => ({ logger: { debug: jest.fn() }, deviceId: () => device }));

const rel = (id: string) => ({ id, entry: `/remotes/pay/releases/${id}/mf-manifest.json` });
const ids = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(32, 'b'));

/** The module as a new page loads it, with the federation runtime it registers with. */
async function freshModule() {
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  return { ...(await import('./remoteMap')), registerRemotes: jest.mocked(runtime.registerRemotes) };
}

it.each([
  { where: 'inside', pick: (s: number) => s < 50, want: 'new' },
  { where: 'outside', pick: (s: number) => s >= 50, want: 'old' },
])(
  'a device $where a 50 % canary registers the $want release and keeps it through a retry',
  async ({ pick, want }) => {
    device = ids.find((id) => pick(canaryScore(id, 'pay'))) as string;
    window.__TOPUP_REMOTES__ = {
      pay: { current: rel('old'), canary: { release: rel('new'), percent: 50 } },
      fines: '/remotes/fines/mf-manifest.json',
    };
    const { refreshRemote, startRemoteMap, registerRemotes } = await freshModule();
    const chosen = await startRemoteMap();
    expect(chosen.pay?.release.id).toBe(want);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'topup_pay', entry: rel(want).entry },
        { name: 'topup_fines', entry: '/remotes/fines/mf-manifest.json' },
      ],
      { force: false },
    );
    // a deploy changes the map the server writes into new pages; this page does not read it again
    window.__TOPUP_REMOTES__ = { pay: { current: rel('newest') } };
    await refreshRemote('pay');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'topup_pay', entry: rel(want).entry }], {
      force: true,
    });
  },
);
