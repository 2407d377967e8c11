import { createBatch } from '@topup/platform/src/api/batch';
import type { KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import type { FetchLike } from '@topup/platform/src/api/types';
import { leaveEarlyPkgInfo } from '@topup/platform/src/pkgInfo';
import { createPkgInfoConfig } from '@topup/platform/src/remoteConfig/pkgInfoConfig';
import { nextTask } from '../nextTask';
import { startPayFlowHeadStart } from '../routing/headStart';
import { earlyClient } from './earlyClient';
import { earlyPlatform } from './earlyPlatform';

// PayFlow's first calls (/pay, /recharge, /pay-step: the server writes this script into those pages only,
// server/src/static/earlyScript.ts), sent by its early script while the host's
// script is still on its way: the host's own head start (routing/headStart.ts), the init batch and the
// package info, made by the platform's own client, device, session and storage.

export function sendPayFlowCalls(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  send: FetchLike,
  kept: KeptAnswer[],
): void {
  const platform = earlyPlatform();
  const { client } = earlyClient(platform, send, kept);
  const batch = createBatch(client);
  startPayFlowHeadStart(location, {
    session: platform.session,
    storage: platform.storage,
    device: platform.device,
    startBatchEarly: (calls) => void batch(calls),
    // the package info through its own client, which asks only when the browser's database keeps none fresh
    // (and then with its etag), in a task after the batch's (sendEarly.ts). The read is left in the page for
    // the page's reads (platform/src/pkgInfo.ts), which then need no client of their own to start. Its
    // answers are not kept for the page's client: the page takes the read, never the answer, and a later
    // read asking the same (the same etag, the tab shown again) must reach the server, not this answer.
    pkgInfo: {
      readNow: () =>
        leaveEarlyPkgInfo(
          new Promise((resolve) =>
            nextTask(() => {
              const own = earlyClient(platform, send);
              resolve(
                createPkgInfoConfig(own.client, { fetchImpl: own.fetchImpl, viaBridge: () => false }).get(),
              );
            }),
          ),
        ),
    },
  });
}
