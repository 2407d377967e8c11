import { sendEarly } from './sendEarly';

// The share page's early script (guard.ts): its room's two calls, sent as the page starts
// (sendEarly.ts). The calls' code is in this same file (eager): the import only waits for the guard, since
// the platform reads the configuration as it loads.
sendEarly(
  () => import(/* webpackMode: "eager" */ './sharedRoomCalls'),
  (m, fetchImpl, kept) => m.sendSharedRoomCalls(location, fetchImpl, kept),
);
