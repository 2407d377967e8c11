import { normaliseFields } from '../http/params';
import { batchExchanges } from './trafficBatch';
import {
  describesNoBody,
  findOperation,
  responseFor,
  type Exchange,
  type OpenApiDocument,
  type Operation,
} from './trafficDocument';
import { requestProblems } from './trafficRequest';
import { answerCheck } from './trafficSchemas';

// DESIGN §12: the browser tests hold the pages to the contract. Given the document (server/openapi.json), each
// API call a page made — request and answer — is checked against its operation: a call the document does not
// describe, params or headers it would refuse, an answer that is not what the operation answers. The calls
// inside a batch_request are checked one by one, with their ResultMap entries. No problem: an empty list.

export type { Exchange, OpenApiDocument } from './trafficDocument';
export type TrafficCheck = (exchange: Exchange) => string[];

/** A check bound to one document; its schemas are compiled once, for every call it checks. */
export function trafficCheck(doc: OpenApiDocument): TrafficCheck {
  const check = (exchange: Exchange): string[] => {
    const url = new URL(exchange.url, 'http://traffic.invalid');
    const name = `${exchange.method.toUpperCase()} ${url.pathname}`;
    const op = findOperation(doc, exchange.method, url.pathname);
    if (!op) return [`${name}: not described by the document`];
    const problems = [
      ...requestProblems(op, {
        method: exchange.method,
        query: normaliseFields(url.searchParams),
        headers: exchange.requestHeaders,
        ...(exchange.requestBody ? { body: exchange.requestBody } : {}),
      }),
      ...answerProblems(op, exchange.status, exchange.responseBody),
    ];
    const inner = problems.length === 0 ? batchExchanges(op, exchange) : [];
    return [
      ...problems.map((p) => `${name}: ${p}`),
      ...inner.flatMap(({ id, sub }) => check(sub).map((p) => `batch entry ${id}: ${p}`)),
    ];
  };
  return check;
}

function answerProblems(op: Operation, status: number, body: string): string[] {
  // an answer the document gives no body (the package info's 304): it must have none
  if (describesNoBody(op, status))
    return body === '' ? [] : [`answer: HTTP ${status} has a body the document does not describe`];
  const media = responseFor(op, status);
  if (!media) return [`answer: HTTP ${status} is not described`];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [`answer: HTTP ${status} with a body that is not JSON`];
  }
  if (media.schema === undefined) return [];
  const problem = answerCheck(media.schema, 'answer')(json);
  return problem ? [problem] : [];
}
