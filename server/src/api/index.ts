import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { userQueries } from '../db/users';
import { registerAssetRoutes } from './assets';
import type { ApiContext } from './context';
import { installErrorHandler, installFormParser } from './errors';
import { createFaultSwitch } from './faults';
import { fineInfoRoute } from './fine/fineInfo';
import { lastJoinRoomRoute } from './room/lastJoinRoom';
import { addRoute } from './route';
import { addEventRoute } from './sys/addEvent';
import { backupDomainsRoute } from './sys/backupDomains';
import { batchRequestRoute } from './sys/batchRequest';
import { configRoute } from './sys/config';
import { healthRoute } from './sys/health';
import { h5InfoRoute, serverTimeRoute } from './sys/time';
import { rechargeListRoute } from './third_party_pay/rechargeList';
import { positionRoute } from './timeline/position';
import { checkUidRoute } from './user/checkUid';
import { checkUserStatusRoute } from './web/checkUserStatus';

export interface ApiDeps {
  db: Database;
  /** Adds the fault switch (`/__test/faults`) used by the e2e suite. */
  testMode: boolean;
  /** What /api/sys/backup_domains/ lists. */
  backupBaseUrls: string[];
}

/**
 * Registers the contract API (`/api/...`), the seed avatar and tier icon routes, and in test
 * mode the fault switch. It keeps no module state, so a main and a backup instance may share
 * one database. It sets no not-found handler.
 *
 * Call it before registering other `/api` routes: the fault hook is added to `app` itself and
 * Fastify hands hooks only to plugins loaded after them.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const faults = deps.testMode ? createFaultSwitch() : undefined;
  if (faults) app.addHook('onRequest', faults.onRequest);

  const ctx: ApiContext = {
    db: deps.db,
    users: userQueries(deps.db),
    root: app,
    backupBaseUrls: [...deps.backupBaseUrls],
  };

  // Our own scope, so our error handler and form parser do not replace the host application's.
  await app.register(async (scope) => {
    installFormParser(scope);
    installErrorHandler(scope);
    addRoute(scope, batchRequestRoute(ctx));
    addRoute(scope, configRoute(ctx));
    addRoute(scope, serverTimeRoute());
    addRoute(scope, h5InfoRoute(ctx));
    addRoute(scope, healthRoute());
    addRoute(scope, backupDomainsRoute(ctx));
    addRoute(scope, addEventRoute(ctx));
    addRoute(scope, positionRoute());
    addRoute(scope, checkUidRoute(ctx));
    addRoute(scope, rechargeListRoute(ctx));
    addRoute(scope, checkUserStatusRoute(ctx));
    addRoute(scope, lastJoinRoomRoute(ctx));
    addRoute(scope, fineInfoRoute(ctx));
    registerAssetRoutes(scope);
    faults?.registerRoutes(scope);
  });
}
