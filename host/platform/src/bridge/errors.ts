import { CLIENT_BRIDGE_ERROR, CLIENT_TIMEOUT } from '@topup/shared/contract/codes';

// spec 02 §8: the bridge error names. The native shell reports them as numeric codes 0..11 in this order.

export const BridgeErrorName = {
  NoError: 'no_error',
  BadParam: 'bad_param',
  ConnectionShutdown: 'connection_shutdown',
  ProtocolError: 'protocol_error',
  Interrupted: 'interrupted',
  SslHandshakeError: 'ssl_handshake_error',
  SslPeerUnverified: 'ssl_peer_unverified',
  UnknownService: 'unknown_service',
  SslError: 'ssl_error',
  SocketError: 'socket_error',
  UnknownHost: 'unknown_host',
  Unknown: 'unknown',
} as const;
export type BridgeErrorName = (typeof BridgeErrorName)[keyof typeof BridgeErrorName];

/** Index = native code. */
export const BRIDGE_ERROR_BY_CODE: readonly BridgeErrorName[] = [
  BridgeErrorName.NoError,
  BridgeErrorName.BadParam,
  BridgeErrorName.ConnectionShutdown,
  BridgeErrorName.ProtocolError,
  BridgeErrorName.Interrupted,
  BridgeErrorName.SslHandshakeError,
  BridgeErrorName.SslPeerUnverified,
  BridgeErrorName.UnknownService,
  BridgeErrorName.SslError,
  BridgeErrorName.SocketError,
  BridgeErrorName.UnknownHost,
  BridgeErrorName.Unknown,
];

/** A native code outside 0..11 (or not a number at all) is "unknown". */
export function bridgeErrorName(code: unknown): BridgeErrorName {
  return (
    (typeof code === 'number' && Number.isInteger(code) && BRIDGE_ERROR_BY_CODE[code]) ||
    BridgeErrorName.Unknown
  );
}

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
