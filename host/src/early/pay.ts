import { sendEarly } from './sendEarly';

// PayFlow's early script (guard.ts): the init batch and the package info, sent as the page starts
// (sendEarly.ts). The calls' code is in this same file (eager): the import only waits for the guard,
// since the platform reads the configuration as it loads.
sendEarly(
  () => import(/* webpackMode: "eager" */ './payFlowCalls'),
  (m, fetchImpl, kept) => m.sendPayFlowCalls(location, fetchImpl, kept),
);
