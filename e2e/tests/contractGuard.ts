import type { BrowserContext, Request, Route } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { trafficCheck, type OpenApiDocument, type TrafficCheck } from '../../server/src/openapi/trafficCheck';

// "the client is held to the contract": every API call the pages of a test send, and every answer
// they read, is checked against the OpenAPI document (server/openapi.json) by the server's traffic check
// (Ajv). A call the document does not describe, params it would refuse, an answer it does not describe:
// each fails the test that made it. Answers a test made up itself (route.fulfill) are not the backend's
// and are not checked; the call the page sent still is. Tests that break the server's answers on purpose
// (the fault switch) say so with `guard.allowBrokenAnswers()`: their requests are still checked.

let check: TrafficCheck | undefined;
/** One compiled check per worker: the document is read and its schemas compiled once. */
function contractCheck(): TrafficCheck {
  if (!check) {
    const file = path.resolve(__dirname, '..', '..', 'server', 'openapi.json');
    check = trafficCheck(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument);
  }
  return check;
}

export interface ContractWatch {
  /** Checks still reading their answer; awaited when the test ends. */
  pending: Promise<void>[];
  problems: string[];
  /** How many API calls were checked (a guard that checks nothing would pass everything). */
  checked: number;
  /** Requests a test answered itself. */
  madeUp: WeakSet<Request>;
  brokenAnswersAllowed: boolean;
}

export const newContractWatch = (): ContractWatch => ({
  pending: [],
  problems: [],
  checked: 0,
  madeUp: new WeakSet(),
  brokenAnswersAllowed: false,
});

const isApiCall = (url: URL) => url.pathname.startsWith('/api/');
const ANSWER_PROBLEM = /(?:^|: )answer\b/;

async function checkExchange(watch: ContractWatch, request: Request): Promise<void> {
  const url = new URL(request.url());
  const response = await request.response();
  if (!response) return;
  const madeUp = watch.madeUp.has(request);
  let body: string;
  try {
    body = await response.text();
  } catch {
    // the page left before the answer's body could be read (a navigation): the request is checked alone
    body = '';
  }
  const headers = await request.allHeaders();
  const text = request.postData();
  const problems = contractCheck()({
    method: request.method(),
    url: `${url.pathname}${url.search}`,
    requestHeaders: headers,
    ...(text !== null ? { requestBody: { text, contentType: headers['content-type'] } } : {}),
    status: response.status(),
    responseBody: body,
  });
  // the check names answer problems "…: answer…" (batch entries' too); those are dropped when the answer is
  // not the backend's own, or could not be read
  const skipAnswers = madeUp || watch.brokenAnswersAllowed || body === '';
  const kept = problems.filter((p) => !(skipAnswers && ANSWER_PROBLEM.test(p)));
  watch.checked += 1;
  watch.problems.push(...kept.map((p) => `${p} (${request.method()} ${url.pathname}${url.search})`));
}

/** Follows every API call of the context's pages; the test's fixture reads `watch.problems` at its end. */
export function watchContract(context: BrowserContext, watch: ContractWatch): void {
  context.on('requestfinished', (request) => {
    if (!isApiCall(new URL(request.url()))) return;
    watch.pending.push(checkExchange(watch, request).catch(() => undefined));
  });
}

/** A route handler whose fulfilled requests are marked as made up (their answers are not the backend's). */
export function markMadeUp<H extends (route: Route, request: Request) => unknown>(
  watch: ContractWatch,
  handler: H,
): (route: Route, request: Request) => unknown {
  return (route, request) => {
    const fulfill = route.fulfill.bind(route);
    route.fulfill = (options) => {
      watch.madeUp.add(request);
      return fulfill(options);
    };
    return handler(route, request);
  };
}
