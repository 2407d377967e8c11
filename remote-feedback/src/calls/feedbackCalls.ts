import { defineCall, fetchCall, sessionKeyParam, type AppThunk } from '@topup/platform';
import type { FeedbackReceipt, UploadTokens } from '@topup/shared/contract/feedback';
import { API } from '@topup/shared/contract/paths';
import type { ApiResult } from '@topup/shared/domain/apiResult';
import { sendFile, type SendOutcome } from '../upload/sendFile';

// The feedback page's calls (spec 02 §7), declared once: the upload token of each file, then the file sent
// with its progress (a thunk: it needs the client's current base), and the feedback itself with the
// session key the platform keeps. The page reaches the API through these only.

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

interface UploadTokenArgs {
  uuid: string;
  name: string;
  size: number;
  type: string;
}

const uploadTokenCall = defineCall<UploadTokenArgs, UploadTokens>('uploadToken', {
  request: (a) => ({
    method: 'GET',
    path: API.uploadToken.path,
    params: {
      uuid: a.uuid,
      files: JSON.stringify([{ name: a.name || 'file', size: a.size, content_type: a.type }]),
      purpose: 'feedback',
    },
  }),
});

/** Sends the feedback (asked every time: a retry after a failure is a new request). */
export const submitFeedback =
  (args: FeedbackSubmitArgs): AppThunk<Promise<ApiResult<FeedbackReceipt>>> =>
  (dispatch) =>
    dispatch(fetchCall(feedbackSubmitCall, args, { force: true }));

/** One file up: its token, then its bytes with their progress; a failure says why in the server's words. */
export const uploadFile =
  (file: File, type: string, onProgress: (progress: number) => void): AppThunk<Promise<SendOutcome>> =>
  async (dispatch, _getState, { api, device }) => {
    const args = { uuid: device.deviceToken(), name: file.name, size: file.size, type };
    const r = await dispatch(fetchCall(uploadTokenCall, args, { force: true }));
    const token = r.result === 0 ? r.data?.tokens[0] : undefined;
    if (!token) return { ok: false, message: r.message };
    return sendFile(api.currentBase(), token, file, onProgress);
  };
