import { DEFAULT_RETURN_PATH, RETURN_PATHS } from '../contract/orderValues';
import { returnPathOf } from './returnPath';

describe('the page a payment comes back to (spec 01 §2)', () => {
  it('is the page paid from when it is a callback page', () => {
    for (const path of RETURN_PATHS) expect(returnPathOf(path)).toBe(path);
    expect(RETURN_PATHS).toEqual(['/pay', '/recharge', '/pay-step']);
  });
  it('is /pay from anywhere else, or when none is named', () => {
    for (const path of ['/recharge-list', '/fines', '/pay/', 'https://evil.example/pay', '', undefined])
      expect(returnPathOf(path)).toBe(DEFAULT_RETURN_PATH);
    expect(DEFAULT_RETURN_PATH).toBe('/pay');
  });
});
