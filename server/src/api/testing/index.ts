import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context/context';
import { addRoute } from '../../http/route';
import { testAlertsRoute } from './testAlerts';
import { testApplePayDomainsRoute } from './testApplePayDomains';
import { testDeviceRoute } from './testDevice';
import { testEventsRoute } from './testEvents';
import { testHoldRoute, testHoldStateRoute, testReleaseRoute } from './testHold';
import { testInboxRoute } from './testInbox';
import { testOrdersRoute } from './testOrders';
import { testRoomRoute } from './testRoom';
import { testOrdersResetRoute } from './testOrdersReset';
import { testSessionRoute } from './testSession';
import { testServerTimeRoute } from './testServerTime';
import { testTicketRoute } from './testTicket';
import { testVerifyResetRoute } from './testVerifyReset';
import { testWebsiteVersionRoute } from './testWebsiteVersion';

/**
 * The test-mode helpers beside the fault switch: sessions without a password, login tickets, the inbox, the
 * verification reset, the orders (list with credits, reset), a device prepared for a test, the hold
 * on a device's order creation, one account's Apple Pay domains, one device's announced site version and
 * server time, the live rooms and their sockets, the analytics events and the alerts a device sent.
 */
export function registerTestModeRoutes(scope: FastifyInstance, ctx: ApiContext): void {
  addRoute(scope, testSessionRoute(ctx));
  addRoute(scope, testTicketRoute(ctx));
  addRoute(scope, testInboxRoute(ctx));
  addRoute(scope, testVerifyResetRoute(ctx));
  addRoute(scope, testOrdersRoute(ctx));
  addRoute(scope, testOrdersResetRoute(ctx));
  addRoute(scope, testDeviceRoute(ctx));
  addRoute(scope, testHoldRoute(ctx));
  addRoute(scope, testHoldStateRoute(ctx));
  addRoute(scope, testReleaseRoute(ctx));
  addRoute(scope, testApplePayDomainsRoute(ctx));
  addRoute(scope, testWebsiteVersionRoute(ctx));
  addRoute(scope, testServerTimeRoute(ctx));
  addRoute(scope, testRoomRoute(ctx));
  addRoute(scope, testEventsRoute(ctx));
  addRoute(scope, testAlertsRoute(ctx));
}
