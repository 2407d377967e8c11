import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { addRoute } from '../route';
import { testInboxRoute } from './testInbox';
import { testOrdersRoute } from './testOrders';
import { testOrdersResetRoute } from './testOrdersReset';
import { testSessionRoute } from './testSession';
import { testVerifyResetRoute } from './testVerifyReset';

/**
 * The test-mode helpers beside the fault switch: sessions without a password, the inbox, the
 * verification reset, and the orders (list with credits, reset).
 */
export function registerTestModeRoutes(scope: FastifyInstance, ctx: ApiContext): void {
  addRoute(scope, testSessionRoute(ctx));
  addRoute(scope, testInboxRoute(ctx));
  addRoute(scope, testVerifyResetRoute(ctx));
  addRoute(scope, testOrdersRoute(ctx));
  addRoute(scope, testOrdersResetRoute(ctx));
}
