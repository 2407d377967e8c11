import { defineCall, fetchCall, type AppThunk } from '@topup/platform';
import type { UploadTokens } from '@topup/shared/contract/feedback';
import { API } from '@topup/shared/contract/paths';
import { sendFile, type SendOutcome } from './sendFile';

// A file of the feedback form up (spec 02 §7): its upload token, then its bytes with their progress (a
// thunk: it needs the client's current base). Loaded when the first file is chosen, not with the page.

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
