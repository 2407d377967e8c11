// The feedback form's draft: what was typed and the files already uploaded,
// kept across a failed submit and a reload until it is sent. Files not uploaded yet cannot be kept (a page
// cannot store a File), so the draft names only uploaded ones, by the server's key. Its shape is read here
// for the platform's storage module, which keeps it under topup_ksa_feedback_draft (every key
// goes through that module).

export interface FeedbackDraftFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export interface FeedbackDraft {
  account: string;
  content: string;
  orderId: string;
  files: FeedbackDraftFile[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function draftFile(v: unknown): FeedbackDraftFile | undefined {
  if (!isRecord(v)) return undefined;
  const { key, name, type, size } = v;
  return typeof key === 'string' &&
    typeof name === 'string' &&
    typeof type === 'string' &&
    typeof size === 'number'
    ? { key, name, type, size }
    : undefined;
}

export function feedbackDraft(v: unknown): FeedbackDraft | undefined {
  if (!isRecord(v) || !Array.isArray(v.files)) return undefined;
  const { account, content, orderId } = v;
  if (typeof account !== 'string' || typeof content !== 'string' || typeof orderId !== 'string')
    return undefined;
  const files = v.files.map(draftFile);
  return files.every((f): f is FeedbackDraftFile => f !== undefined)
    ? { account, content, orderId, files: files.slice(0, 3) }
    : undefined;
}
