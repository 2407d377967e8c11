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
export { BridgeError, BridgeErrorName, BRIDGE_ERROR_BY_CODE, bridgeErrorName, clientCodeOf } from './errors';
export type { BridgeFailure } from './errors';
