import type { Shown } from '../texts';

// What the document says of an operation beyond its schemas: where the call comes from, the headers its
// handler reads and the result codes it answers with what the pages show for each. One entry per /api
// path (operations/index.ts); the generation refuses a route without one, and an entry without a route.

/** Named by the spec (its section), or ours (and why, as the README gives it). */
export type Origin = { spec: string } | { ours: string };

export interface CodeDoc {
  code: number;
  /** What the pages show for it (one entry per page that calls the operation). */
  shown: readonly Shown[];
  /** Narrower than the catalogue's meaning (openapi/meanings.ts) for this operation. */
  meaning?: string;
}

export interface HeaderUse {
  /** x-cli-id, the device id: required (400 without it), read when present, or required unless ext names it. */
  device?: 'required' | 'optional' | 'unlessExt';
  /** X-CLI-RID, the payment attempt (required when set). */
  attempt?: true;
  /** x-session-key / x-account-token: the session key when the params carry none. */
  session?: true;
  /** If-None-Match: the answer carries an ETag, and one the request names is answered 304 with no body. */
  etag?: true;
}

export interface OperationDoc {
  summary: string;
  origin: Origin;
  headers?: HeaderUse;
  /** The result codes besides 0 and the transport ones (400, 413, 415, 500), unless one says more of those. */
  codes: readonly CodeDoc[];
  /** What the pages show for a transport failure (400, 413, 415, 500) that `codes` does not list itself. */
  transport: readonly Shown[];
}

export const spec = (section: string): Origin => ({ spec: section });
export const ours = (why: string): Origin => ({ ours: why });

/** A code and what the pages show for it. */
export const code = (n: number, ...shown: readonly Shown[]): CodeDoc => ({ code: n, shown });
/** A code with a meaning narrower than the catalogue's. */
export const codeMeaning = (n: number, meaning: string, ...shown: readonly Shown[]): CodeDoc => ({
  code: n,
  meaning,
  shown,
});
