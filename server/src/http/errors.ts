import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BAD_REQUEST,
  PAYLOAD_TOO_LARGE,
  SERVER_ERROR,
  UNSUPPORTED_MEDIA_TYPE,
} from '@topup/shared/contract/codes';
import { MSG } from './messages';
import { parseForm } from './params';

const FORM = 'application/x-www-form-urlencoded';

/** Form bodies (spec 01 §7: config, click_cancel, adyen_verify_pay) as plain objects. */
export function installFormParser(app: FastifyInstance): void {
  // Another plugin up the tree may already read forms; a second parser for the same type would throw.
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
  });
}

function messageFor(status: number): string {
  if (status === PAYLOAD_TOO_LARGE) return MSG.payloadTooLarge;
  if (status === UNSUPPORTED_MEDIA_TYPE) return MSG.unsupportedMediaType;
  if (status === BAD_REQUEST) return MSG.unreadableBody;
  return status >= 500 ? MSG.serverError : MSG.badRequest;
}

/** Any thrown error becomes an Arabic envelope; no stack or internal text leaves the server. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.statusCode;
    const status = code !== undefined && code >= 400 && code < 600 ? code : SERVER_ERROR;
    if (status >= 500) request.log.error({ err: error }, 'api handler failed');
    return reply.code(status).send({ result: status, message: messageFor(status) });
  });
}
