import { appContext, bridge } from '@topup/platform';
import { isInAppShell } from '@topup/shared/domain/appContext';

// spec 02 §2: inside the native wrapper a store or document link goes through the wrapper's router with the
// external-browser flag (the webview would open the store badly, or not at all); in a browser it is a link.

/** True when the wrapper took the link (the page then does nothing more). */
export function openedByApp(url: string): boolean {
  return isInAppShell(appContext) && bridge.route({ url, external: 1 });
}

export function openUrl(url: string): void {
  if (!openedByApp(url)) window.location.assign(url);
}
