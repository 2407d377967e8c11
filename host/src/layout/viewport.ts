import { crossesPcThreshold } from '@topup/shared/domain/layout';

// spec 02 §2, §9: a reload when the width crosses 800 px (mobile <-> PC layouts differ). The root font size
// from the width (capped at 800 px) is the shell's CSS alone (shell.css), at the user's text size
// (textScale.js), so it is right from the first paint and follows every resize without a script.
//
// Zoom (WCAG 1.4.4): the spec blocks two-finger touch and a second tap within 300 ms,
// which is the app webview's behaviour, so that is done inside the app shell only. In an ordinary browser
// pinch zoom stays available (no user-scalable=no, no maximum-scale in index.html) and only the double-tap
// zoom is off, by `touch-action: manipulation` in the shell CSS. The app shell's rules (appShellGestures.ts)
// load only there, so a browser's start-up does not carry them.

export interface ViewportOptions {
  /** Inside the native app shell: the webview's gesture rules apply. */
  appShell: boolean;
}

/** The app shell's gesture rules, loaded on demand. */
export type LoadGestures = () => Promise<(win: Window) => () => void>;

const loadAppShellGestures: LoadGestures = () =>
  import(/* webpackChunkName: "on-demand-app-shell-gestures" */ './appShellGestures').then(
    (m) => m.installAppShellGestures,
  );

export function installViewport(
  win: Window,
  options: ViewportOptions,
  loadGestures: LoadGestures = loadAppShellGestures,
): () => void {
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
  let uninstallGestures = () => undefined as void;
  let uninstalled = false;
  // a load that fails leaves the browser's own zoom, which the page works with (WCAG 1.4.4)
  if (options.appShell)
    loadGestures().then(
      (install) => {
        if (!uninstalled) uninstallGestures = install(win);
      },
      () => undefined,
    );
  return () => {
    uninstalled = true;
    win.removeEventListener('resize', onResize);
    uninstallGestures();
  };
}
