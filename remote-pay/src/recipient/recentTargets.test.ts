import { fetchCall, selectCall } from '@topup/platform';
import { createTestStore, fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { recentTargetsCall } from './recentTargets';

const me = { uid: 21000100, display_uid: 1000100, icon: '/me.svg' };
const here = {
  uid: 21000001,
  display_uid: 1000001,
  nickname: 'ليان',
  icon: '/a.svg',
  fill_times: 1,
  last_fill_time: 1_742_460_000,
};
const record = (to: number, fill_times: number) => ({
  to_uid: to,
  to_display_uid: to - 20_000_000,
  to_nickname: `n${to}`,
  to_icon: '/x.svg',
  is_guest: 0,
  uid: me.uid,
  h5_deviceid: 'd',
  fill_times,
  first_fill_time: 1,
  last_fill_time: 1,
  status2: 0,
});

function signedIn(route: (c: FakeCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  const t = createTestStore({
    route: (c) => {
      const special = route(c);
      if (special) return special;
      if (c.path === API.rechargeFillRecord.path) return ok({ list: [record(21000002, 3)] });
      if (c.path === API.checkUid.path) return fail(404); // refreshes are best effort
      return ok(null);
    },
  });
  t.services.session.login({ sessionKey: 'skey-1', loginType: 'account', user: me });
  return t;
}

describe('the recent recharge targets (spec 01 §3, §6, §7)', () => {
  it('merges the server’s records with this device’s, the user’s own account first', async () => {
    const t = signedIn();
    const r = await t.store.dispatch(fetchCall(recentTargetsCall, { history: [here] }));
    expect(r.result).toBe(0);
    // the user's own account first, then the most recently topped up
    expect((r.data ?? []).map((x) => x.to_uid)).toEqual([me.uid, 21000001, 21000002]);
    expect(t.calls.find((c) => c.path === API.rechargeFillRecord.path)?.params).toMatchObject({
      session_key: 'skey-1',
      offset: 0,
      limit: 100,
    });
  });

  it('uploads the merged records back (upload_recharge_fill_record)', async () => {
    const t = signedIn();
    await t.store.dispatch(fetchCall(recentTargetsCall, { history: [here] }));
    const upload = t.calls.find((c) => c.path === API.uploadRechargeFillRecord.path);
    expect(upload?.params).toMatchObject({ session_key: 'skey-1' });
    const records = JSON.parse(String(upload?.params?.records)) as { to_uid: number; fill_times: number }[];
    expect(records.map((x) => [x.to_uid, x.fill_times])).toEqual(
      expect.arrayContaining([
        [21000002, 3],
        [21000001, 1],
      ]),
    );
  });

  it('fails as one call, with its own error, when the records cannot be read', async () => {
    const t = signedIn((c) => (c.path === API.rechargeFillRecord.path ? fail(-2, 'network') : undefined));
    await t.store.dispatch(fetchCall(recentTargetsCall, { history: [here] }));
    expect(selectCall(t.store.getState(), recentTargetsCall, { history: [here] })).toMatchObject({
      status: 'failed',
      result: -2,
    });
    expect(t.calls.some((c) => c.path === API.uploadRechargeFillRecord.path)).toBe(false);
  });

  it('is this device’s history alone for a visitor', async () => {
    const t = createTestStore({ route: () => fail(404) });
    const r = await t.store.dispatch(fetchCall(recentTargetsCall, { history: [here] }));
    expect((r.data ?? []).map((x) => x.to_uid)).toEqual([21000001]);
    expect(t.calls.some((c) => c.path === API.rechargeFillRecord.path)).toBe(false);
  });
});
