import { KindGuard, Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import {
  CLIENT_RID_HEADER,
  ClientRid,
  DeviceId,
  EmptySuccess,
  EtagHeader,
  FailureEnvelope,
  RefusalEnvelope,
  SessionKey,
  SuccessEnvelope,
} from '@topup/shared/contract';
import { HEADER } from '@topup/shared/domain/apiResult';
import type { HttpMethod, RouteContract } from '../http/route';
import type { HeaderUse, OperationDoc } from './operations';
import { withSafeNumbers } from '../http/safeNumbers';
import { withJsonTexts } from './orderJsonTexts';
import { resultCodesOf } from './resultCodes';

// One operation of the document as @fastify/swagger reads a route schema: the request (query or body, from
// the route's contract), the headers its handler reads, the envelope it answers and the x- extensions. It is
// handed to the plugin's transform only, never to Fastify: the routes keep validating and answering as before.

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** The route schema of one operation, with its x- extensions (what @fastify/swagger copies as they are). */
export type OperationSchema = FastifySchema & Record<`x-${string}`, unknown>;

/** A header with its own description; optional unless the handler refuses the call without it. */
function header(schema: TSchema, description: string, required: boolean): TSchema {
  const described = Type.Unsafe<string>({ ...schema, description });
  return required ? described : Type.Optional(described);
}

function headersOf(use: HeaderUse | undefined): TObject | undefined {
  if (!use) return undefined;
  const props: Record<string, TSchema> = {};
  if (use.device) {
    const device = {
      required: "the browser's device id (required: 400 without it)",
      optional: "the browser's device id, read when present (an unreadable one is a 400)",
      unlessExt: "the browser's device id (required unless ext names h5_deviceid)",
    }[use.device];
    props[HEADER.deviceId] = header(DeviceId, device, use.device === 'required');
  }
  if (use.attempt)
    props[CLIENT_RID_HEADER] = header(
      ClientRid,
      'the payment attempt (one per attempt, kept across retries)',
      true,
    );
  if (use.session) {
    props[HEADER.sessionKey] = header(SessionKey, 'the session key, when the params carry none', false);
    props[HEADER.accountToken] = header(
      SessionKey,
      'the session key again (what /third/ paths carry, spec 02 §6)',
      false,
    );
  }
  if (use.etag)
    props['if-none-match'] = header(
      EtagHeader,
      'the ETag of the answer the caller keeps: answered 304 with no body while it is current',
      false,
    );
  return Type.Object(props);
}

/** A form carries only flat fields (text, or repeated keys for a list): a nested body is JSON only. */
function formable(schema: TSchema): boolean {
  if (!KindGuard.IsObject(schema)) return false;
  return Object.values(schema.properties).every(
    (p) => !KindGuard.IsObject(p) && !(KindGuard.IsArray(p) && KindGuard.IsObject(p.items)),
  );
}

/**
 * What the call takes, as http/params.ts checks it: its numbers bounded to a safe integer's size where the
 * schema gives no bound (http/safeNumbers.ts), its JSON texts said (orderJsonTexts.ts).
 */
const requestSchema = (path: string, schema: TSchema): TSchema =>
  withJsonTexts(path, withSafeNumbers(schema));

function requestOf(contract: RouteContract, method: HttpMethod): FastifySchema {
  if (method === 'GET')
    return { querystring: requestSchema(contract.path, contract.query ?? contract.params) };
  const body = requestSchema(contract.path, contract.body ?? contract.params);
  const consumes = contract.bodyTypes ?? (formable(body) ? [JSON_TYPE, FORM] : [JSON_TYPE]);
  return { body, consumes };
}

/** An answer with an ETag (HeaderUse.etag): the header, and the 304 of an If-None-Match that names it. */
const ETAG_HEADERS = {
  headers: {
    ETag: {
      type: 'string',
      description: "the answer's strong ETag (a hash of its bytes), sent back as If-None-Match",
    },
  },
};
const NOT_MODIFIED = Type.Unsafe<null>({
  type: 'null',
  description: 'If-None-Match names the current answer: no body; the caller keeps what it has',
});

/** The envelope of the answers: result 0 with the route's data, or a refusal; 4xx and 5xx are failures. */
function responsesOf(data: TSchema, etag: boolean): Record<string, TSchema> {
  const success = KindGuard.IsNever(data) ? EmptySuccess : SuccessEnvelope(data);
  return {
    200: Type.Union([success, RefusalEnvelope], {
      description: 'result 0 with data, or a refusal: a nonzero result with its Arabic message',
      ...(etag ? ETAG_HEADERS : {}),
    }),
    ...(etag ? { 304: NOT_MODIFIED } : {}),
    '4XX': Type.Object(FailureEnvelope.properties, {
      description:
        "a malformed call: result is the HTTP status (or the call's own code) with an Arabic message",
    }),
    '5XX': Type.Object(FailureEnvelope.properties, {
      description: 'the server failed: result is the HTTP status',
    }),
  };
}

const idOf = (method: HttpMethod, path: string): string =>
  `${method.toLowerCase()}_${path
    .replace(/^\/api\//, '')
    .replace(/\/$/, '')
    .replace(/\//g, '_')}`;

export function operationSchema(
  contract: RouteContract,
  method: HttpMethod,
  doc: OperationDoc,
): OperationSchema {
  if (!contract.data) throw new Error(`${contract.path} has no data schema: give its ApiRoute one`);
  const headers = headersOf(doc.headers);
  const origin =
    'spec' in doc.origin
      ? { 'x-origin': 'spec', 'x-spec': doc.origin.spec }
      : { 'x-origin': 'ours', 'x-why': doc.origin.ours };
  return {
    operationId: idOf(method, contract.path),
    summary: doc.summary,
    tags: [contract.path.split('/')[2] ?? 'api'],
    ...requestOf(contract, method),
    ...(headers ? { headers } : {}),
    response: responsesOf(contract.data, doc.headers?.etag === true),
    ...origin,
    'x-result-codes': resultCodesOf(doc, method),
  };
}
