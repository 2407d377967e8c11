import { isPcWidth } from '../layout';

// spec 02 §1: the client-type labels — in the app, PC browser, mobile browser. Inside the app shell the
// width does not matter; a browser window wider than 800 px is a PC (spec 02 §2, §9).

export const CLIENT_TYPES = {
  app: 'in_app',
  pc: 'pc_browser',
  mobile: 'mobile_browser',
} as const;
export type ClientType = (typeof CLIENT_TYPES)[keyof typeof CLIENT_TYPES];

export function clientType(input: { inAppShell: boolean; windowWidth: number }): ClientType {
  if (input.inAppShell) return CLIENT_TYPES.app;
  return isPcWidth(input.windowWidth) ? CLIENT_TYPES.pc : CLIENT_TYPES.mobile;
}
