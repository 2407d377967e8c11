import { runtimeConfig } from '@topup/platform';
import { merchantIdentifier } from './merchantId';

// spec 01 §7: the merchant identifier sent with adyen_apple_pay_session_data, one rule for the
// top-up and the fine.
describe('the Apple Pay merchant identifier', () => {
  it('is the package’s when sys_config names one', () => {
    expect(merchantIdentifier({ merchantAcccount: 'merchant.com.topup.live' })).toBe(
      'merchant.com.topup.live',
    );
  });

  it('else the environment’s, never an empty or made-up one', () => {
    const configured = runtimeConfig().applePay.merchantId;
    expect(configured).not.toBe('');
    expect(merchantIdentifier(undefined)).toBe(configured);
    expect(merchantIdentifier({ merchantAcccount: '' })).toBe(configured);
  });
});
