import { TEST_ORDERS_PATH, TestOrdersParams, type TestOrders } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/** Orders listed per call, latest first. */
const ORDERS_PAGE = 100;

/**
 * Test mode: GET /__test/orders?device=&rid=&uid=, the orders matching every filter given (uid: the
 * recipient's display or internal id), each with whether it was credited, so a browser test can assert
 * "one order, credited once". An unknown uid is 20100.
 */
export const testOrdersRoute = (ctx: ApiContext): ApiRoute<typeof TestOrdersParams, TestOrders> => ({
  methods: ['GET'],
  path: TEST_ORDERS_PATH,
  params: TestOrdersParams,
  handle({ device, rid, uid }) {
    const recipient = uid === undefined ? undefined : ctx.users.byDisplayOrInternalUid(uid);
    if (uid !== undefined && !recipient) return fail(USER_NOT_FOUND, MSG.userNotFound);
    const rows = ctx.payments.orders.list(
      {
        ...(device !== undefined ? { deviceId: device } : {}),
        ...(rid !== undefined ? { clientRid: rid } : {}),
        ...(recipient ? { toUid: recipient.uid } : {}),
      },
      ORDERS_PAGE,
    );
    const orders = rows.map((o) => ({
      order_id: o.order_id,
      status: o.status,
      credited: o.credited,
      device_id: o.device_id,
      client_rid: o.client_rid,
      uid: o.to_uid,
      pay_type: o.pay_type,
      recharge_id: o.recharge_id,
      amount: o.amount_cents / 100,
      coins: o.coins,
      err_code: o.err_code,
      source_id: o.source_id ?? '',
      created_at: o.created_at,
    }));
    return ok({ orders, count: orders.length, credits: orders.filter((o) => o.credited === 1).length });
  },
});
