import { runtimeConfig } from '@topup/platform';
import type { ApplePayConfig } from '@topup/shared/contract/sys';

// spec 01 §7: adyen_apple_pay_session_data's merchant_identifier is the package's Apple Pay merchant
// (sys_config's merchantAcccount); a package that names none gets the environment's (the top-up
// sent '' and the fine 'merchant', a placeholder no live merchant has). One rule for both.
export function merchantIdentifier(config: Pick<ApplePayConfig, 'merchantAcccount'> | undefined): string {
  return config?.merchantAcccount || runtimeConfig().applePay.merchantId;
}
