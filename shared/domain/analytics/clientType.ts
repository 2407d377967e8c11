import { CLIENT_TYPES, type ClientType } from '../../contract/clientTypes';
import { isPcWidth } from '../layout';

// spec 02 §1: which client type a page is (the labels: contract/clientTypes.ts). Inside the app shell the
// width does not matter; a browser window wider than 800 px is a PC (spec 02 §2, §9).

export function clientType(input: { inAppShell: boolean; windowWidth: number }): ClientType {
  if (input.inAppShell) return CLIENT_TYPES.app;
  return isPcWidth(input.windowWidth) ? CLIENT_TYPES.pc : CLIENT_TYPES.mobile;
}
