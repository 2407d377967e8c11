import { CLIENT_NO_RESPONSE } from '@topup/shared/contract/codes';
import { normaliseResponse, type ApiResult } from '@topup/shared/domain/apiResult';
import { recordingFetch, type KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import {
  currentBaseOf,
  fetchInit,
  prepareRequest,
  requestHeaders,
  urlOf,
} from '@topup/platform/src/api/request';
import type { ApiClient, ApiRequest, FetchLike, Params } from '@topup/platform/src/api/types';
import type { EarlyPlatform } from './earlyPlatform';

// The sender of the early scripts: each call is the request the page's client will make (the same
// request.ts, with the page's base and headers: callDeps.ts over earlyPlatform.ts), and every answer waits in `kept` for
// the page's client (keptAnswers.ts). It needs nothing else of the client: the early scripts never run
// inside the app shell (guard.ts), so no bridge; a failure is the page's to report and retry, when its own
// call takes the same answer, so no time-out, backup dialling or failure texts here.

const NO_ANSWER: ApiResult<never> = { result: CLIENT_NO_RESPONSE, message: '', data: undefined };

/** With `kept`, every answer is kept for the page; without, the calls are the early script's alone. */
export function earlyClient(platform: EarlyPlatform, send: FetchLike, kept?: KeptAnswer[]) {
  const fetchImpl = kept ? recordingFetch(send, kept) : send;
  const { deps } = platform;
  const headers = requestHeaders(deps);
  const currentBase = currentBaseOf(deps);
  const request = async <T>(req: ApiRequest): Promise<ApiResult<T>> => {
    try {
      const p = prepareRequest(req, headers(req.path));
      const res = await fetchImpl(urlOf(currentBase(), p.path), fetchInit(p));
      return normaliseResponse<T>(res.status, await res.text());
    } catch {
      return NO_ANSWER;
    }
  };
  const client: ApiClient = {
    request,
    get: (path: string, params?: Params) => request({ method: 'GET', path, params }),
    post: (path: string, body?: Params) => request({ method: 'POST', path, params: body }),
    postForm: (path: string, params?: Params) => request({ method: 'POST', path, params, form: true }),
    headers,
    currentBase,
    report: () => undefined,
  };
  return { client, fetchImpl };
}
