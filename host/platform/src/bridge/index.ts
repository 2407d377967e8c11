export {
  bridge,
  bridgeState,
  createBridge,
  BRIDGE_CALL_TIMEOUT_MS,
  BRIDGE_GRACE_MS,
  BRIDGE_POLL_COUNT,
  BRIDGE_POLL_INTERVAL_MS,
  NATIVE_HANDLERS,
} from './bridge';
export type {
  Bridge,
  BridgeHost,
  BridgeOptions,
  BridgeReadiness,
  BridgeState,
  BridgeTimers,
  NativeBridge,
  RelayRequest,
  RelayResponse,
} from './bridge';
export { BridgeError, clientCodeOf } from './errors';
export type { BridgeFailure } from './errors';
