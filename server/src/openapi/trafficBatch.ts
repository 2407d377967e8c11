import { Value } from '@sinclair/typebox/value';
import { BatchRequestBody, BatchResponseData, type BatchSubRequest } from '@topup/shared/contract';
import type { Exchange, Operation } from './trafficDocument';

// Most of the pages' calls travel inside POST /api/sys/batch_request/ (spec 01 §7): each sub-request and its
// ResultMap entry is a call of its own, as the server runs it (api/sys/subRequest.ts) — GET params as the
// query (lists as repeated keys, objects as JSON text), POST params as the JSON body; the headers of the
// batch, then its body's `header`, then the sub-request's own.

const BATCH_OPERATION = 'post_sys_batch_request';

function parsed(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

const resultOf = (entry: unknown): unknown =>
  typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'result') : undefined;

/** The sub-request's path and query, as subRequest.ts appendQuery writes a GET's params. */
function urlOf(sub: BatchSubRequest): string {
  const url = new URL(sub.path, 'http://batch.invalid');
  if (sub.method === 'GET') {
    for (const [key, value] of Object.entries(sub.params ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined || item === null) continue;
        url.searchParams.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
  }
  return url.pathname + url.search;
}

const lowerKeys = (headers: Readonly<Record<string, unknown>> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));

/**
 * The calls inside a batch exchange, each with its entry as its answer: none for another call, or for a
 * batch whose request or answer is not one (the batch's own check says so). An entry the batch made itself
 * (-1: out of time, -2: no answer) is no answer of the sub-call, and an HTTP failure keeps its status as
 * `result` (spec 02 §8).
 */
export function batchExchanges(op: Operation, exchange: Exchange): { id: string; sub: Exchange }[] {
  if (op.operationId !== BATCH_OPERATION) return [];
  const body = parsed(exchange.requestBody?.text);
  const answer = parsed(exchange.responseBody);
  const data = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : undefined;
  if (!Value.Check(BatchRequestBody, body) || !Value.Check(BatchResponseData, data)) return [];
  const shared = { ...lowerKeys(exchange.requestHeaders), ...lowerKeys(body.header) };
  return body.requests.flatMap((sub) => {
    const text = data.ResultMap[sub.request_id] ?? '';
    const result = resultOf(parsed(text));
    if (result === -1 || result === -2) return [];
    const status = typeof result === 'number' && result >= 400 && result < 600 ? result : 200;
    const requestBody = { text: JSON.stringify(sub.params ?? {}), contentType: 'application/json' };
    return [
      {
        id: sub.request_id,
        sub: {
          method: sub.method,
          url: urlOf(sub),
          requestHeaders: { ...shared, ...lowerKeys(sub.header) },
          ...(sub.method === 'POST' ? { requestBody } : {}),
          status,
          responseBody: text,
        },
      },
    ];
  });
}
