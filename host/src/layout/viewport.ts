import { crossesPcThreshold } from '@topup/shared/domain/layout';
import { createDoubleTapJudge, isMultiTouch } from '@topup/shared/domain/tapGuard';

// spec 02 §2, §9: a reload when the width crosses 800 px (mobile <-> PC layouts differ). The root font size
// from the width (capped at 800 px) is the shell's CSS alone (shell.css), at the user's text size
// (textScale.js), so it is right from the first paint and follows every resize without a script.
//
// Zoom (WCAG 1.4.4): the spec blocks two-finger touch and a second tap within 300 ms,
// which is the app webview's behaviour, so that is done inside the app shell only. In an ordinary browser
// pinch zoom stays available (no user-scalable=no, no maximum-scale in index.html) and only the double-tap
// zoom is off, by `touch-action: manipulation` in the shell CSS.

export interface ViewportOptions {
  /** Inside the native app shell: the webview's gesture rules apply. */
  appShell: boolean;
}

/** The viewport meta of the app shell: the webview does not zoom. */
export const APP_SHELL_VIEWPORT =
  'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

/** Inside the app shell: no pinch zoom, two-finger touch and a second tap within 300 ms blocked. */
export function installAppShellGestures(win: Window): () => void {
  const meta = win.document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  const previous = meta?.content;
  if (meta) meta.content = APP_SHELL_VIEWPORT;
  const onTouchStart = (e: TouchEvent) => {
    if (isMultiTouch(e.touches.length)) e.preventDefault();
  };
  const isDoubleTap = createDoubleTapJudge();
  const onTouchEnd = (e: TouchEvent) => {
    if (isDoubleTap(e.timeStamp || Date.now())) e.preventDefault();
  };
  win.document.addEventListener('touchstart', onTouchStart, { passive: false });
  win.document.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => {
    if (meta && previous !== undefined) meta.content = previous;
    win.document.removeEventListener('touchstart', onTouchStart);
    win.document.removeEventListener('touchend', onTouchEnd);
  };
}

export function installViewport(win: Window, options: ViewportOptions): () => void {
  let width = win.innerWidth;
  const onResize = () => {
    const next = win.innerWidth;
    if (crossesPcThreshold(width, next)) {
      win.location.reload();
      return;
    }
    width = next;
  };
  win.addEventListener('resize', onResize);
  const uninstallGestures = options.appShell ? installAppShellGestures(win) : () => undefined;
  return () => {
    win.removeEventListener('resize', onResize);
    uninstallGestures();
  };
}
