export { callsSlice, callFilled, type CallEntry, type CallStatus, type CallsState } from './callsSlice';
export {
  callItem,
  createCallRuntime,
  defineCall,
  fetchBatch,
  fetchCall,
  fillCall,
  invalidateCalls,
  selectCall,
  stableJson,
  type BatchAnswers,
  type CallContext,
  type CallDef,
  type CallItem,
  type CallRequest,
  type CallRuntime,
  type CallServices,
  type CallSpec,
} from './defineCall';
export { skipCall, useCall, type CallView } from './useCall';
