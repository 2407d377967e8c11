import { appContext } from '@topup/platform';
import { logger } from '@topup/platform/src/hostSide';
import type { AppContext } from '@topup/shared/domain/appContext';

// spec 02 §2: the app-context parameters that shape the page: dark theme, webview orientation,
// safe-area padding and the side of a half-screen panel. Everything else is read by the platform.
export function applyAppContext(root: HTMLElement, ctx: AppContext = appContext): void {
  if (ctx.darkMode) root.setAttribute('data-theme', 'dark');
  else root.removeAttribute('data-theme');
  if (ctx.orientation) root.setAttribute('data-orientation', ctx.orientation);
  if (ctx.halfDir) root.setAttribute('data-half-dir', ctx.halfDir);
  if (ctx.safeAreaWidth !== undefined && ctx.safeAreaWidth > 0) {
    root.style.setProperty('--tp-safe-inline', `${ctx.safeAreaWidth}px`);
  }
  logger.debug('app context', ctx);
}
