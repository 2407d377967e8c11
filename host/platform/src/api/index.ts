// The API client of the platform (spec 02 §7, §8; spec 01 §7 for the batch).
export { createApiClient, API_TIMEOUT_MS, BRIDGE_TIMEOUT_MS, BACKUP_DIAL_TIMEOUT_MS } from './client';
export {
  runBatch,
  createBatch,
  batchCall,
  assignIds,
  BATCH_PATH,
  BATCH_TIMEOUT_MS,
  BATCH_CHUNK,
} from './batch';
export type { Batch, BatchCall, BatchResults } from './batch';
export { isOk, HEADER } from '@topup/shared/domain/apiResult';
export type {
  ApiResult,
  ApiOk,
  ApiClient,
  ApiClientDeps,
  ApiBridge,
  ApiErrorReport,
  ApiRequest,
  BackupDomains,
  BridgeRequest,
  CallOptions,
  HttpMethod,
  Params,
} from './types';
