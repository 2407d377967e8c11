import { CLIENT_BRIDGE_ERROR, CLIENT_TIMEOUT } from '@topup/shared/contract/codes';
import type { BridgeErrorName } from './nativeCodes';

// spec 02 §8: why a relayed call failed, and the client code each failure reads as. The native error names
// (nativeCodes.ts) come with the relay, which only a page inside the app loads (relay.ts).

/**
 * Why a relayed call failed: no bridge, no answer within the time-out, an error the native side
 * reported (see `native`), or the bridge threw / answered something unreadable.
 */
export type BridgeFailure = 'absent' | 'timeout' | 'native' | 'exception';

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly reason: BridgeFailure,
    /** Set when the native side reported an error code. */
    readonly native?: BridgeErrorName,
    readonly nativeCode?: number,
    options?: { cause?: unknown },
  ) {
    super(native ? `bridge ${reason}: ${native}` : `bridge ${reason}`, options);
  }
}

/** spec 02 §8 client codes: a bridge time-out is a time-out (-1); every other bridge failure is -4. */
export function clientCodeOf(error: BridgeError): typeof CLIENT_TIMEOUT | typeof CLIENT_BRIDGE_ERROR {
  return error.reason === 'timeout' ? CLIENT_TIMEOUT : CLIENT_BRIDGE_ERROR;
}
