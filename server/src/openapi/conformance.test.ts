import fs from 'node:fs';
import { FINE_APPLE_PAY_TYPE } from '@topup/shared/domain/payTypes';
import { PAY_SUB_TYPE, rechargeIdOf, SEED_ACCOUNTS } from '../db/seed';
import { SEED_LIVE_ROOM_ID } from '../db/seedAccounts';
import { SEED_CARD_DEVICE } from '../db/seedPayments';
import { sessionStore } from '../db/sessions';
import { pathVariants } from '../http/route';
import { buildTestApp, type TestApp } from '../api/testApp';
import { OPENAPI_FILE } from './generate';
import { answerCheck } from './trafficSchemas';
import { describesNoBody, responseFor, type OpenApiDocument, type Operation } from './trafficDocument';
import { requestCases, type Fixtures, type RequestCase } from './conformance/operationRequests';

// DESIGN §12: the API document is the contract, so the server is held to it here, operation by operation.
// Requests are built from server/openapi.json alone (conformance/operationRequests.ts) — its documented
// values, at their limits too, and values it refuses — and sent to the real server in-process. A request
// the document takes is answered as the document says (the status, the envelope, a result code the
// operation lists), never with a server error or a refusal; one it refuses is a malformed call (4xx, the
// envelope with an Arabic message). Every path also answers without its trailing slash.

const doc = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
type DocOperation = Operation & { 'x-result-codes'?: Record<string, unknown> };

const USER = SEED_ACCOUNTS.testUser;
const CARD = SEED_CARD_DEVICE.cards.ckoVisa;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  (['get', 'post'] as const).flatMap((verb) => {
    const op = item[verb] as DocOperation | undefined;
    return op
      ? [{ name: `${verb.toUpperCase()} ${path}`, path, method: verb.toUpperCase() as 'GET' | 'POST', op }]
      : [];
  }),
);

let t: TestApp;
let fixtures: Fixtures;
beforeAll(async () => {
  t = await buildTestApp();
  const session = sessionStore(t.db).create(USER.uid);
  // values the document takes that reach the server's work: a signed-in user, the seeded device and card
  // and a pay type the call takes with no card (the hosted checkout's, the fine's Apple Pay), with its tier
  fixtures = (name, schema, path) => {
    const about = String(schema.description ?? '');
    if (name === 'pay_type')
      return path.includes('fine') ? FINE_APPLE_PAY_TYPE : PAY_SUB_TYPE.SECOND_PROVIDER_CARD;
    if (name === 'recharge_id') return rechargeIdOf(3, PAY_SUB_TYPE.SECOND_PROVIDER_CARD);
    if (['session_key', 'x-session-key', 'x-account-token'].includes(name)) return session;
    if (['h5_deviceid', 'x-cli-id', 'zp_h5deviceid'].includes(name)) return SEED_CARD_DEVICE.deviceId;
    if (['source_id', 'fingerprint'].includes(name)) return CARD.sourceId;
    if (name === 'room_id') return SEED_LIVE_ROOM_ID;
    if (['display_uid', 'display_id'].includes(name)) return String(USER.displayUid);
    if (name === 'uid') return String(/display id/i.test(about) ? USER.displayUid : USER.uid);
    return undefined;
  };
});
afterAll(() => t.close());

const ARABIC = /[\u0600-\u06FF]/;

async function problemsOf(op: DocOperation, c: RequestCase): Promise<string[]> {
  const res = await t.app.inject({
    method: c.method,
    url: c.url,
    headers: c.headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  const said = `${c.name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  const problems: string[] = [];
  if (res.statusCode >= 500) return [`${said} (a server error)`];
  if (c.expect === 'refused' && (res.statusCode < 400 || res.statusCode >= 500))
    problems.push(`${said} (the document refuses this request)`);
  if (c.expect === 'documented' && res.statusCode >= 400)
    problems.push(`${said} (the document takes this request)`);
  if (describesNoBody(op, res.statusCode)) return problems;
  const media = responseFor(op, res.statusCode);
  if (!media) return [...problems, `${said} (a status the document does not describe)`];
  let body: { result?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return [...problems, `${said} (not JSON)`];
  }
  const shape = media.schema === undefined ? undefined : answerCheck(media.schema, 'answer')(body);
  if (shape) problems.push(`${said} (${shape})`);
  if (!Object.hasOwn(op['x-result-codes'] ?? {}, String(body.result)))
    problems.push(`${said} (result ${String(body.result)} is not one of the operation's x-result-codes)`);
  if (res.statusCode >= 400 && !ARABIC.test(String(body.message)))
    problems.push(`${said} (a refusal without its Arabic message)`);
  return problems;
}

describe('the server answers as server/openapi.json says, for every operation', () => {
  it('describes operations to check (the test cannot pass vacuously)', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations)('$name', async ({ path, method, op }) => {
    const cases = requestCases(path, method, op, fixtures);
    const problems: string[] = [];
    for (const c of cases) problems.push(...(await problemsOf(op, c)));
    // every path answers with and without its trailing slash
    const [first] = cases;
    if (first)
      for (const variant of pathVariants(path).slice(1))
        problems.push(...(await problemsOf(op, { ...first, url: first.url.replace(path, variant) })));
    expect(problems).toEqual([]);
  });
});
