import {
  fileProblem,
  sniffMediaType,
  SNIFF_BYTES,
  type FileProblem,
  type MediaType,
} from '@topup/shared/domain/feedbackRules';

// Before any upload: the file's first bytes say what it is (its name and the browser's guess do not), and
// the rules of shared/domain say whether it may join the others.

export async function checkMedia(
  file: Blob,
  count: number,
): Promise<{ ok: true; type: MediaType } | { ok: false; problem: FileProblem }> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffMediaType(head);
  const problem = fileProblem({ size: file.size, type }, count);
  return problem || !type ? { ok: false, problem: problem ?? 'type' } : { ok: true, type };
}
