import { afterFirstPaint } from './afterPaint';
import { browserFetch, earlyAnswersOfPage } from './guard';

// The share page's early script (issue 35; guard.ts): its room's two calls, sent once the shell has painted
// (afterPaint.ts). The calls' code is in this same file (eager): the import only waits for the guard, since
// the platform reads the configuration as it loads.
afterFirstPaint(() => {
  const kept = earlyAnswersOfPage();
  if (kept)
    void import(/* webpackMode: "eager" */ './sharedRoomCalls').then((m) =>
      m.sendSharedRoomCalls(location, browserFetch, kept),
    );
});
