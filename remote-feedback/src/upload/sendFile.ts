import type { UploadedFile, UploadToken } from '@topup/shared/contract/feedback';

// spec 02 §7: the file is posted as multipart (token, key, file) to the token's url. XMLHttpRequest, not
// fetch: only it reports the upload's progress (fetch has no upload progress events).

export type SendOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string };

export function sendFile(
  base: string,
  token: UploadToken,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append('token', token.body.token);
    form.append('key', token.body.key);
    form.append('file', file);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      let body: { result?: number; message?: string; data?: UploadedFile } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not the server's envelope: counted as a failure below
      }
      if (xhr.status === 200 && body.result === 0 && body.data) resolve({ ok: true, file: body.data });
      else resolve({ ok: false, message: body.message ?? '' });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, message: '' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, message: '' }));
    // an empty base is this page's own origin
    xhr.open('POST', new URL(token.url, base || window.location.origin).toString());
    xhr.send(form);
  });
}
