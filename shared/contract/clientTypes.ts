// spec 02 §1: the client-type labels the page sends — in the app, PC browser, mobile browser. Plain values,
// no schema: the page's analytics read them (shared/domain/analytics/clientType.ts says which one a page is)
// and the alert relay's contract lists them (alert.ts).

export const CLIENT_TYPES = {
  app: 'in_app',
  pc: 'pc_browser',
  mobile: 'mobile_browser',
} as const;
export type ClientType = (typeof CLIENT_TYPES)[keyof typeof CLIENT_TYPES];
