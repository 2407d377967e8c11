import { Type, type Static } from '@sinclair/typebox';
import { DisplayIdParam, JsonText } from './envelope';

// spec 02 §3, §7: feedback with its uploads. GET upload_token (uuid, files, purpose=feedback) answers one
// token per file; each file is then posted as multipart (token, key, file) to the token's url; GET
// feedback/submit sends the content with the uploaded keys.

/** One entry of upload_token's `files` (a JSON array in the query). */
export const UploadFileSpec = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  size: Type.Integer({ minimum: 1 }),
  content_type: Type.String({ minLength: 1, maxLength: 100 }),
});
export type UploadFileSpec = Static<typeof UploadFileSpec>;

export const UploadTokenParams = Type.Object({
  uuid: Type.String({ minLength: 1, maxLength: 64 }),
  /** JSON text of UploadFileSpec[] (more files than the feedback takes are refused with UPLOAD_REFUSED). */
  files: JsonText(Type.Array(UploadFileSpec, { minItems: 1 }), { minLength: 2, maxLength: 4096 }),
  purpose: Type.Literal('feedback'),
});
export type UploadTokenParams = Static<typeof UploadTokenParams>;

export const UploadToken = Type.Object({
  /** Where the file is posted (multipart: token, key, file). */
  url: Type.String(),
  body: Type.Object({ token: Type.String(), key: Type.String() }),
  /** 0: this file may be sent. */
  result: Type.Integer(),
});
export type UploadToken = Static<typeof UploadToken>;
export const UploadTokens = Type.Object({ tokens: Type.Array(UploadToken) });
export type UploadTokens = Static<typeof UploadTokens>;

/** (ours) The multipart form posted to an upload token's url: the token's fields and the file's bytes. */
export const UploadForm = Type.Object({
  token: Type.String({ minLength: 1 }),
  key: Type.String({ minLength: 1 }),
  file: Type.String({ contentMediaType: 'application/octet-stream' }),
});
export type UploadForm = Static<typeof UploadForm>;

/** What an accepted upload answers (ours): its key and the type read from its bytes. */
export const UploadedFile = Type.Object({
  key: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const FeedbackSubmitParams = Type.Object({
  session_key: Type.Optional(Type.String({ maxLength: 256 })),
  /** The feedback account (display id). */
  uid: DisplayIdParam,
  content: Type.String({ maxLength: 4000 }),
  /** JSON text of the uploaded keys (more than the feedback takes are refused with FEEDBACK_INVALID). */
  images: Type.Optional(JsonText(Type.Array(Type.String({ maxLength: 64 })), { maxLength: 2000 })),
  model: Type.Optional(Type.String({ maxLength: 300 })),
  version: Type.Optional(Type.String({ maxLength: 32 })),
  uuid: Type.Optional(Type.String({ maxLength: 64 })),
  /** (ours) The order the feedback is about, when it came from a result dialog. */
  order_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type FeedbackSubmitParams = Static<typeof FeedbackSubmitParams>;
export const FeedbackReceipt = Type.Object({ feedback_id: Type.Integer() });
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

export { UPLOAD_PATH, uploadedFilePath } from './paths';
/** (ours) How long an upload token may be used, once. */
export const UPLOAD_TOKEN_TTL_S = 30 * 60;
