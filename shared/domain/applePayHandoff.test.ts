import { parseAppContext } from './appContext';
import { needsSafariHandoff, readHandoff, safariHandoffUrl } from './applePayHandoff';

const ctx = (q: string) => parseAppContext(q, '');

describe('handing Apple Pay from the app to Safari', () => {
  it('is needed in the app shell on iOS only', () => {
    expect(needsSafariHandoff(ctx('?platform=ios&version_code=10200'))).toBe(true);
    expect(needsSafariHandoff(ctx('?platform=android&version_code=30600'))).toBe(false);
    expect(needsSafariHandoff(ctx('?platform=ios'))).toBe(false);
    expect(needsSafariHandoff(ctx(''))).toBe(false);
  });

  it('keeps the page and its other parameters, drops the app’s, and carries recipient, tier and type', () => {
    const url = safariHandoffUrl(
      'https://topup.example/pay?platform=ios&version_code=10200&session_key=sk&darkmode=1&x=1#tab=2',
      { displayUid: '1000001', rechargeId: 3, payType: 26 },
    );
    const u = new URL(url);
    expect(u.pathname).toBe('/pay');
    expect(u.hash).toBe('');
    expect([...u.searchParams.keys()].sort()).toEqual([
      'ap_pay_type',
      'ap_recharge_id',
      'ap_uid',
      'darkmode',
      'x',
    ]);
    expect(readHandoff(u.search, u.hash)).toEqual({ displayUid: '1000001', rechargeId: 3, payType: 26 });
  });

  it('reads nothing from a malformed hand-off or a type outside the Apple Pay group', () => {
    expect(readHandoff('?ap_uid=12a&ap_recharge_id=3&ap_pay_type=26', '')).toBeNull();
    expect(readHandoff('?ap_uid=1&ap_recharge_id=3&ap_pay_type=23', '')).toBeNull();
    expect(readHandoff('?ap_uid=1&ap_pay_type=26', '')).toBeNull();
    expect(readHandoff('', '')).toBeNull();
  });
});
