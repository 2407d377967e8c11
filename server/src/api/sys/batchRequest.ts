import { BatchRequestBody, BatchResponseData } from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';
import { isTimeoutEntry, mergeHeaders, runSubRequest, timeoutEntry } from './subRequest';

/**
 * spec 01 §7: POST /api/sys/batch_request/. Each sub-request goes through this instance's own
 * routes; its answer, success or not, is one ResultMap entry and never fails the others.
 * `async: true` runs them concurrently; `async: false` (what the client sends) runs them in
 * order, so a later one sees an earlier one's writes. `timeout` is one deadline for the batch.
 */
export const batchRequestRoute = (ctx: ApiContext): ApiRoute<typeof BatchRequestBody, BatchResponseData> => ({
  methods: ['POST'],
  path: '/api/sys/batch_request/',
  params: BatchRequestBody,
  data: BatchResponseData,
  async handle(body, request) {
    const ids = new Set(body.requests.map((r) => r.request_id));
    if (ids.size !== body.requests.length) return fail(BAD_REQUEST, MSG.batchDuplicateId, 400);

    const deadline = Date.now() + body.timeout;
    const run = (sub: (typeof body.requests)[number]) =>
      runSubRequest(
        ctx.root,
        sub,
        mergeHeaders(request.headers, body.header, sub.header),
        deadline,
        request.ip,
      );

    const entries: string[] = [];
    if (body.async) entries.push(...(await Promise.all(body.requests.map(run))));
    else {
      // One deadline: once a sub-request has run out of time, the ones after it have too (a timer may
      // fire a millisecond before the clock reads the deadline, so the check alone is not enough).
      let expired = false;
      for (const sub of body.requests) {
        const text = expired ? timeoutEntry() : await run(sub);
        expired ||= isTimeoutEntry(text);
        entries.push(text);
      }
    }

    // fromEntries defines own keys, so even a request_id of "__proto__" is an ordinary entry.
    const ResultMap = Object.fromEntries(body.requests.map((sub, i) => [sub.request_id, entries[i] ?? '']));
    return ok({ ResultMap });
  },
});
