// spec 02 §8: the bridge error names. The native shell reports them as numeric codes 0..11 in this order.
// Read only by the relay (relay.ts), which loads on demand: a browser never has a bridge.

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
