import { crossesPcThreshold, rootFontSizePx } from '@topup/shared/domain/layout';
import { createDoubleTapJudge, isMultiTouch } from '@topup/shared/domain/tapGuard';

// spec 02 §2, §9: root font size from the window width (capped at 800 px), a reload when the width crosses
// 800 px (mobile <-> PC layouts differ), two-finger touch and a second tap within 300 ms blocked.
export function installViewport(win: Window): () => void {
  const root = win.document.documentElement;
  let width = win.innerWidth;
  const applyFontSize = () => {
    root.style.fontSize = `${rootFontSizePx(win.innerWidth)}px`;
  };
  applyFontSize();

  const onResize = () => {
    const next = win.innerWidth;
    if (crossesPcThreshold(width, next)) {
      win.location.reload();
      return;
    }
    width = next;
    applyFontSize();
  };
  const onTouchStart = (e: TouchEvent) => {
    if (isMultiTouch(e.touches.length)) e.preventDefault();
  };
  const isDoubleTap = createDoubleTapJudge();
  const onTouchEnd = (e: TouchEvent) => {
    if (isDoubleTap(e.timeStamp || Date.now())) e.preventDefault();
  };
  win.addEventListener('resize', onResize);
  win.document.addEventListener('touchstart', onTouchStart, { passive: false });
  win.document.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => {
    win.removeEventListener('resize', onResize);
    win.document.removeEventListener('touchstart', onTouchStart);
    win.document.removeEventListener('touchend', onTouchEnd);
  };
}
