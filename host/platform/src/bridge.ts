// The native bridge arrives with the second foundation issue; for now the page can tell whether the app
// shell injected one (diagnostics, /test).
export type BridgeState = 'absent' | 'present';

export function bridgeState(win: Window | undefined = typeof window === 'undefined' ? undefined : window): BridgeState {
  if (!win) return 'absent';
  const w = win as unknown as Record<string, unknown>;
  return w.WebViewJavascriptBridge || w.flutter_inappwebview || w.sawaBridge ? 'present' : 'absent';
}
