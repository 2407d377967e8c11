import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { BAD_REQUEST, REQUEST_HEAD_TOO_LARGE, REQUEST_TIMEOUT } from '@topup/shared/contract/codes';
import { MSG } from './messages';

// What Node's HTTP parser refuses before any route sees the request: a head longer than the server reads
// (431), a header line it cannot read (400), a head that never finished (408). Each is answered in the
// API's envelope with an Arabic message, as every other refusal is, instead of Fastify's default English
// shape. The parser stopped before the request's Origin could be read, so the answer lets any origin read it
// (the API takes calls from any origin and no cookies: cors.ts).

/**
 * The request head the server reads: its request line (a GET's query included) and its headers. 128 KiB:
 * the spec's calls that carry JSON are GETs (create_coin_pay, submit_payment_token, the analytics' add_event),
 * and their documented maxima at their widest encoding — a character outside the BMP is 12 bytes once
 * percent-encoded, and the spec's four 1200-character event strings alone reach 57.6 KB — with 8 KiB of a
 * browser's own headers, fit in it (openapi/conformance/requestHead.test.ts holds every GET to it). Node's
 * default, 16 KiB, did not hold them.
 */
export const REQUEST_HEAD_BYTES = 128 * 1024;

const STATUS_TEXT: Readonly<Record<number, string>> = {
  [BAD_REQUEST]: 'Bad Request',
  [REQUEST_TIMEOUT]: 'Request Timeout',
  [REQUEST_HEAD_TOO_LARGE]: 'Request Header Fields Too Large',
};

function refusalOf(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: REQUEST_HEAD_TOO_LARGE, message: MSG.requestHeadTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: REQUEST_TIMEOUT, message: MSG.timeout };
  return { status: BAD_REQUEST, message: MSG.unreadableHead };
}

/** The raw answer to a request the parser refused: the envelope, and the connection closed. */
export function clientErrorAnswer(code: string | undefined): string {
  const { status, message } = refusalOf(code);
  const body = JSON.stringify({ result: status, message });
  return [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Access-Control-Allow-Origin: *',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function onClientError(error: Error & { code?: string }, socket: Socket): void {
  // a connection reset has nobody to answer (as Fastify's own handler does)
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.end(clientErrorAnswer(error.code));
  else socket.destroy(error);
}

/** The Fastify options of every instance of the contract server: its head size and its answer to the parser. */
export const HTTP_SERVER_OPTIONS = {
  http: { maxHeaderSize: REQUEST_HEAD_BYTES },
  clientErrorHandler: onClientError,
} satisfies FastifyHttpOptions<Server>;
