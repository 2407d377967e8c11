// Method and path of each call the contract server answers here (spec 01 §7, spec 02 §7). Paths keep the
// spec's trailing slash; the server also answers them without it. One export per call, so a bundle carries
// only the paths it calls: paths.ts gathers them as `API`, and `API.checkUid.path` keeps only that one.

export const batchRequest = { method: 'POST', path: '/api/sys/batch_request/' } as const;
export const config = { method: 'POST', path: '/api/sys/config/' } as const;
export const serverTime = { method: 'GET', path: '/api/sys/ts/' } as const;
export const h5Info = { method: 'GET', path: '/api/sys/h5_info/' } as const;
export const healthCheck = { method: 'GET', path: '/api/gm/hii/' } as const;
export const backupDomains = { method: 'GET', path: '/api/sys/backup_domains/' } as const;
export const addEvent = { method: 'GET', path: '/api/sys/add_event/' } as const;
/** spec 02 §7: the debug report (app_order, data) */
export const tmpReport = { method: 'GET', path: '/api/order/tmp_report/' } as const;
export const position = { method: 'GET', path: '/api/timeline/position/' } as const;
export const checkUid = { method: 'POST', path: '/api/user/check_uid/' } as const;
export const rechargeList = { method: 'POST', path: '/api/third_party_pay/get_recharge_list_v3/' } as const;
export const checkUserStatus = { method: 'POST', path: '/api/web/check_user_status/' } as const;
export const lastJoinRoom = { method: 'GET', path: '/api/live_room/last_join_room/' } as const;
export const fineInfo = { method: 'GET', path: '/api/fine/get_fine_info/' } as const;
export const payUserInfo = { method: 'GET', path: '/api/coin/get_pay_user_info/' } as const;
export const accountLogin = { method: 'GET', path: '/api/user/account_login/' } as const;
export const ticketLogin = { method: 'GET', path: '/api/web/ticket_login/' } as const;
export const facebookLogin = { method: 'POST', path: '/api/user/facebook_login/' } as const;
export const googleLogin = { method: 'POST', path: '/api/user/google_login/' } as const;
export const getLoginKey = { method: 'POST', path: '/api/user_mode/get_login_key/' } as const;
export const checkDisplayId = { method: 'GET', path: '/api/web/check_display_id/' } as const;
export const rechargeFillRecord = { method: 'GET', path: '/api/web/recharge_fill_record/' } as const;
export const uploadRechargeFillRecord = {
  method: 'GET',
  path: '/api/web/upload_recharge_fill_record/',
} as const;
export const sendVerifyCode = { method: 'GET', path: '/api/third_party_pay/send_verify_code/' } as const;
export const checkVerifyCode = { method: 'GET', path: '/api/third_party_pay/check_verify_code/' } as const;
/** GET alone; POST inside the init and callback batches (spec 01 §7). */
export const getCardSource = { method: 'GET', path: '/api/web/get_card_source/' } as const;
export const fineOrder = { method: 'GET', path: '/api/fine/get_fine_order/' } as const;
export const pageViewIdResult = { method: 'GET', path: '/api/web/page_view_id_result/' } as const;
export const roomInfo = { method: 'GET', path: '/api/live_room/room_info/' } as const;
/** (ours) the full refresh of a room's synced state (spec 02 §7 does not show its path) */
export const roomStatus = { method: 'GET', path: '/api/live_room/room_status/' } as const;
export const uploadToken = { method: 'GET', path: '/api/sys/upload_token/' } as const;
export const feedbackSubmit = { method: 'GET', path: '/api/feedback/submit/' } as const;
export const updateCardSource = { method: 'GET', path: '/api/web/update_card_source/' } as const;
export const deleteCardSource = { method: 'GET', path: '/api/web/delete_card_source/' } as const;
/** Ours: spec 01 §7 leaves the single-card-by-id call unnamed. */
export const getCardSourceById = { method: 'GET', path: '/api/web/get_card_source_by_id/' } as const;
/** Ours: spec 01 §7 leaves the remember-flag call unnamed. */
export const setCardRemember = { method: 'GET', path: '/api/web/set_card_remember/' } as const;
/**
 * Ours (DESIGN §13, PCI DSS 11.6.1): the browsers' reports of Content-Security-Policy violations (the
 * policy's report-to and report-uri) and the pages' reports of a file refused for its hash.
 */
export const securityReport = { method: 'POST', path: '/api/sys/security_report/' } as const;
/** Ours: the newest security reports the contract server kept (the /test page lists them). */
export const securityReports = { method: 'GET', path: '/api/sys/security_reports/' } as const;

// The calls of an order (placing it, paying it, its answer), made only once a payment has begun: a module
// of their own, so that they travel with the code that pays, not with every page's first render.
export * from './orderApiPaths';
