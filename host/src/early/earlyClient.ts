import { createApiClient } from '@topup/platform/src/api/client';
import { recordingFetch, type EarlyResponse } from '@topup/platform/src/api/earlyResponses';
import { pageCallDeps, rememberedApiBase } from '@topup/platform/src/api/pageCallDeps';
import type { FetchLike } from '@topup/platform/src/api/types';

// The client of the early scripts: the platform's own, with the page's base and headers
// (pageCallDeps.ts), so that each call is the request the page will make; every answer waits in `kept`
// for the page's client (earlyResponses.ts).

export function earlyClient(send: FetchLike, kept: EarlyResponse[]) {
  const fetchImpl = recordingFetch(send, kept);
  const client = createApiClient({
    ...pageCallDeps,
    // the early scripts send nothing inside the app shell (guard.ts): its calls go through the bridge there
    backup: { list: () => [], remember: () => undefined, remembered: rememberedApiBase },
    // a failure is the page's to report, when its own call takes the same answer
    onError: () => undefined,
    fetchImpl,
  });
  return { client, fetchImpl };
}
