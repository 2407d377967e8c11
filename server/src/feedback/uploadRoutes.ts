import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_PATH,
  UploadedFile,
  UploadFileSpec,
  UploadForm,
  UploadTokenParams,
  UploadTokens,
} from '@topup/shared/contract/feedback';
import { UPLOAD_REFUSED, UPLOAD_TOKEN_INVALID } from '@topup/shared/contract/codes';
import {
  FEEDBACK_MAX_FILES,
  isMediaType,
  maxBytesOf,
  sniffMediaType,
  VIDEO_MAX_BYTES,
} from '@topup/shared/domain/feedbackRules';
import { Type } from '@sinclair/typebox';
import type { ApiContext } from '../context/context';
import { installErrorHandler } from '../http/errors';
import { parseRequestJson } from '../http/jsonDepth';
import { MSG } from '../http/messages';
import { parseParams } from '../http/params';
import { addRoute, fail, ok, pathVariants, type ApiRoute, type RouteContract } from '../http/route';
import { readUpload, saveUpload, uploadsFolder } from './files';
import type { UploadFaults } from './uploadFaults';
import { feedbackStore, UPLOAD_KEY } from './store';

// spec 02 §7: GET upload_token, the multipart POST of each file, and the files served back. A file is
// checked from its bytes (never its name or declared type): an allowed image or video within its size.

const FileList = Type.Array(UploadFileSpec, { minItems: 1 });

/** GET /api/sys/upload_token/ (uuid, files, purpose=feedback): one token per file, each used once. */
export const uploadTokenRoute = (ctx: ApiContext): ApiRoute<typeof UploadTokenParams, UploadTokens> => {
  const store = feedbackStore(ctx.db, ctx.now);
  return {
    methods: ['GET'],
    path: '/api/sys/upload_token/',
    params: UploadTokenParams,
    data: UploadTokens,
    handle({ uuid, files }) {
      let parsed: unknown;
      try {
        parsed = parseRequestJson(files);
      } catch {
        return fail(UPLOAD_REFUSED, MSG.badRequest, 400);
      }
      const list = parseParams(FileList, parsed);
      if (!list.ok) return fail(UPLOAD_REFUSED, MSG.badRequest, 400);
      if (list.value.length > FEEDBACK_MAX_FILES) return fail(UPLOAD_REFUSED, MSG.feedbackTooManyFiles);
      for (const f of list.value) {
        if (!isMediaType(f.content_type)) return fail(UPLOAD_REFUSED, MSG.uploadTypeRefused);
        if (f.size > maxBytesOf(f.content_type)) return fail(UPLOAD_REFUSED, MSG.uploadTooBig);
      }
      return ok({
        tokens: list.value.map((f) => ({ url: UPLOAD_PATH, body: store.issue(uuid, f), result: 0 })),
      });
    },
  };
};

/** The upload as the contract documents it: @fastify/multipart reads the body, no `params` check it. */
const UPLOAD_CONTRACT: RouteContract = {
  path: UPLOAD_PATH,
  methods: ['POST'],
  params: Type.Object({}),
  data: UploadedFile,
  body: UploadForm,
  bodyTypes: ['multipart/form-data'],
};

const refuse = (reply: FastifyReply, result: number, message: string, status = 200) =>
  reply.code(status).send({ result, message });

/** The multipart POST (token, key, file) and GET /uploads/<key>, in a scope of their own. */
export async function registerUploads(
  app: FastifyInstance,
  ctx: ApiContext,
  faults?: UploadFaults,
): Promise<void> {
  const store = feedbackStore(ctx.db, ctx.now);
  const folder = uploadsFolder(ctx.db);
  await app.register(async (scope) => {
    installErrorHandler(scope);
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 4, fileSize: VIDEO_MAX_BYTES + 1, fieldSize: 200 },
    });
    // every API path answers with and without its trailing slash (http/route.ts pathVariants)
    const upload = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.isMultipart()) return refuse(reply, UPLOAD_REFUSED, MSG.unsupportedMediaType, 415);
      const fields: Record<string, string> = {};
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') bytes = await part.toBuffer();
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      const row = store.usable(fields.token ?? '', fields.key ?? '');
      if (!row) return refuse(reply, UPLOAD_TOKEN_INVALID, MSG.uploadTokenInvalid);
      if (faults && (await faults.before(row.uuid)) === 'fail')
        return refuse(reply, 500, MSG.serverError, 500);
      if (!bytes || bytes.length === 0) return refuse(reply, UPLOAD_REFUSED, MSG.uploadTypeRefused);
      const type = sniffMediaType(bytes.subarray(0, 16));
      if (!type) return refuse(reply, UPLOAD_REFUSED, MSG.uploadTypeRefused);
      if (bytes.length > maxBytesOf(type)) return refuse(reply, UPLOAD_REFUSED, MSG.uploadTooBig);
      if (!store.stored(row.token, type, bytes.length))
        return refuse(reply, UPLOAD_TOKEN_INVALID, MSG.uploadTokenInvalid);
      await saveUpload(folder, row.key, bytes);
      return reply.send({ result: 0, data: { key: row.key, content_type: type, size: bytes.length } });
    };
    for (const url of pathVariants(UPLOAD_PATH)) {
      if (!scope.hasRoute({ url, method: 'POST' }))
        scope.post(url, { config: { contract: UPLOAD_CONTRACT } }, upload);
    }
    scope.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
      const { key } = request.params;
      const row = UPLOAD_KEY.test(key) ? store.upload(key) : undefined;
      if (!row?.stored_type) return reply.code(404).send({ result: 404, message: MSG.notFound });
      // the type the bytes showed, never sniffed again by the browser, never shown as a page
      return reply
        .header('Content-Type', row.stored_type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${key}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(await readUpload(folder, key));
    });
  });
}

/** Test mode: POST /__test/upload-fault {uuid, mode}, /__test/upload-release {uuid}, GET /__test/upload-held. */
export function registerUploadFaultRoutes(scope: FastifyInstance, faults: UploadFaults): void {
  const Body = Type.Object({
    uuid: Type.String({ minLength: 1 }),
    mode: Type.Optional(Type.Union([Type.Literal('failOnce'), Type.Literal('hold')])),
  });
  const route = (
    path: string,
    act: (b: { uuid: string; mode?: 'failOnce' | 'hold' }) => unknown,
  ): ApiRoute<typeof Body, unknown> => ({
    methods: ['POST', 'GET'],
    path,
    params: Body,
    handle: (b) => ok(act(b)),
  });
  addRoute(
    scope,
    route('/__test/upload-fault', (b) => faults.set(b.uuid, b.mode ?? 'failOnce')),
  );
  addRoute(
    scope,
    route('/__test/upload-release', (b) => faults.release(b.uuid)),
  );
  addRoute(
    scope,
    route('/__test/upload-held', (b) => ({ waiting: faults.waiting(b.uuid) })),
  );
}
