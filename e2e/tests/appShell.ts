import type { Page } from '@playwright/test';

// The app's webview for browser tests: the page opened with the shell's parameters, and a stand-in for the
// bridge the native app injects (window.WebViewJavascriptBridge.callHandler). Its API relay handlers pass
// the call on with fetch, as the native side would; its router handler only records what it was asked.

export const APP_SHELL_QUERY = 'platform=ios&version_code=10200';

declare global {
  interface Window {
    appRouterCalls?: unknown[];
    appRelayedCalls?: string[];
  }
}

export async function installAppBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const routed: unknown[] = [];
    window.appRouterCalls = routed;
    const relayed: string[] = [];
    window.appRelayedCalls = relayed;
    type Relay = {
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: unknown;
      form?: boolean;
    };
    const relay = async (req: Relay) => {
      relayed.push(req.url);
      const body =
        req.body === undefined
          ? undefined
          : typeof req.body === 'string'
            ? req.body
            : JSON.stringify(req.body);
      const res = await fetch(req.url, { method: req.method, headers: req.headers, body });
      return { code: 0, status: res.status, body: await res.text() };
    };
    Object.defineProperty(window, 'WebViewJavascriptBridge', {
      configurable: true,
      value: {
        callHandler(name: string, data: unknown, callback: (response: unknown) => void) {
          if (name === 'h5Router') {
            routed.push(data);
            callback({ code: 0 });
            return;
          }
          void relay(data as Relay).then(callback, () => callback({ code: 11 }));
        },
      },
    });
  });
}

export const routerCalls = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => window.appRouterCalls ?? []);

/** The URLs of the API calls the page relayed through the bridge. */
export const relayedCalls = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.appRelayedCalls ?? []);
