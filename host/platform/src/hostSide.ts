// What only the host uses of the platform: its start-up (the early calls, the clock, the analytics), its
// layout and its loading of remotes. The same module instances the shared @topup/platform re-exports (one
// webpack module each in the host's build), kept out of its export list: no remote reads them (index.ts).
export { store, remoteLoaded, selectLoadedRemotes } from './store';
export { i18n } from './i18n';
export { OverlayHost, loadOverlayModals } from './OverlayHost';
export { logger } from './context';
export { PlatformProvider } from './PlatformProvider';
export { apiBase, rejectedApiBase } from './apiBase';
export { pkgInfo, refreshBackupDomains, startBatchEarly, startGetEarly, startServerClock } from './services';
export { earlyResponsesOfPage } from './api/keptAnswers';
export { position } from './positionService';
export { startAnalytics, trackPageView } from './analytics';
export { deviceId } from './device';
export { bridgeState } from './bridge';
export { session } from './session';
