import { callbackQuery, readCallbackParams } from './callbackParams';

describe('payment callback parameters (spec 01 §2)', () => {
  it('reads a provider callback from the query', () => {
    expect(
      readCallbackParams(
        '?zp_show=1&zp_orderid=o-1&zp_h5deviceid=d1&zp_pay_sub_type=23&mock=ok&uuid=u&bundle_id=b',
        '',
      ),
    ).toEqual({
      isCallback: true,
      orderId: 'o-1',
      deviceId: 'd1',
      paySubType: 23,
      mock: 'ok',
      uuid: 'u',
      bundleId: 'b',
    });
  });
  it('is not a callback without zp_show=1', () => {
    expect(readCallbackParams('?zp_orderid=o-1', '').isCallback).toBe(false);
    expect(readCallbackParams('?zp_show=0', '').isCallback).toBe(false);
    expect(readCallbackParams('?test_zp_show=1', '').isCallback).toBe(true);
  });
  it('takes order_id when zp_orderid is absent', () => {
    expect(readCallbackParams('?order_id=o-2', '').orderId).toBe('o-2');
    expect(readCallbackParams('?order_id=o-2&zp_orderid=o-3', '').orderId).toBe('o-3');
  });
  it('lets the hash win over the query', () => {
    const p = readCallbackParams('?zp_show=0&zp_orderid=q', '#zp_show=1&zp_orderid=h');
    expect(p.isCallback).toBe(true);
    expect(p.orderId).toBe('h');
  });
  it('reads nothing from an empty address', () => {
    expect(readCallbackParams('', '')).toEqual({
      isCallback: false,
      orderId: null,
      deviceId: null,
      paySubType: null,
      mock: null,
      uuid: null,
      bundleId: null,
    });
    expect(readCallbackParams('?zp_pay_sub_type=abc', '').paySubType).toBeNull();
  });
});

describe('the query of the fast result call', () => {
  it("is the page's query with the hash's parameters winning", () => {
    const q = new URLSearchParams(
      callbackQuery('?zp_show=1&zp_orderid=TP1&platform=ios', '#zp_orderid=TP2&zp_h5deviceid=abc'),
    );
    expect(q.get('zp_orderid')).toBe('TP2');
    expect(q.get('zp_show')).toBe('1');
    expect(q.get('platform')).toBe('ios');
    expect(q.get('zp_h5deviceid')).toBe('abc');
  });

  it('is empty without parameters', () => {
    expect(callbackQuery('', '')).toBe('');
  });
});
