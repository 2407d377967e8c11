import type { BatchCall } from '@topup/platform';
import { payInitRequests } from '@topup/shared/domain/payInitBatch';
import { startRouteHeadStart, type HeadStartDeps } from './headStart';

const history = [{ uid: 21000001, display_uid: 1000001, nickname: 'ليان', icon: '/a.svg' }];
const me = { uid: 21000009, display_uid: 1000009, nickname: 'سارة', icon: '/s.svg' };

function run(href: string, who: { sessionKey: string | null; user: typeof me | null }, kept = history) {
  const started: (readonly BatchCall[])[] = [];
  const deps = {
    session: { getSnapshot: () => ({ ...who, loginType: null, openId: null }) },
    storage: { get: () => kept },
    device: { deviceId: () => 'dev1' },
    startBatchEarly: (calls: readonly BatchCall[]) => started.push(calls),
  } as unknown as HeadStartDeps;
  const url = new URL(href, 'https://top.example');
  startRouteHeadStart(url, deps);
  return started;
}

const nobody = { sessionKey: null, user: null };

describe("the host's early init batch (issue 35)", () => {
  it.each(['/pay', '/pay/', '/recharge', '/pay-step', '/pay?uid=1000001'])(
    'sends the init batch of the remembered recipient on %s',
    (href) => {
      expect(run(href, nobody)).toEqual([
        payInitRequests({ recipient: history[0] ?? null, history, deviceId: 'dev1', sessionKey: null }),
      ]);
    },
  );

  it('asks about the signed-in user when there is no history, with their session key', () => {
    expect(run('/pay', { sessionKey: 'skey', user: me }, [])).toEqual([
      payInitRequests({ recipient: me, history: [], deviceId: 'dev1', sessionKey: 'skey' }),
    ]);
  });

  it.each(['/', '/fines', '/recharge-list', '/feedback', '/share.html', '/nowhere'])(
    'sends nothing on %s (its page asks its own calls)',
    (href) => {
      expect(run(href, nobody)).toEqual([]);
    },
  );

  it("sends nothing on a provider's callback (the callback batch comes instead)", () => {
    expect(run('/pay?zp_show=1&zp_orderid=ORD1', nobody)).toEqual([]);
    expect(run('/pay#zp_show=1&order_id=ORD1', nobody)).toEqual([]);
  });

  it('sends nothing for a session key whose user the page must first ask for', () => {
    expect(run('/pay', { sessionKey: 'skey', user: null })).toEqual([]);
  });
});
