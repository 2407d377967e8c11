import { registerSecurityReports, securityReportsRoute } from './sys/securityReports';
import type { FastifyInstance } from 'fastify';
import type { Database } from 'better-sqlite3';
import { sessionStore } from '../db/sessions';
import { userQueries } from '../db/users';
import { verification } from '../db/verification';
import { orderHolds } from '../orders/holds';
import { payments, type PaymentTimings } from '../orders/payments';
import { registerSandbox } from '../sandbox/routes';
import { registerAssetRoutes } from './assets';
import type { ApiContext } from '../context/context';
import { installErrorHandler, installFormParser } from '../http/errors';
import { installJsonParser } from '../http/jsonDepth';
import { createFaultSwitch } from './faults';
import { payUserInfoRoute } from './coin/payUserInfo';
import { clickCancelRoute } from './order/clickCancel';
import { tmpReportRoute } from './order/tmpReport';
import { createCoinPayRoute } from './order/createCoinPay';
import { submitAuthenticationResultRoute } from './order/submitAuthenticationResult';
import { submitPaymentTokenRoute } from './order/submitPaymentToken';
import { fineInfoRoute } from './fine/fineInfo';
import { lastJoinRoomRoute } from './room/lastJoinRoom';
import { roomInfoRoute } from './room/roomInfo';
import { roomStatusRoute } from './room/roomStatus';
import { addRoute } from '../http/route';
import { addEventRoute } from './sys/addEvent';
import { alertRelayRoute } from '../alerts/relayRoute';
import { backupDomainsRoute } from './sys/backupDomains';
import { batchRequestRoute } from './sys/batchRequest';
import { configRoute } from './sys/config';
import { installConfigEtag } from './sys/configEtag';
import { healthRoute } from './sys/health';
import { h5InfoRoute, serverTimeRoute } from './sys/time';
import { registerTestModeRoutes } from './testing';
import { checkVerifyCodeRoute } from './third_party_pay/checkVerifyCode';
import { rechargeListRoute } from './third_party_pay/rechargeList';
import { sendVerifyCodeRoute } from './third_party_pay/sendVerifyCode';
import { positionRoute } from './timeline/position';
import { accountLoginRoute } from './user/accountLogin';
import { feedbackSubmitRoute } from '../feedback/submitRoute';
import { createFinePayRoute } from '../fines/createFinePay';
import { createFineCardPayRoute } from '../fines/createFineCardPay';
import { fineOrderRoute } from '../fines/fineOrderRoute';
import { pageViewIdResultRoute } from './web/pageViewIdResult';
import { registerFineTestRoutes } from '../fines/testFines';
import { uploadFaults } from '../feedback/uploadFaults';
import { registerUploadFaultRoutes, registerUploads, uploadTokenRoute } from '../feedback/uploadRoutes';
import { adyenSessionDataRoute, merchantSessionRoute } from './order/adyenSessionData';
import { adyenVerifyPayRoute } from './order/adyenVerifyPay';
import { checkDomainPayableRoute } from './order/checkDomainPayable';
import { facebookLoginRoute, getLoginKeyRoute, googleLoginRoute } from './user/socialLogin';
import { checkUidRoute } from './user/checkUid';
import { checkDisplayIdRoute } from './web/checkDisplayId';
import { ticketLoginRoute } from './web/ticketLogin';
import { checkUserStatusRoute } from './web/checkUserStatus';
import { deleteCardSourceRoute } from './web/deleteCardSource';
import { getCardInfoByOrderRoute } from './web/getCardInfoByOrder';
import { getCardSourceRoute } from './web/getCardSource';
import { getCardSourceByIdRoute } from './web/getCardSourceById';
import { getOrderInfoRoute } from './web/getOrderInfoByPay2OrderId';
import { getPayErrorByOrderRoute } from './web/getPayErrorByOrder';
import { orderByClientRidRoute } from './web/orderByClientRid';
import { payResultByOrderFastRoute } from './web/payResultByOrderFast';
import { setCardRememberRoute } from './web/setCardRemember';
import { updateCardSourceRoute } from './web/updateCardSource';
import { rechargeFillRecordRoute } from './web/rechargeFillRecord';
import { uploadRechargeFillRecordRoute } from './web/uploadRechargeFillRecord';

export interface ApiDeps {
  db: Database;
  /**
   * Adds the e2e suite's helpers: the fault switch (`/__test/faults`), sessions without a password
   * (`/__test/session`), the inbox (`/__test/inbox`), the verification reset (`/__test/verify/reset`),
   * the orders (`/__test/orders`, `/__test/orders/reset`), a prepared device (`/__test/device`) and the
   * hold on a device's order creation (`/__test/hold`, `/__test/release`).
   */
  testMode: boolean;
  /** What /api/sys/backup_domains/ lists. */
  backupBaseUrls: string[];
  /**
   * The hosts that may take Apple Pay (check_domain_payable): the configuration's applePay.domains.
   * None (the default, tests): every host may.
   */
  applePayDomains?: readonly string[];
  /**
   * The team chat webhook the alert relay posts to (the configuration's server section, DESIGN §13).
   * '' or none (the default): the relay records the alerts only.
   */
  teamChatWebhook?: string;
  /** Milliseconds since the epoch; tests pass their own clock. Date.now when absent. */
  now?: () => number;
  /** The payment flow's waits (processor delay, card readiness, retries); tests shorten them. */
  timings?: Partial<PaymentTimings>;
}

/**
 * Registers the contract API (`/api/...`), the sandbox payment gateway (`/sandbox/...`), the seed
 * avatar and tier icon routes, and in test mode the fault switch and the test helpers. It keeps no
 * module state, so a main and a backup instance may share one database. It sets no not-found handler.
 *
 * Call it before registering other `/api` routes: the fault hook is added to `app` itself and
 * Fastify hands hooks only to plugins loaded after them.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // one JSON body parser for every scope registered below (nesting depth checked before parsing)
  installJsonParser(app);
  const faults = deps.testMode ? createFaultSwitch() : undefined;
  const uploads = deps.testMode ? uploadFaults() : undefined;
  if (faults) {
    app.addHook('onRequest', faults.onRequest);
    app.addHook('onSend', faults.onSend);
  }

  const now = deps.now ?? Date.now;
  const ctx: ApiContext = {
    db: deps.db,
    users: userQueries(deps.db),
    sessions: sessionStore(deps.db, now),
    verification: verification(deps.db, { now }),
    payments: payments(deps.db, { now, ...(deps.timings ? { timings: deps.timings } : {}) }),
    holds: orderHolds(),
    now,
    root: app,
    backupBaseUrls: [...deps.backupBaseUrls],
  };

  // a held create call must not keep the server from closing
  app.addHook('preClose', (done) => {
    ctx.holds.releaseAll();
    done();
  });

  // Our own scope, so our error handler and form parser do not replace the host application's.
  await app.register(async (scope) => {
    installFormParser(scope);
    installErrorHandler(scope);
    addRoute(scope, batchRequestRoute(ctx));
    // spec 02 §9: the package info's ETag and 304 (before its route is added)
    installConfigEtag(scope);
    addRoute(scope, configRoute(ctx));
    addRoute(scope, serverTimeRoute(ctx));
    addRoute(scope, h5InfoRoute(ctx));
    addRoute(scope, healthRoute());
    addRoute(scope, backupDomainsRoute(ctx));
    addRoute(scope, addEventRoute(ctx));
    addRoute(scope, alertRelayRoute(ctx, { webhook: deps.teamChatWebhook ?? '' }));
    addRoute(scope, tmpReportRoute(ctx));
    addRoute(scope, positionRoute());
    addRoute(scope, checkUidRoute(ctx));
    addRoute(scope, rechargeListRoute(ctx));
    addRoute(scope, checkUserStatusRoute(ctx));
    addRoute(scope, lastJoinRoomRoute(ctx));
    addRoute(scope, roomInfoRoute(ctx));
    addRoute(scope, roomStatusRoute(ctx));
    addRoute(scope, fineInfoRoute(ctx));
    addRoute(scope, createFinePayRoute(ctx));
    addRoute(scope, createFineCardPayRoute(ctx));
    addRoute(scope, fineOrderRoute(ctx));
    addRoute(scope, pageViewIdResultRoute(ctx));
    addRoute(scope, payUserInfoRoute(ctx));
    addRoute(scope, accountLoginRoute(ctx));
    addRoute(scope, ticketLoginRoute(ctx));
    addRoute(scope, facebookLoginRoute(ctx));
    addRoute(scope, googleLoginRoute(ctx));
    addRoute(scope, getLoginKeyRoute(ctx));
    addRoute(scope, uploadTokenRoute(ctx));
    addRoute(scope, feedbackSubmitRoute(ctx));
    addRoute(scope, checkDomainPayableRoute(ctx, deps.applePayDomains));
    addRoute(scope, adyenSessionDataRoute(ctx));
    addRoute(scope, merchantSessionRoute(ctx));
    addRoute(scope, adyenVerifyPayRoute(ctx));
    addRoute(scope, checkDisplayIdRoute(ctx));
    addRoute(scope, rechargeFillRecordRoute(ctx));
    addRoute(scope, uploadRechargeFillRecordRoute(ctx));
    addRoute(scope, sendVerifyCodeRoute(ctx));
    addRoute(scope, checkVerifyCodeRoute(ctx));
    addRoute(scope, getCardSourceRoute(ctx));
    addRoute(scope, createCoinPayRoute(ctx));
    addRoute(scope, submitAuthenticationResultRoute(ctx));
    addRoute(scope, submitPaymentTokenRoute(ctx));
    addRoute(scope, clickCancelRoute(ctx));
    addRoute(scope, payResultByOrderFastRoute(ctx));
    addRoute(scope, getOrderInfoRoute(ctx));
    addRoute(scope, getPayErrorByOrderRoute(ctx));
    addRoute(scope, getCardInfoByOrderRoute(ctx));
    addRoute(scope, updateCardSourceRoute(ctx));
    addRoute(scope, deleteCardSourceRoute(ctx));
    addRoute(scope, getCardSourceByIdRoute(ctx));
    addRoute(scope, setCardRememberRoute(ctx));
    addRoute(scope, orderByClientRidRoute(ctx));
    addRoute(scope, securityReportsRoute(ctx));
    registerAssetRoutes(scope);
    faults?.registerRoutes(scope);
    if (deps.testMode) registerTestModeRoutes(scope, ctx);
    if (uploads) registerUploadFaultRoutes(scope, uploads);
    if (deps.testMode) registerFineTestRoutes(scope, ctx);
  });
  await registerUploads(app, ctx, uploads);
  await registerSecurityReports(app, ctx);
  await registerSandbox(app, ctx);
}
