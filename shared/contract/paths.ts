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
  position: { method: 'GET', path: '/api/timeline/position/' },
  checkUid: { method: 'POST', path: '/api/user/check_uid/' },
  rechargeList: { method: 'POST', path: '/api/third_party_pay/get_recharge_list_v3/' },
  checkUserStatus: { method: 'POST', path: '/api/web/check_user_status/' },
  lastJoinRoom: { method: 'GET', path: '/api/live_room/last_join_room/' },
  fineInfo: { method: 'GET', path: '/api/fine/get_fine_info/' },
} as const;

export type ApiName = keyof typeof API;
