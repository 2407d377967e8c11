export { createStorage, storage } from './storage';
export { openLocalStorage, reportToConsole } from './keyedStorage';
export { createStorageFailures, storageFailures } from './failures';
export type { StorageFailures } from './failures';
export type {
  AppStorage,
  StorageBackend,
  StorageEvents,
  StorageFailure,
  StorageOp,
  StorageReport,
} from './keyedStorage';
export {
  STORAGE_KEYS,
  STORAGE_PREFIX,
  LOGIN_TYPES,
  RECENT_PAYMENTS_MAX,
  RECIPIENT_HISTORY_MAX,
  storedName,
} from './keys';
export type {
  CodeCountdown,
  PayAttempt,
  PayAttempts,
  RecentPayment,
  LoginType,
  LoginUser,
  StorageKey,
  StorageValue,
  StoredCard,
  StoredRecipient,
} from './keys';
