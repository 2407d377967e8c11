// Method and path of the calls of an order (spec 01 §7, spec 02 §7): placing it, paying it (3-D Secure, Apple
// Pay), cancelling it, and its answer. Re-exported by apiPaths.ts with the rest; one export per call.

/** Header X-CLI-RID required. */
export const createCoinPay = { method: 'GET', path: '/api/order/create_coin_pay/' } as const;
export const submitAuthenticationResult = {
  method: 'GET',
  path: '/api/order/submit_authentication_result/',
} as const;
export const submitPaymentToken = { method: 'GET', path: '/api/order/submit_payment_token/' } as const;
export const checkDomainPayable = { method: 'GET', path: '/api/order/check_domain_payable/' } as const;
export const adyenApplePaySessionData = {
  method: 'GET',
  path: '/api/order/adyen_apple_pay_session_data/',
} as const;
export const adyenVerifyPay = { method: 'POST', path: '/api/order/adyen_verify_pay/' } as const;
export const createFinePayHosted = { method: 'GET', path: '/api/payer_max/create_fine_pay/' } as const;
export const createFinePayCard = { method: 'GET', path: '/api/order/create_fine_pay/' } as const;
export const applePayMerchantSession = {
  method: 'GET',
  path: '/api/order/apple_pay_merchant_session/',
} as const;
/** Form body. */
export const clickCancel = { method: 'POST', path: '/api/order/click_cancel/' } as const;
/** GET alone, or inside the callback batch; POST answers too. */
export const payResultByOrderFast = { method: 'GET', path: '/api/web/pay_result_by_order_fast/' } as const;
/** POST in the callback batch; GET answers too. */
export const orderInfo = { method: 'POST', path: '/api/web/get_order_info_by_pay2_order_id/' } as const;
export const payErrorByOrder = { method: 'GET', path: '/api/web/get_pay_error_by_order/' } as const;
export const cardInfoByOrder = { method: 'GET', path: '/api/web/get_card_info_by_order/' } as const;
/** Ours: the order a payment attempt (X-CLI-RID) made, for a page reloaded while it was being created. */
export const orderByClientRid = { method: 'GET', path: '/api/web/order_by_client_rid/' } as const;
