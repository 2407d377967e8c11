import { TEST_ORDERS_RESET_PATH, TestOrdersResetParams, type TestOrdersReset } from '@topup/shared/contract';
import { resetOrdersForTests } from '../../orders/orderReset';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * Test mode: POST /__test/orders/reset `{ device? }` forgets the orders, credits, card tokens and saved
 * cards made on one device (or on all), takes back what the credits added, and puts the seeded cards
 * back as seeded, so browser tests do not see each other's payments.
 */
export const testOrdersResetRoute = (
  ctx: ApiContext,
): ApiRoute<typeof TestOrdersResetParams, TestOrdersReset> => ({
  methods: ['POST'],
  path: TEST_ORDERS_RESET_PATH,
  params: TestOrdersResetParams,
  handle({ device }) {
    return ok(resetOrdersForTests(ctx.db, device));
  },
});
