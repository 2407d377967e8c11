import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import type { Database } from 'better-sqlite3';
import { NO_SERVER_VALUES, publicConfig } from '@topup/shared/config/document';
import type { ServerOnlyConfig } from '@topup/shared/config/serverOnly';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';
import { sandboxConfig } from '@topup/shared/config/sandbox';
import { registerApi } from './api';
import { HTTP_SERVER_OPTIONS } from './http/clientError';
import { registerCors } from './cors';
import { registerDeviceCookieSync } from './device/deviceCookie';
import { registerOpenApi } from './openapi/register';
import { registerRoomSocket } from './ws/roomSocket';
import { registerSite } from './static/registerSite';
import { siteDirs, type SiteDirs } from './static/paths';
import { TEST_RECORDER_HTML } from './static/testRecorder';
import { mapReleases, readRemoteMap, remoteMapFile } from './static/remoteMapSource';
import { registerSecurityHeaders } from './security/headers';
import { originOf, securityConfigFor, type SecurityConfig } from './security/securityConfig';

export interface ServerOptions {
  db: Database;
  testMode?: boolean;
  backupBaseUrls?: string[];
  dirs?: SiteDirs;
  remotesFile?: string;
  logger?: boolean;
  /**
   * The environment's runtime configuration, checked by the caller (main.ts): inlined into every
   * index.html and served at /config.json, and followed by the CSP and check_domain_payable. Default: the
   * sandbox's, for the origin of `npm run serve`'s default port (tests inject and have none).
   */
  config?: RuntimeConfig;
  /**
   * The configuration file's server-only section (DESIGN §13): the alert relay's team chat webhook. Never
   * written into a page nor served. Default: none (the relay records the alerts).
   */
  server?: ServerOnlyConfig;
  /** The CSP's configuration; default: made from `config` and the environment (securityConfig.ts). */
  security?: SecurityConfig;
}

const DEFAULT_ORIGIN = 'http://localhost:8080';

/** The contract API and the sandbox beside the site: every profile but production. */
export const servesSandbox = (config: RuntimeConfig): boolean => config.profile !== 'production';

/** The contract server (DESIGN §3, §4): API, room socket and the built apps, on one origin. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...HTTP_SERVER_OPTIONS,
    logger: opts.logger ?? false,
    disableRequestLogging: true,
    trustProxy: true,
  });
  const remotesFile = opts.remotesFile ?? remoteMapFile();
  // the public keys alone, whatever the caller hands over: what every page and /config.json carry
  const config = publicConfig(opts.config ?? sandboxConfig(DEFAULT_ORIGIN));
  // hooks first: fastify hands hooks only to what is registered after them
  registerSecurityHeaders(app, {
    config: opts.security ?? securityConfigFor(config, process.env, { backupBaseUrls: opts.backupBaseUrls }),
    remoteOrigins: () => mapReleases(readRemoteMap(remotesFile)).flatMap((r) => originOf(r.entry) ?? []),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // The contract API, its sandbox payment pages and the room socket stand in for the backend and the
  // providers: a production configuration's pages call their own API hosts and providers, and a
  // production deploy never carries the sandbox (its hosted card pages, its test accounts). There the
  // server serves the site alone.
  if (servesSandbox(config)) {
    registerCors(app);
    registerDeviceCookieSync(app);
    // before the API: the document is made of the routes registered after it (GET /openapi.json)
    await registerOpenApi(app);
    await registerApi(app, {
      db: opts.db,
      testMode: opts.testMode ?? false,
      backupBaseUrls: opts.backupBaseUrls ?? [],
      applePayDomains: config.applePay.domains,
      teamChatWebhook: (opts.server ?? NO_SERVER_VALUES).teamChatWebhook,
    });
    await app.register(fastifyWebsocket);
    registerRoomSocket(app, opts.db);
  }
  // test mode only: the page records its errors, CSP violations and page shows for the cross-engine suite
  await registerSite(
    app,
    opts.dirs ?? siteDirs(),
    config,
    remotesFile,
    opts.testMode ? TEST_RECORDER_HTML : undefined,
  );
  return app;
}
