import { fineReturnPath } from './fineReturn';

describe('the fine page a fine payment returns to (spec 02 §4)', () => {
  it('names the account and the order, encoded', () => {
    expect(fineReturnPath(1000022, 'TP123')).toBe('/fines?uid=1000022&fine_order=TP123');
    expect(fineReturnPath('10&x', 'a b')).toBe('/fines?uid=10%26x&fine_order=a%20b');
  });
});
