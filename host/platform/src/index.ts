// @topup/platform: the one instance of every stateful client service, created by the host and shared
// with every remote as a federation singleton (DESIGN §1). It lists what the remotes use; what only the host
// uses (its start-up, its layout, its loading of remotes) it imports from hostSide.ts, the same instances:
// a shared module keeps every name it exports, so a name here that no remote reads is a getter in every
// visitor's start-up for nothing, and a remote cannot reach what it should not (the store itself, the
// session's sign-in, the early calls).
export { rootReducer, useAppDispatch, useAppSelector, addAppListener } from './store';
export type {
  RootState,
  AppDispatch,
  AppStore,
  AppThunk,
  StoreExtra,
  LazyLoadedSlices,
  LoadedRemote,
} from './store';
export type { StoreServices, PageWindow } from './storeServices';
export {
  callItem,
  defineCall,
  fetchBatch,
  fetchCall,
  fillCall,
  invalidateCalls,
  selectCall,
  skipCall,
  useCall,
} from './calls';
export type {
  BatchAnswers,
  CallContext,
  CallDef,
  CallEntry,
  CallItem,
  CallRequest,
  CallSpec,
  CallStatus,
  CallView,
} from './calls';
export { addTranslations } from './i18n';
export { overlays } from './overlays';
export type { ModalSpec, OverlayState, Overlays } from './overlays';
export { appContext } from './context';
export type { BuildInfo, RemotePageModule } from './remoteModule';
export { runtimeConfig } from './runtimeConfig';
export { api } from './services';
export { serverClock, serverNow } from './serverTime';
export type { ServerClock } from './serverTime';
export type { PkgInfoSource } from './pkgInfo';
export { batchCall } from './api';
export type { ApiResult, BatchCall, BatchResults, CallOptions } from './api';
export { useErrorText } from './useErrorText';
export { storage, RECENT_PAYMENTS_MAX } from './storage';
export type {
  StorageKey,
  StorageValue,
  LoginType,
  LoginUser,
  StoredCard,
  StoredRecipient,
  CodeCountdown,
  AppStorage,
  PayAttempt,
  PayAttempts,
  RecentPayment,
} from './storage';
export type { AnalyticsEvent, StartAnalyticsOptions } from './analytics';
export { device } from './device';
export { bridge } from './bridge';
export type { BridgeState } from './bridge';
export { sessionKeyParam, useSession } from './session';
export type { SessionSnapshot } from './session';
export { mountStandalone } from './standalone';
export { loadLiveRoom } from './socket/loadLiveRoom';
export type { LiveRoom } from './socket/liveRoom';
export type { RoomSocketStatus } from './socket/roomSocket';
export * from './libs';
