import { afterFirstPaint } from './afterPaint';
import { browserFetch, earlyAnswersOfPage } from './guard';

// PayFlow's early script (issue 35; guard.ts): the init batch and the package info, sent once the shell has
// painted (afterPaint.ts). The calls' code is in this same file (eager): the import only waits for the guard,
// since the platform reads the configuration as it loads.
afterFirstPaint(() => {
  const kept = earlyAnswersOfPage();
  if (kept)
    void import(/* webpackMode: "eager" */ './payFlowCalls').then((m) =>
      m.sendPayFlowCalls(location, browserFetch, kept),
    );
});
