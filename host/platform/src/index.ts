// @topup/platform: the one instance of every stateful client service, created by the host and shared
// with every remote as a federation singleton (DESIGN §1).
export {
  store,
  rootReducer,
  remoteLoaded,
  selectLoadedRemotes,
  useAppDispatch,
  useAppSelector,
  addAppListener,
} from './store';
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
export { i18n, addTranslations } from './i18n';
export { overlays } from './overlays';
export type { ModalSpec, OverlayState, Overlays } from './overlays';
export { OverlayHost } from './OverlayHost';
export { appContext, logger } from './context';
export { PlatformProvider } from './PlatformProvider';
export type { BuildInfo, RemotePageModule } from './remoteModule';
export { apiBase } from './apiBase';
export { runtimeConfig } from './runtimeConfig';
export { rejectedApiBase } from './apiBase';
export {
  api,
  pkgInfo,
  refreshBackupDomains,
  startBatchEarly,
  startGetEarly,
  startServerClock,
} from './services';
export { earlyResponsesOfPage } from './api/earlyResponses';
export { serverClock, serverNow } from './serverTime';
export { position } from './positionService';
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
// The host starts the analytics once; every remote reports its page views
export { startAnalytics, trackPageView } from './analytics';
export type { AnalyticsEvent, StartAnalyticsOptions } from './analytics';
export { device, deviceId } from './device';
export { bridge, bridgeState } from './bridge';
export type { BridgeState } from './bridge';
export { session, sessionKeyParam, useSession } from './session';
export type { SessionSnapshot } from './session';
export { mountStandalone } from './standalone';
export { loadLiveRoom } from './socket/loadLiveRoom';
export type { LiveRoom } from './socket/liveRoom';
export type { RoomSocketStatus } from './socket/roomSocket';
export * from './libs';
