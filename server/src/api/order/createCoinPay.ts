import {
  cardFaceOf,
  CLIENT_RID_HEADER,
  ClientRid,
  CreateCoinPayExt,
  CreateCoinPayParams,
  CreateCoinPayResult,
} from '@topup/shared/contract';
import {
  BAD_REQUEST,
  CARD_TOKEN_INVALID,
  ORDER_IN_PROGRESS,
  ORDER_RID_REUSED,
  SAVED_CARD_NOT_FOUND,
  SERVER_ERROR,
  USER_NOT_FOUND,
  VERIFY_REQUIRED,
} from '@topup/shared/contract/codes';
import { isSavedCardExpired } from '@topup/shared/domain/cardExpiry';
import { cardKind } from '@topup/shared/domain/cardKind';
import { isApplePayType, PAY_TYPE_SECOND_CARD } from '@topup/shared/domain/payTypes';
import { isDuplicateOrder, newOrderId, type OrderCardFields, type OrderRow } from '../../db/orders';
import { rechargeRecordStore } from '../../db/rechargeRecords';
import { payMethodQuery } from '../../db/tiers';
import type { UserRow } from '../../db/users';
import { createAnswer } from '../../orders/answers';
import { returnPathOf } from '../../orders/returnUrl';
import { deviceIdOf, header, sessionUidOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { parseParams } from '../../http/params';
import { isOutcome, readCardRequest, readExt, type CardRequest } from '../../orders/cardRequest';
import { recipientRefusal } from '../../context/recipient';
import { repeatPaymentRule } from './repeatPayment';
import { fail, type ApiRoute, type Outcome } from '../../http/route';

/** (ours) How long after a refusal for funds its repurchase may come without the card's CVV. */
export const REPURCHASE_WINDOW_S = 15 * 60;

/** The hosted checkout (24) and Apple Pay wait for their payer's card or token; other orders are charged now. */
const waitsForPayer = (payType: number): boolean =>
  payType === PAY_TYPE_SECOND_CARD || isApplePayType(payType);

/** A refusal found inside the order's transaction: thrown to roll the order back. */
class Refusal extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('order refused');
  }
}

/**
 * spec 01 §3, §4, §6, §7, §8: GET /api/order/create_coin_pay/.
 *
 * One order per (device, X-CLI-RID), enforced by the orders table's UNIQUE constraint: the request
 * inserts its order first, inside one transaction that then checks the recipient (20100, 20001, 20186,
 * 20193, guest, other app, 32120), the method (recharge_id offering pay_type, else 400), the
 * verification (VERIFY_REQUIRED), a repeat of a payment of moments ago (REPEAT_PAYMENT, unless
 * repeat_ok=1) and the card (token or saved card), and rolls the order back on any refusal, so the same
 * X-CLI-RID may be sent again. A request whose insert meets the constraint is a retry: with the same
 * recipient, recharge_id and pay_type it waits until the first request has answered (reading the row)
 * and answers the same; with others it is refused (ORDER_RID_REUSED).
 *
 * Then the gateway charges the card (pay types 23 and 27; the delayed test card takes 5 s), the hosted
 * checkout waits for the card (24), or the order waits for the Apple Pay token; in test mode, a held
 * device's order waits before that until released (/__test/hold, orders/holds.ts). The device is
 * `ext.h5_deviceid`, else the x-cli-id header; the payer is the session (an unknown key pays as a visitor).
 */
export const createCoinPayRoute = (
  ctx: ApiContext,
): ApiRoute<typeof CreateCoinPayParams, CreateCoinPayResult> => {
  const { orders, cards, gateway } = ctx.payments;
  const payMethodOf = payMethodQuery(ctx.db);
  const records = rechargeRecordStore(ctx.db);
  const repeatRefusal = repeatPaymentRule(ctx);

  /** spec 01 §6: someone else's account needs a code, unless this device or payer has topped it up before. */
  const needsVerification = (recipient: UserRow, deviceId: string, sessionUid: number): boolean =>
    !(sessionUid !== 0 && sessionUid === recipient.uid) &&
    !ctx.verification.isVerified(deviceId, recipient.uid) &&
    !orders.hasPaidFor(recipient.uid, deviceId, sessionUid) &&
    !records.hasRecordFor(recipient.uid, deviceId, sessionUid);

  /**
   * spec 01 §4: a repurchase pays, without the card's CVV, the lower tier the result dialog offered after a
   * refusal for funds: bound to that refused order — the same device, the same recipient, the same card, a
   * tier no higher than the refused one, within REPURCHASE_WINDOW_S, once (orders.repurchase_of is UNIQUE),
   * and only after an order that was not itself such a repurchase (a new refusal opens no new window). The
   * refused order it repurchases, else undefined.
   */
  const refusedForFunds = ctx.db.prepare<
    { device: string; source: string; to: number; amount: number; since: number },
    { order_id: string }
  >(
    `SELECT r.order_id FROM orders r
      WHERE r.payable = 'coin' AND r.device_id = @device AND r.source_id = @source AND r.to_uid = @to
        AND r.status = 'failed' AND r.decline = 'insufficientFunds' AND r.created_at >= @since
        AND r.amount_cents >= @amount AND r.repurchase_of IS NULL
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.repurchase_of = r.order_id)
      ORDER BY r.id DESC LIMIT 1`,
  );
  const repurchased = (
    sourceId: string,
    deviceId: string,
    toUid: number,
    amountCents: number,
  ): string | undefined => {
    const since = Math.floor(ctx.now() / 1000) - REPURCHASE_WINDOW_S;
    return refusedForFunds.get({ device: deviceId, source: sourceId, to: toUid, amount: amountCents, since })
      ?.order_id;
  };

  /** The card's fields for the order; refuses an unusable token or saved card. */
  function resolveCard(
    request: CardRequest,
    a: { orderId: string; deviceId: string; sessionUid: number; toUid: number; amountCents: number },
  ): { card?: OrderCardFields; expired: boolean } {
    const { orderId, deviceId, sessionUid } = a;
    if (request.kind === 'none') return { expired: false };
    if (request.kind === 'token') {
      const found = gateway.tokens.peek(request.token);
      if (!found.ok || !gateway.tokens.spend(request.token, orderId))
        throw new Refusal(fail(CARD_TOKEN_INVALID, MSG.cardTokenInvalid));
      const { token } = found;
      return {
        expired: false,
        card: { ...cardFaceOf(token), newCard: true, sourceId: null, cardClass: token.cardClass },
      };
    }
    const saved = cards.visible(request.sourceId, deviceId, sessionUid);
    if (!saved || cardKind(saved) !== request.needs)
      throw new Refusal(fail(SAVED_CARD_NOT_FOUND, MSG.savedCardNotFound));
    // spec 01 §4: group B's repurchase pays without a CVV only with a card the user chose to remember,
    // bound to this device's order with it just refused for funds; any other order asks the CVV
    if (request.withoutCvv) {
      const refused =
        saved.is_remember === 1 ? repurchased(saved.source_id, deviceId, a.toUid, a.amountCents) : undefined;
      if (refused === undefined) throw new Refusal(fail(BAD_REQUEST, MSG.cvvInvalid, 400));
      orders.setRepurchaseOf(orderId, refused);
    }
    let expired: boolean;
    try {
      // spec 01 §9: past the last day of the month at UTC+3; the bank's own report counts too (the page's rule)
      expired = isSavedCardExpired(saved, ctx.now());
    } catch {
      expired = true;
    }
    return {
      expired,
      card: { ...cardFaceOf(saved), newCard: false, sourceId: saved.source_id, cardClass: saved.card_class },
    };
  }

  interface Admission {
    orderId: string;
    clientRid: string;
    deviceId: string;
    sessionUid: number;
    params: CreateCoinPayParams;
    ext: CreateCoinPayExt;
    cardRequest: CardRequest;
  }

  /** Insert first (the constraint finds a retry), then check; a refusal rolls the insert back. */
  const admit = ctx.db.transaction((a: Admission): { expired: boolean } => {
    const atS = Math.floor(ctx.now() / 1000);
    const { params } = a;
    orders.insert(
      {
        orderId: a.orderId,
        clientRid: a.clientRid,
        deviceId: a.deviceId,
        sessionUid: a.sessionUid,
        toUid: Number(params.uid),
        rechargeId: params.recharge_id,
        payType: params.pay_type,
        // the hosted checkout and Apple Pay wait for their payer; a card goes to the processor
        status: waitsForPayer(params.pay_type) ? 'redirect' : 'processing',
      },
      atS,
    );
    ctx.payments.life.note(a.orderId, 'created', `pay type ${params.pay_type}`);
    const recipient = ctx.users.byUid(params.uid);
    if (!recipient) throw new Refusal(fail(USER_NOT_FOUND, MSG.userNotFound));
    const refusal = recipientRefusal(recipient);
    if (refusal) throw new Refusal(refusal);
    const method = payMethodOf(params.recharge_id);
    if (!method || method.sub_type !== params.pay_type)
      throw new Refusal(fail(BAD_REQUEST, MSG.payMethodUnavailable, 400));
    if (needsVerification(recipient, a.deviceId, a.sessionUid))
      throw new Refusal(fail(VERIFY_REQUIRED, MSG.verifyRequired));
    // before the card token is spent, so the confirmed attempt (repeat_ok=1) can still use it
    if (params.repeat_ok !== 1) {
      const repeat = repeatRefusal({
        toUid: recipient.uid,
        amountCents: method.amount_cents,
        deviceId: a.deviceId,
        sessionUid: a.sessionUid,
      });
      if (repeat) throw new Refusal(repeat);
    }
    const { card, expired } = resolveCard(a.cardRequest, {
      orderId: a.orderId,
      deviceId: a.deviceId,
      sessionUid: a.sessionUid,
      toUid: recipient.uid,
      amountCents: method.amount_cents,
    });
    orders.fillDetails(a.orderId, {
      amountCents: method.amount_cents,
      coins: method.coins,
      ext: JSON.stringify(a.ext),
      returnPath: returnPathOf(a.ext),
    });
    if (card) orders.setCard(a.orderId, card, atS);
    return { expired };
  });

  /** A retry of (device, X-CLI-RID): the first request's answer, once it has one. */
  async function answerRetry(
    first: OrderRow,
    params: CreateCoinPayParams,
  ): Promise<Outcome<CreateCoinPayResult>> {
    if (
      String(first.to_uid) !== String(Number(params.uid)) ||
      first.recharge_id !== params.recharge_id ||
      first.pay_type !== params.pay_type
    )
      return fail(ORDER_RID_REUSED, MSG.ridReused);
    const done = await ctx.payments.waitFor(first.order_id, (o) => o.answer !== null);
    if (!done?.answer) return fail(ORDER_IN_PROGRESS, MSG.orderInProgress);
    return JSON.parse(done.answer) as Outcome<CreateCoinPayResult>;
  }

  /** Takes the accepted order as far as this call goes, and keeps the answer for retries. */
  async function proceed(orderId: string, expired: boolean): Promise<Outcome<CreateCoinPayResult>> {
    try {
      const order = orders.byId(orderId);
      if (!order) throw new Error(`order ${orderId} vanished`);
      // a card is charged now; the hosted checkout and Apple Pay wait for their payer
      const after = waitsForPayer(order.pay_type) ? order : await ctx.payments.charge(orderId, { expired });
      const answer = createAnswer(after);
      orders.setAnswer(orderId, JSON.stringify(answer));
      return answer;
    } catch (error) {
      // a retry must not wait for an answer that will never come
      orders.setAnswer(orderId, JSON.stringify({ ...fail(SERVER_ERROR, MSG.serverError), httpStatus: 500 }));
      throw error;
    }
  }

  return {
    methods: ['GET'],
    path: '/api/order/create_coin_pay/',
    params: CreateCoinPayParams,
    data: CreateCoinPayResult,
    invalidMessage: (field) => {
      if (field === 'uid') return MSG.uidDigitsOnly;
      if (field === 'ext') return MSG.extUnreadable;
      return field === 'platform_data' ? MSG.platformDataUnreadable : undefined;
    },
    async handle(params, request) {
      const ext = readExt(params.ext);
      if (ext === undefined) return fail(BAD_REQUEST, MSG.extUnreadable, 400);
      const deviceId = ext.h5_deviceid ?? deviceIdOf(request);
      if (deviceId === undefined) return fail(BAD_REQUEST, MSG.deviceIdInvalid, 400);
      const clientRid = header(request, CLIENT_RID_HEADER);
      if (clientRid === undefined || !parseParams(ClientRid, clientRid).ok)
        return fail(BAD_REQUEST, MSG.clientRidMissing, 400);
      const cardRequest = readCardRequest(params, ext);
      if (isOutcome(cardRequest)) return cardRequest;
      const sessionUid = sessionUidOf(ctx, request, params);

      const orderId = newOrderId(ctx.now());
      let expired: boolean;
      try {
        ({ expired } = admit.immediate({
          orderId,
          clientRid,
          deviceId,
          sessionUid,
          params,
          ext,
          cardRequest,
        }));
      } catch (error) {
        if (error instanceof Refusal) return error.outcome;
        if (!isDuplicateOrder(error)) throw error;
        const first = orders.byRid(deviceId, clientRid);
        if (!first) throw error;
        return answerRetry(first, params);
      }
      // test mode: a held device's admitted order waits here, before any charge or answer
      await ctx.holds.pass(deviceId);
      return proceed(orderId, expired);
    },
  };
};
