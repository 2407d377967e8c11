import * as C from '@topup/shared/contract/codes';
import type { HttpMethod } from '../http/route';
import { meaningOf } from './meanings';
import type { OperationDoc } from './operations';
import type { Shown } from './texts';

// The document's x-result-codes of one operation: every result it can answer, keyed by the code, each with
// its meaning (English) and what each page that calls it shows (the Arabic text and where it comes from,
// or null and why nothing is shown).

export interface ShownEntry {
  page: string;
  ar: string | null;
  from?: string;
  silent?: string;
}

export interface ResultCodeEntry {
  meaning: string;
  shown?: ShownEntry[];
}

const entryOf = (s: Shown): ShownEntry =>
  s.text === null
    ? { page: s.page, ar: null, silent: s.silent }
    : { page: s.page, ar: s.text.ar, from: s.text.from };

/**
 * The failures every route can answer: a malformed call, a request head too long or too slow to arrive
 * (http/clientError.ts), a failure of the server; a body's size and type.
 */
function transportCodes(method: HttpMethod): number[] {
  const always = [C.BAD_REQUEST, C.REQUEST_TIMEOUT, C.REQUEST_HEAD_TOO_LARGE, C.SERVER_ERROR];
  return method === 'POST' ? [...always, C.PAYLOAD_TOO_LARGE, C.UNSUPPORTED_MEDIA_TYPE] : always;
}

export function resultCodesOf(doc: OperationDoc, method: HttpMethod): Record<string, ResultCodeEntry> {
  const codes: Record<string, ResultCodeEntry> = {
    [C.OK]: { meaning: 'success: `data` holds the answer' },
  };
  for (const c of doc.codes) {
    codes[c.code] = { meaning: c.meaning ?? meaningOf(c.code), shown: c.shown.map(entryOf) };
  }
  for (const n of transportCodes(method)) {
    codes[n] ??= { meaning: meaningOf(n), shown: doc.transport.map(entryOf) };
  }
  return codes;
}
