/**
 * Method and path of each call the contract server answers here (spec 01 §7, spec 02 §7).
 * Paths keep the spec's trailing slash; the server also answers them without it.
 */
export const API = {
  batchRequest: { method: 'POST', path: '/api/sys/batch_request/' },
  config: { method: 'POST', path: '/api/sys/config/' },
  serverTime: { method: 'GET', path: '/api/sys/ts/' },
  h5Info: { method: 'GET', path: '/api/sys/h5_info/' },
  healthCheck: { method: 'GET', path: '/api/gm/hii/' },
  backupDomains: { method: 'GET', path: '/api/sys/backup_domains/' },
  addEvent: { method: 'GET', path: '/api/sys/add_event/' },
  /** spec 02 §7: the debug report (app_order, data) */
  tmpReport: { method: 'GET', path: '/api/order/tmp_report/' },
  position: { method: 'GET', path: '/api/timeline/position/' },
  checkUid: { method: 'POST', path: '/api/user/check_uid/' },
  rechargeList: { method: 'POST', path: '/api/third_party_pay/get_recharge_list_v3/' },
  checkUserStatus: { method: 'POST', path: '/api/web/check_user_status/' },
  lastJoinRoom: { method: 'GET', path: '/api/live_room/last_join_room/' },
  fineInfo: { method: 'GET', path: '/api/fine/get_fine_info/' },
  payUserInfo: { method: 'GET', path: '/api/coin/get_pay_user_info/' },
  accountLogin: { method: 'GET', path: '/api/user/account_login/' },
  ticketLogin: { method: 'GET', path: '/api/web/ticket_login/' },
  facebookLogin: { method: 'POST', path: '/api/user/facebook_login/' },
  googleLogin: { method: 'POST', path: '/api/user/google_login/' },
  getLoginKey: { method: 'POST', path: '/api/user_mode/get_login_key/' },
  checkDisplayId: { method: 'GET', path: '/api/web/check_display_id/' },
  rechargeFillRecord: { method: 'GET', path: '/api/web/recharge_fill_record/' },
  uploadRechargeFillRecord: { method: 'GET', path: '/api/web/upload_recharge_fill_record/' },
  sendVerifyCode: { method: 'GET', path: '/api/third_party_pay/send_verify_code/' },
  checkVerifyCode: { method: 'GET', path: '/api/third_party_pay/check_verify_code/' },
  /** GET alone; POST inside the init and callback batches (spec 01 §7). */
  getCardSource: { method: 'GET', path: '/api/web/get_card_source/' },
  /** Header X-CLI-RID required. */
  createCoinPay: { method: 'GET', path: '/api/order/create_coin_pay/' },
  submitAuthenticationResult: { method: 'GET', path: '/api/order/submit_authentication_result/' },
  submitPaymentToken: { method: 'GET', path: '/api/order/submit_payment_token/' },
  checkDomainPayable: { method: 'GET', path: '/api/order/check_domain_payable/' },
  adyenApplePaySessionData: { method: 'GET', path: '/api/order/adyen_apple_pay_session_data/' },
  adyenVerifyPay: { method: 'POST', path: '/api/order/adyen_verify_pay/' },
  createFinePayHosted: { method: 'GET', path: '/api/payer_max/create_fine_pay/' },
  createFinePayCard: { method: 'GET', path: '/api/order/create_fine_pay/' },
  fineOrder: { method: 'GET', path: '/api/fine/get_fine_order/' },
  pageViewIdResult: { method: 'GET', path: '/api/web/page_view_id_result/' },
  roomInfo: { method: 'GET', path: '/api/live_room/room_info/' },
  /** (ours) the full refresh of a room's synced state (spec 02 §7 does not show its path) */
  roomStatus: { method: 'GET', path: '/api/live_room/room_status/' },
  uploadToken: { method: 'GET', path: '/api/sys/upload_token/' },
  feedbackSubmit: { method: 'GET', path: '/api/feedback/submit/' },
  applePayMerchantSession: { method: 'GET', path: '/api/order/apple_pay_merchant_session/' },
  /** Form body. */
  clickCancel: { method: 'POST', path: '/api/order/click_cancel/' },
  /** GET alone, or inside the callback batch; POST answers too. */
  payResultByOrderFast: { method: 'GET', path: '/api/web/pay_result_by_order_fast/' },
  /** POST in the callback batch; GET answers too. */
  orderInfo: { method: 'POST', path: '/api/web/get_order_info_by_pay2_order_id/' },
  payErrorByOrder: { method: 'GET', path: '/api/web/get_pay_error_by_order/' },
  cardInfoByOrder: { method: 'GET', path: '/api/web/get_card_info_by_order/' },
  updateCardSource: { method: 'GET', path: '/api/web/update_card_source/' },
  deleteCardSource: { method: 'GET', path: '/api/web/delete_card_source/' },
  /** Ours: spec 01 §7 leaves the single-card-by-id call unnamed. */
  getCardSourceById: { method: 'GET', path: '/api/web/get_card_source_by_id/' },
  /** Ours: spec 01 §7 leaves the remember-flag call unnamed. */
  setCardRemember: { method: 'GET', path: '/api/web/set_card_remember/' },
  /** Ours: the order a payment attempt (X-CLI-RID) made, for a page reloaded while it was being created. */
  orderByClientRid: { method: 'GET', path: '/api/web/order_by_client_rid/' },
  /**
   * Ours (DESIGN §13, PCI DSS 11.6.1): the browsers' reports of Content-Security-Policy violations (the
   * policy's report-to and report-uri) and the pages' reports of a file refused for its hash.
   */
  securityReport: { method: 'POST', path: '/api/sys/security_report/' },
  /** Ours: the newest security reports the contract server kept (the /test page lists them). */
  securityReports: { method: 'GET', path: '/api/sys/security_reports/' },
} as const;

export type ApiName = keyof typeof API;

/** Where feedback uploads are posted and served from (ours; spec 02 §7 names no path). */
export const UPLOAD_PATH = '/api/sys/upload/';
export const uploadedFilePath = (key: string): string => `/uploads/${key}`;
