import { createDoubleTapJudge, isMultiTouch } from '@topup/shared/domain/tapGuard';

// spec 02 §2: the app webview's gesture rules (viewport.ts), loaded only inside the app shell.

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
