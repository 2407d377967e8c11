import { openDatabase } from './db';
import { buildServer, servesSandbox } from './app';
import { siteDirs } from './static/paths';
import { SEED_ROOMS } from './db/seed';
import { roomHubFor } from './liveRoom/roomHub';
import { startDemoRoom } from './liveRoom/demoRoom';
import { fineLiftSeconds } from './fines/liftDelay';
import { startReconciliation } from './recovery/reconcile';
import { problemLines, serverConfig } from './config/load';

// npm run serve: the built site and the contract API on PORT (default 8080), database server/data/topup.db
// (TOPUP_DB overrides). TOPUP_TEST_MODE=1 adds the e2e fault switch and a backup-domain instance on
// TOPUP_BACKUP_PORT (default PORT+1) for the failover test. TOPUP_SITE=monolith serves the monolith
// reference build instead of the site; TOPUP_MONOLITH_PORT also serves it beside the site, on that port.
// TOPUP_CONFIG names the environment's configuration file (unset, the sandbox of this port).
async function main() {
  const port = Number(process.env.PORT || 8080);
  const host = process.env.HOST || '0.0.0.0';
  const testMode = process.env.TOPUP_TEST_MODE === '1';
  const backupPort = Number(process.env.TOPUP_BACKUP_PORT || port + 1);
  const backupBaseUrls = testMode ? [`http://127.0.0.1:${backupPort}`] : [];
  const monolithPort = Number(process.env.TOPUP_MONOLITH_PORT || 0);
  // before anything starts: a configuration with a problem serves nothing
  const { source, config, server } = configOrExit(port, testMode);
  const db = openDatabase();
  const sandbox = servesSandbox(config);
  // DESIGN §12: end what a stopped server left undecided, before anyone asks about it, then keep every
  // order and every charge ending (recovery/reconcile.ts)
  const stopRecovery = sandbox
    ? startReconciliation(db, {
        log: (message) => console.log(message),
        liftDelayMs: fineLiftSeconds() * 1000,
      })
    : () => {};
  const kind = process.env.TOPUP_SITE === 'monolith' ? 'monolith' : 'federated';

  const app = await buildServer({
    db,
    testMode,
    backupBaseUrls,
    dirs: siteDirs(undefined, kind),
    config,
    server,
  });
  await app.listen({ port, host });
  // the seeded demo room changes on its own (README "Live room")
  const stopDemo = sandbox ? startDemoRoom(roomHubFor(db), SEED_ROOMS.demo.roomId) : () => {};
  console.log(`topup-web: http://localhost:${port}${testMode ? ' (test mode)' : ''}`);
  console.log(`configuration: ${source} (${config.profile})`);
  if (!sandbox) console.log('the site alone: no contract API, no sandbox pages (a production configuration)');

  if (testMode) {
    const backup = await buildServer({ db, testMode, backupBaseUrls: [], config, server });
    await backup.listen({ port: backupPort, host });
    console.log(`backup domain: http://127.0.0.1:${backupPort}`);
  }

  if (monolithPort) {
    // the sandbox's Apple Pay domains are those of the port it answers on
    const own = configOrExit(monolithPort, testMode);
    const monolith = await buildServer({
      db,
      testMode,
      backupBaseUrls,
      dirs: siteDirs(undefined, 'monolith'),
      config: own.config,
      server: own.server,
    });
    await monolith.listen({ port: monolithPort, host });
    console.log(`monolith reference: http://localhost:${monolithPort}`);
  }

  const stop = () => {
    stopDemo();
    stopRecovery();
    void app.close().finally(() => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * The configuration of an instance on `port`: TOPUP_CONFIG's file, else the sandbox of that port. With a
 * problem (test mode counted in production), each on its own line on stderr, and the server does not start.
 */
function configOrExit(port: number, testMode: boolean) {
  const read = serverConfig(process.env, `http://localhost:${port}`, { testMode });
  if (!read.config || !read.server || read.problems.length > 0) {
    for (const line of problemLines(read)) console.error(line);
    console.error('topup-web: not started: the configuration has problems (npm run config:check)');
    process.exit(1);
  }
  // the browser's document for the pages, the server-only section for the API (DESIGN §13)
  return { source: read.source, config: read.config, server: read.server };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
