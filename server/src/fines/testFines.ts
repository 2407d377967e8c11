import { Type } from '@sinclair/typebox';
import { DigitString } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { addRoute, fail, ok } from '../http/route';
import { setFineMaintenance } from './liftDelay';
import type { OrderRow } from '../db/orders';
import type { UserRow } from '../db/users';

// Test mode: lift one account's paid fine now (no test waits for the delay), change one account's fine,
// put one account's fine service under maintenance (tests running beside it are not touched), and list
// one device's fine orders (what a browser test asserts "paid once" on).
export function registerFineTestRoutes(scope: FastifyInstance, ctx: ApiContext): void {
  /** The account of the call's display id, or "user not found". */
  const withAccount = <T>(displayUid: string, act: (user: UserRow) => T) => {
    const user = ctx.users.byDisplayUid(displayUid);
    return user ? act(user) : fail(USER_NOT_FOUND, MSG.userNotFound);
  };
  const Lift = Type.Object({ display_uid: DigitString });
  addRoute(scope, {
    methods: ['POST'],
    path: '/__test/fine-lift',
    params: Lift,
    handle: ({ display_uid }) =>
      withAccount(display_uid, (user) => {
        const pending = ctx.payments.orders.fineToLift(user.uid);
        return ok({ lifted: pending !== undefined && ctx.payments.liftBan(pending.order_id) });
      }),
  });
  // the fine changed since the page showed it (spec 02 §8 "fine amount changed")
  const SetFine = Type.Object({ display_uid: DigitString, fine_usd: Type.Number({ exclusiveMinimum: 0 }) });
  addRoute(scope, {
    methods: ['POST'],
    path: '/__test/fine-set',
    params: SetFine,
    handle: ({ display_uid, fine_usd }) =>
      withAccount(display_uid, (user) => {
        ctx.db
          .prepare('UPDATE users SET fine_cents = ? WHERE uid = ?')
          .run(Math.round(fine_usd * 100), user.uid);
        return ok({ fine_usd });
      }),
  });
  const Maintenance = Type.Object({ display_uid: DigitString, on: Type.Boolean() });
  addRoute(scope, {
    methods: ['POST'],
    path: '/__test/fine-maintenance',
    params: Maintenance,
    handle: ({ display_uid, on }) =>
      withAccount(display_uid, (user) => {
        setFineMaintenance(ctx.db, user.uid, on);
        return ok({ on });
      }),
  });
  const listOrders = ctx.db.prepare<
    [string],
    Pick<OrderRow, 'order_id' | 'client_rid' | 'channel' | 'status'>
  >(
    "SELECT order_id, client_rid, channel, status FROM orders WHERE payable = 'fine' AND device_id = ? ORDER BY id",
  );
  addRoute(scope, {
    methods: ['GET'],
    path: '/__test/fine-orders',
    params: Type.Object({ device: Type.String({ minLength: 1, maxLength: 64 }) }),
    handle: ({ device }) => ok({ orders: listOrders.all(device) }),
  });
}
