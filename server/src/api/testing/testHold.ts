import {
  TEST_HOLD_PATH,
  TEST_RELEASE_PATH,
  TestHoldParams,
  type TestHold,
  type TestRelease,
} from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

// Test mode: the hold on a device's order creation (orders/holds.ts), so a browser test can look at an
// order while it is being created, for as long as it needs, and then let it go on.

const stateOf = (ctx: ApiContext, device: string): TestHold => ({
  held: ctx.holds.isHeld(device) ? 1 : 0,
  waiting: ctx.holds.waiting(device),
});

/** POST /__test/hold `{ device }`: holds the device's create_coin_pay calls from now on. */
export const testHoldRoute = (ctx: ApiContext): ApiRoute<typeof TestHoldParams, TestHold> => ({
  methods: ['POST'],
  path: TEST_HOLD_PATH,
  params: TestHoldParams,
  handle({ device }) {
    ctx.holds.hold(device);
    return ok(stateOf(ctx, device));
  },
});

/** GET /__test/hold?device=: whether the device is held, and how many of its create calls wait now. */
export const testHoldStateRoute = (ctx: ApiContext): ApiRoute<typeof TestHoldParams, TestHold> => ({
  methods: ['GET'],
  path: TEST_HOLD_PATH,
  params: TestHoldParams,
  handle: ({ device }) => ok(stateOf(ctx, device)),
});

/** POST /__test/release `{ device }`: the waiting calls go on, and the hold is gone. */
export const testReleaseRoute = (ctx: ApiContext): ApiRoute<typeof TestHoldParams, TestRelease> => ({
  methods: ['POST'],
  path: TEST_RELEASE_PATH,
  params: TestHoldParams,
  handle: ({ device }) => ok({ released: ctx.holds.release(device) }),
});
