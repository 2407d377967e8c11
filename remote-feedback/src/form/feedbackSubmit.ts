import { defineCall, fetchCall, sessionKeyParam, type AppThunk } from '@topup/platform';
import type { FeedbackReceipt } from '@topup/shared/contract/feedback';
import { API } from '@topup/shared/contract/paths';
import type { ApiResult } from '@topup/shared/domain/apiResult';

// The feedback page's submit (spec 02 §7), declared once, with the session key the platform keeps. The
// uploads' calls load with the first file chosen (upload/uploadFile.ts). The page reaches the API through these.

export interface FeedbackSubmitArgs {
  uid: string;
  content: string;
  /** The keys of the files already up. */
  images: readonly string[];
  model: string;
  version: string;
  /** The device token (uuid). */
  uuid: string;
  /** The order the feedback is about ('' for none). */
  orderId: string;
}

export const feedbackSubmitCall = defineCall<FeedbackSubmitArgs, FeedbackReceipt>('feedbackSubmit', {
  request: (a, { session }) => ({
    method: 'GET',
    path: API.feedbackSubmit.path,
    params: {
      ...sessionKeyParam(session),
      uid: a.uid,
      content: a.content,
      images: JSON.stringify(a.images),
      model: a.model,
      version: a.version,
      uuid: a.uuid,
      order_id: a.orderId || undefined,
    },
  }),
});

/** Sends the feedback (asked every time: a retry after a failure is a new request). */
export const submitFeedback =
  (args: FeedbackSubmitArgs): AppThunk<Promise<ApiResult<FeedbackReceipt>>> =>
  (dispatch) =>
    dispatch(fetchCall(feedbackSubmitCall, args, { force: true }));
