import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import type { Database } from 'better-sqlite3';
import { registerApi } from './api';
import { registerCors } from './cors';
import { registerDeviceCookieSync } from './device/deviceCookie';
import { registerOpenApi } from './openapi/register';
import { registerRoomSocket } from './ws/roomSocket';
import { registerSite } from './static/registerSite';
import { siteDirs, type SiteDirs } from './static/paths';
import { TEST_RECORDER_HTML } from './static/testRecorder';
import { mapReleases, readRemoteMap, remoteMapFile } from './static/remoteMapSource';
import { registerSecurityHeaders } from './security/headers';
import { originOf, readSecurityConfig, type SecurityConfig } from './security/securityConfig';

export interface ServerOptions {
  db: Database;
  testMode?: boolean;
  backupBaseUrls?: string[];
  dirs?: SiteDirs;
  remotesFile?: string;
  logger?: boolean;
  /** The CSP's configuration; default: read from the environment (securityConfig.ts). */
  security?: SecurityConfig;
}

/** The contract server (DESIGN §3, §4): API, room socket and the built apps, on one origin. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, disableRequestLogging: true, trustProxy: true });
  const remotesFile = opts.remotesFile ?? remoteMapFile();
  // hooks first: fastify hands hooks only to what is registered after them
  registerSecurityHeaders(app, {
    config: opts.security ?? readSecurityConfig(process.env, { backupBaseUrls: opts.backupBaseUrls }),
    remoteOrigins: () => mapReleases(readRemoteMap(remotesFile)).flatMap((r) => originOf(r.entry) ?? []),
  });
  registerCors(app);
  registerDeviceCookieSync(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // before the API: the document is made of the routes registered after it (GET /openapi.json)
  await registerOpenApi(app);
  await registerApi(app, {
    db: opts.db,
    testMode: opts.testMode ?? false,
    backupBaseUrls: opts.backupBaseUrls ?? [],
  });
  await app.register(fastifyWebsocket);
  registerRoomSocket(app, opts.db);
  // test mode only: the page records its errors, CSP violations and page shows for the cross-engine suite
  await registerSite(
    app,
    opts.dirs ?? siteDirs(),
    remotesFile,
    opts.testMode ? TEST_RECORDER_HTML : undefined,
  );
  return app;
}
