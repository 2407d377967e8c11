import { hasSecondWrapperApi } from '@topup/shared/domain/versionGate';
import { appContext } from '../context';
import { BridgeError } from './errors';

// spec 02 §4, §9: the native app shell injects a bridge object into the page. Inside the app, API calls
// relay through it (5 s time-out); outside (no bridge object) everything reports absent and callers use
// plain HTTP. The relay itself (relay.ts: the call, its time-out, the answer read) loads on demand, as soon
// as the bridge is found or the page starts inside the app (preload), so a browser never downloads it.
//
// The injected object is `window.WebViewJavascriptBridge` with
//   callHandler(handlerName, data, callback)
// Android shells below 30507 only know the first relay handler.

/** The object the native shell injects. */
export interface NativeBridge {
  callHandler(handlerName: string, data: unknown, callback: (response: unknown) => void): void;
}

/** Where the bridge is looked for: the page's window (or a fake in tests). */
export interface BridgeHost {
  WebViewJavascriptBridge?: NativeBridge;
}

export interface BridgeTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The relay's module (relay.ts), as its on-demand chunk gives it. */
export type RelayModule = Pick<typeof import('./relay'), 'relayRequest'>;

export interface BridgeOptions {
  platform?: string;
  versionCode?: number;
  /** Loads the relay (tests give their own); once per bridge. */
  loadRelay?: () => Promise<RelayModule>;
}

export interface RelayRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** The body is form-encoded (the wrapper variant of spec 02 §7). */
  form?: boolean;
}

export interface RelayResponse {
  status: number;
  body: unknown;
}

export type BridgeState = 'absent' | 'present';
export type BridgeReadiness = 'idle' | 'polling' | 'ready' | 'absent';

export const BRIDGE_POLL_COUNT = 50;
export const BRIDGE_POLL_INTERVAL_MS = 16;
export const BRIDGE_GRACE_MS = 500;
export const BRIDGE_CALL_TIMEOUT_MS = 5000;

/** Relay handler names agreed with the native shell. */
export const NATIVE_HANDLERS = {
  request: 'h5Request',
  /** The second wrapper API (not on Android below 30507). */
  requestV2: 'h5RequestV2',
  /** The wrapper's router (spec 02 §2): `{ url, external: 1 }` opens the URL in the phone's browser. */
  router: 'h5Router',
} as const;

/**
 * What the wrapper's router is asked to open: a URL (in the external browser), a live room, or a user's own
 * page (spec 02 §4: the sawa shell's native user page; `uid` the internal id).
 */
export type RouterTarget = { url: string; external: 1 } | { room_id: string } | { uid: string };

export interface Bridge {
  /** Polls for the bridge (50 times, 16 ms apart, then 500 ms more); true when it showed up. */
  ready(): Promise<boolean>;
  readiness(): BridgeReadiness;
  /** The bridge object is there now (no waiting). */
  available(): boolean;
  /** For diagnostics. */
  state(): BridgeState;
  /** Whether relayed calls use the second wrapper API. */
  hasSecondWrapperApi(): boolean;
  /** Relays an API call through the native wrapper; rejects with a BridgeError. */
  request(req: RelayRequest, timeoutMs?: number): Promise<RelayResponse>;
  /** Starts loading the relay (the page is inside the app): the first relayed call waits for nothing more. */
  preload(): void;
  /** Asks the wrapper's router to open a target; false when there is no bridge (a plain browser). */
  route(target: RouterTarget): boolean;
}

const realTimers: BridgeTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

function isNativeBridge(v: unknown): v is NativeBridge {
  return (
    typeof v === 'object' && v !== null && typeof (v as { callHandler?: unknown }).callHandler === 'function'
  );
}

export function createBridge(
  win: BridgeHost | undefined,
  timers: BridgeTimers = realTimers,
  options: BridgeOptions = {},
): Bridge {
  let readiness: BridgeReadiness = 'idle';
  let readyPromise: Promise<boolean> | null = null;

  const native = (): NativeBridge | undefined => {
    const b = win?.WebViewJavascriptBridge;
    return isNativeBridge(b) ? b : undefined;
  };

  const secondApi = () => hasSecondWrapperApi(options.platform, options.versionCode);
  const load =
    options.loadRelay ?? (() => import(/* webpackChunkName: "on-demand-bridge-relay" */ './relay'));
  let relay: Promise<RelayModule> | undefined;
  /** The relay, loaded once; a load that failed (the connection dropped) is tried again by the next call. */
  const loadRelay = (): Promise<RelayModule> =>
    (relay ??= load().catch((error: unknown) => {
      relay = undefined;
      throw error;
    }));

  function preload(): void {
    loadRelay().catch(() => undefined); // the call that needs it tries again, and says so if it cannot
  }

  return {
    ready() {
      if (readyPromise) return readyPromise;
      readyPromise = new Promise<boolean>((resolve) => {
        const settle = (found: boolean) => {
          readiness = found ? 'ready' : 'absent';
          if (found) preload();
          resolve(found);
        };
        if (native()) return settle(true);
        readiness = 'polling';
        let polls = 0;
        const poll = () => {
          polls += 1;
          if (native()) return settle(true);
          if (polls < BRIDGE_POLL_COUNT) timers.setTimeout(poll, BRIDGE_POLL_INTERVAL_MS);
          else timers.setTimeout(() => settle(native() !== undefined), BRIDGE_GRACE_MS);
        };
        timers.setTimeout(poll, BRIDGE_POLL_INTERVAL_MS);
      });
      return readyPromise;
    },
    readiness: () => readiness,
    available: () => native() !== undefined,
    state: () => (native() ? 'present' : 'absent'),
    hasSecondWrapperApi: secondApi,
    route(target) {
      const b = native();
      if (!b) return false;
      try {
        b.callHandler(NATIVE_HANDLERS.router, { ...target }, () => undefined);
        return true;
      } catch {
        return false;
      }
    },
    request(req, timeoutMs = BRIDGE_CALL_TIMEOUT_MS) {
      const b = native();
      if (!b) return Promise.reject(new BridgeError('absent'));
      const handler = secondApi() ? NATIVE_HANDLERS.requestV2 : NATIVE_HANDLERS.request;
      return loadRelay().then(
        (m) => m.relayRequest(b, handler, req, timeoutMs, timers),
        // the relay's file could not be loaded (the connection dropped): the call failed in the bridge
        (cause: unknown) => Promise.reject(new BridgeError('exception', undefined, undefined, { cause })),
      );
    },
    preload,
  };
}

/** The page's bridge, gated by the app-context platform and version code. */
export const bridge: Bridge = createBridge(
  typeof window === 'undefined' ? undefined : (window as Window & BridgeHost),
  realTimers,
  { platform: appContext.platform, versionCode: appContext.versionCode },
);

/** Diagnostics: is the native bridge object there (kept for existing callers). */
export function bridgeState(): BridgeState {
  return bridge.state();
}
