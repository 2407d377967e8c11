import type { BatchCall } from '@topup/platform';
import { API } from '@topup/shared/contract/paths';
import { payInitRequests } from '@topup/shared/domain/payInitBatch';
import { firstRoomCallEarly, startRouteHeadStart, type HeadStartDeps } from './headStart';

const history = [{ uid: 21000001, display_uid: 1000001, nickname: 'ليان', icon: '/a.svg' }];
const me = { uid: 21000009, display_uid: 1000009, nickname: 'سارة', icon: '/s.svg' };

const gets: { path: string; params: unknown }[] = [];
let pkgInfoReads = 0;

function run(href: string, who: { sessionKey: string | null; user: typeof me | null }, kept = history) {
  const started: (readonly BatchCall[])[] = [];
  gets.length = 0;
  pkgInfoReads = 0;
  const deps = {
    session: { getSnapshot: () => ({ ...who, loginType: null, openId: null }) },
    storage: { get: () => kept },
    device: { deviceId: () => 'dev1' },
    startBatchEarly: (calls: readonly BatchCall[]) => started.push(calls),
    startRoomEarly: firstRoomCallEarly((path, params) => void gets.push({ path, params })),
    pkgInfo: { readNow: () => (pkgInfoReads += 1) },
  } as unknown as HeadStartDeps;
  const url = new URL(href, 'https://top.example');
  startRouteHeadStart(url, deps);
  return started;
}

const nobody = { sessionKey: null, user: null };

describe("the host's early init batch", () => {
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

  it.each(['/', '/fines', '/recharge-list', '/feedback', '/about', '/nowhere'])(
    'sends nothing on %s (its page asks its own calls)',
    (href) => {
      expect(run(href, nobody)).toEqual([]);
      expect(gets).toEqual([]);
    },
  );

  it("asks the share page's room as it starts: the link's room, else the last one joined", () => {
    expect(run('/share.html?room_id=52001', nobody)).toEqual([]);
    expect(gets).toEqual([{ path: API.roomInfo.path, params: { room_id: '52001' } }]);
    run('/share.html', nobody);
    expect(gets).toEqual([{ path: API.lastJoinRoom.path, params: {} }]);
    run('/share.html?room_id=52a', nobody); // not a room id: the page asks the last room too
    expect(gets).toEqual([{ path: API.lastJoinRoom.path, params: {} }]);
  });

  it("sends nothing on a provider's callback (the callback batch comes instead)", () => {
    expect(run('/pay?zp_show=1&zp_orderid=ORD1', nobody)).toEqual([]);
    expect(run('/pay#zp_show=1&order_id=ORD1', nobody)).toEqual([]);
  });

  it('sends nothing for a session key whose user the page must first ask for', () => {
    expect(run('/pay', { sessionKey: 'skey', user: null })).toEqual([]);
  });

  it.each(['/pay', '/recharge', '/pay-step', '/pay?zp_show=1&zp_orderid=ORD1'])(
    'reads the package info as %s starts: its channels are the gray release’s to decide',
    (href) => {
      run(href, { sessionKey: 'skey', user: null });
      expect(pkgInfoReads).toBe(1);
    },
  );

  it.each(['/', '/share.html', '/fines', '/recharge-list', '/feedback'])(
    'leaves the package info for after the load event on %s',
    (href) => {
      run(href, nobody);
      expect(pkgInfoReads).toBe(0);
    },
  );
});
