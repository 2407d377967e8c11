import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from 'better-sqlite3';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { openDatabase } from '../db';
import { HTTP_SERVER_OPTIONS } from '../http/clientError';
import type { PaymentTimings } from '../orders/payments';
import { registerSecurityHeaders } from '../security/headers';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { securityConfigFor } from '../security/securityConfig';
import { registerApi } from './index';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Payment waits for tests: no processor delay, cards ready at once, quick retries. */
export const FAST_TIMINGS: PaymentTimings = {
  processorDelayMs: 0,
  cardReadyDelayMs: 0,
  duplicatePollMs: 5,
  duplicateWaitMs: 5_000,
};

/**
 * A fresh instance on a private in-memory database, with the application's head size and answer to what
 * the HTTP parser refuses, the same 404 shape the application gives unknown /api paths and the
 * application's security headers (HTML answers get the CSP and
 * `request.cspNonce`), for tests that drive the API with app.inject(). The payment waits are
 * FAST_TIMINGS unless `timings` says otherwise.
 */
export async function buildTestApp(
  options: {
    testMode?: boolean;
    db?: Database;
    backupBaseUrls?: string[];
    /** The API's clock, milliseconds since the epoch. */
    now?: () => number;
    timings?: Partial<PaymentTimings>;
    fastify?: FastifyServerOptions;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? openDatabase(':memory:');
  const app = Fastify({ ...HTTP_SERVER_OPTIONS, logger: false, ...options.fastify });
  registerSecurityHeaders(app, { config: securityConfigFor(sandboxConfig('http://localhost:8080'), {}) });
  await registerApi(app, {
    timings: { ...FAST_TIMINGS, ...options.timings },
    db,
    testMode: options.testMode ?? false,
    backupBaseUrls: options.backupBaseUrls ?? [
      'https://backup-1.example.test',
      'https://backup-2.example.test',
    ],
    ...(options.now ? { now: options.now } : {}),
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ result: 404, message: 'not found' }));
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      if (!options.db) db.close();
    },
  };
}

/** Parses a JSON body and checks it against a contract schema, failing with the first mismatch. */
export function expectShape<S extends TSchema>(schema: S, value: unknown): void {
  const first = Value.Errors(schema, value).First();
  if (first)
    throw new Error(
      `shape mismatch at ${first.path || '/'}: ${first.message} (${JSON.stringify(first.value)})`,
    );
}

/** Asserts a malformed-call answer: 4xx, JSON, nonzero result, Arabic message, no stack. */
export function expectRejected(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status = 400,
) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { result: number; message: string };
  expect(body.result).not.toBe(0);
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+|stack|Error:/);
  return body;
}
