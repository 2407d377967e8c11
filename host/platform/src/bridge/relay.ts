import type { BridgeTimers, NativeBridge, RelayRequest, RelayResponse } from './bridge';
import { BridgeError } from './errors';
import { bridgeErrorName } from './nativeCodes';

// spec 02 §4, §9: an API call relayed through the native wrapper, and its answer read. Loaded on demand
// (bridge.ts): only a page inside the app, whose bridge is there, ever relays a call.
//
// The relay handlers receive `{ method, url, headers, body?, form? }` and answer once through the
// callback with `{ code, status, body, message? }` (an object or its JSON text): `code` is the native
// error code (0 = no error, 1..11 see nativeCodes.ts), `status` the HTTP status, `body` the response body
// (JSON text is parsed).

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** Reads the native answer; a BridgeError when it reports an error or cannot be read. */
function readResponse(response: unknown): RelayResponse {
  let r = response;
  if (typeof r === 'string') {
    try {
      r = JSON.parse(r);
    } catch (cause) {
      throw new BridgeError('exception', undefined, undefined, { cause });
    }
  }
  if (typeof r !== 'object' || r === null) throw new BridgeError('exception');
  const { code, status, body } = r as { code?: unknown; status?: unknown; body?: unknown };
  const nativeCode = code === undefined ? 0 : code;
  if (nativeCode !== 0)
    throw new BridgeError(
      'native',
      bridgeErrorName(nativeCode),
      typeof nativeCode === 'number' ? nativeCode : undefined,
    );
  return { status: typeof status === 'number' ? status : 200, body: parseBody(body) };
}

/**
 * Sends `req` to the wrapper's `handler` and resolves with its answer; rejects with a BridgeError: the
 * native side's error, an unreadable answer or a throwing bridge ('exception'), or no answer within
 * `timeoutMs` ('timeout': a late answer is ignored).
 */
export function relayRequest(
  native: NativeBridge,
  handler: string,
  req: RelayRequest,
  timeoutMs: number,
  timers: BridgeTimers,
): Promise<RelayResponse> {
  return new Promise<RelayResponse>((resolve, reject) => {
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      timers.clearTimeout(timer);
      fn();
    };
    const timer = timers.setTimeout(() => finish(() => reject(new BridgeError('timeout'))), timeoutMs);
    try {
      native.callHandler(handler, { ...req }, (response) =>
        finish(() => {
          try {
            resolve(readResponse(response));
          } catch (error) {
            reject(
              error instanceof BridgeError
                ? error
                : new BridgeError('exception', undefined, undefined, { cause: error }),
            );
          }
        }),
      );
    } catch (cause) {
      finish(() => reject(new BridgeError('exception', undefined, undefined, { cause })));
    }
  });
}
