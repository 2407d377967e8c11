import fc from 'fast-check';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { adyenNewCard, ckoNewCard, newRid, orderQuery, tokenize } from '../api/order/orderTestKit';
import { formHeaders } from '../sandbox/htmlTestKit';
import type { MoneyWorld, Started } from './moneyWorldTestKit';

// The payers' commands of the money model (moneyCommandsTestKit.ts has the processor's, the server's and
// time's, and every command with the values it is tried with): start paying, retry, pay, cancel, buy again.
// Each says what it does in a line, so a counterexample shrinks to a sequence a person can read and replay.
// A command that does not apply at that point (nothing to pay) does nothing.

/** What the model keeps: only what the commands' preconditions need; the truth is the server's. */
export interface MoneyModel {
  started: number;
}

export type MoneyCommand = fc.AsyncCommand<MoneyModel, MoneyWorld>;

export type PayKind =
  'coin23' | 'coin27' | 'coin24' | 'coin26' | 'fineHosted' | 'fine23' | 'fine27' | 'fineApplePay';
export type TestCard = 'success' | 'threeDs' | 'insufficientFunds' | 'generic' | 'delayedSuccess';

const NUMBER: Readonly<Record<TestCard, string>> = {
  success: '4242424242424242',
  threeDs: '4000000000003220',
  insufficientFunds: '4000000000009995',
  generic: '4000000000000002',
  delayedSuccess: '4000000000000077',
};

const applePayToken = (card: TestCard) =>
  JSON.stringify({
    paymentData: { version: 'EC_v1', data: 'sandbox', signature: 'sandbox', header: {} },
    paymentMethod: { displayName: `Visa ${NUMBER[card].slice(-4)}`, network: 'Visa', type: 'debit' },
    transactionIdentifier: 'sandbox-1',
  });
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * The attempt a command acts on (its number wraps round what was started) and the order it made: either is
 * undefined when there is none yet.
 */
function orderOfAttempt(w: MoneyWorld, attempt: number): { started?: Started; orderId?: string } {
  const started = w.started[attempt % w.started.length];
  return { started, orderId: started && w.orderOf(started) };
}

/** A payer starts paying: coins for the recipient, or a fine, through one channel. */
export class Create implements MoneyCommand {
  constructor(
    readonly kind: PayKind,
    readonly device: 0 | 1,
    readonly card: TestCard,
    /** coins: the tier (3: 4.99, 4: 9.99); a fine: which banned account */
    readonly which: number,
  ) {}
  check = () => true;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    const device = w.devices[this.device] as string;
    const rid = newRid();
    const payable = this.kind.startsWith('coin') ? 'coin' : 'fine';
    const send = () => w.send(this.request(w, device, rid));
    w.started.push({ label: this.toString(), rid, device, payable, resend: send });
    m.started += 1;
    void send();
    await w.settle();
  }
  private async request(w: MoneyWorld, device: string, rid: string) {
    const t = w.app;
    const card = async (kind: 'cko' | 'adyen') => {
      const token = await tokenize(t, NUMBER[this.card], {}, device);
      return kind === 'cko' ? ckoNewCard(token) : adyenNewCard(token);
    };
    if (this.kind.startsWith('coin')) {
      const payType = Number(this.kind.slice(4));
      const fields = {
        repeat_ok: '1',
        ...(payType === 23 ? await card('cko') : payType === 27 ? await card('adyen') : {}),
      };
      const query = orderQuery({ deviceId: device, payType, tier: this.which, fields });
      return t.app.inject({ url: `/api/order/create_coin_pay/?${query}`, headers: { 'x-cli-rid': rid } });
    }
    const fine = w.fines[this.which % w.fines.length];
    const base = { uid: String(fine?.displayUid), amount: String(fine?.fineUsd ?? 0), source: '1' };
    const byKind: Record<string, Record<string, string>> = {
      fine23: { pay_type: '23', ...(await card('cko')) },
      fine27: { pay_type: '27', ...(this.kind === 'fine27' ? await card('adyen') : {}) },
      fineApplePay: { pay_type: '26' },
    };
    const path =
      this.kind === 'fineHosted' ? '/api/payer_max/create_fine_pay/' : '/api/order/create_fine_pay/';
    return t.app.inject({
      url: `${path}?${new URLSearchParams({ ...base, ...byKind[this.kind] })}`,
      headers: { 'x-cli-id': device, 'x-cli-rid': rid },
    });
  }
  toString = () => `create(${this.kind}, device ${this.device}, ${this.card}, ${this.which})`;
}

/** The same attempt again: its answer was lost (a network failure, a reload), so the page retries it. */
export class Retry implements MoneyCommand {
  constructor(readonly attempt: number) {}
  check = (m: MoneyModel) => m.started > 0;
  async run(_m: MoneyModel, w: MoneyWorld): Promise<void> {
    void w.started[this.attempt % w.started.length]?.resend();
    await w.settle();
  }
  toString = () => `retry(attempt ${this.attempt})`;
}

/** The payer does what the order waits for: the provider's page, Apple Pay's token, the bank's 3-D Secure. */
export class Pay implements MoneyCommand {
  constructor(
    readonly attempt: number,
    readonly card: TestCard,
    readonly pass: boolean,
  ) {}
  check = (m: MoneyModel) => m.started > 0;
  async run(_m: MoneyModel, w: MoneyWorld): Promise<void> {
    const { started, orderId } = orderOfAttempt(w, this.attempt);
    if (!started || !orderId) return;
    const order = w.app.db
      .prepare<[string], { status: string; pay_type: number; payable: string; channel: string | null }>(
        'SELECT status, pay_type, payable, channel FROM orders WHERE order_id = ?',
      )
      .get(orderId);
    const t = w.app.app;
    const headers = { 'x-cli-id': started.device };
    if (order?.status === 'challenge') {
      const outcome = this.pass ? 'pass' : 'fail';
      void w.send(
        t
          .inject({
            method: 'POST',
            url: `/sandbox/3ds/${orderId}`,
            headers: formHeaders,
            payload: form({ outcome }),
          })
          .then(async (page) => {
            // the third provider's page passes the answer on (spec 01 §4)
            if (order.pay_type !== 27) return page;
            const platform_data = JSON.stringify({ threeDSResult: outcome });
            return t.inject({
              url: `/api/order/submit_authentication_result/?${form({ order_id: orderId, platform_data })}`,
              headers,
            });
          }),
      );
    } else if (order?.status === 'redirect') {
      if (order.pay_type === 24) {
        const fields = { number: NUMBER[this.card], expiry: '12/30', cvv: '123', name: 'Test User' };
        void w.send(
          t.inject({
            method: 'POST',
            url: `/sandbox/checkout/${orderId}`,
            headers: formHeaders,
            payload: form(fields),
          }),
        );
      } else if (order.channel === 'hosted') {
        void w.send(t.inject({ method: 'POST', url: `/sandbox/fine/${orderId}` }));
      } else {
        const payload = form({
          app_order: orderId,
          apple_pay_token: applePayToken(this.card),
          payment_method_type: 'applepay',
        });
        void w.send(
          t.inject({
            method: 'POST',
            url: '/api/order/adyen_verify_pay/',
            headers: { ...formHeaders, ...headers },
            payload,
          }),
        );
      }
    }
    await w.settle();
  }
  toString = () => `pay(attempt ${this.attempt}, ${this.card}, ${this.pass ? 'pass' : 'fail'})`;
}

/** The payer gives up (click_cancel), from the order's device or another one. */
export class Cancel implements MoneyCommand {
  constructor(
    readonly attempt: number,
    readonly fromOther: boolean,
  ) {}
  check = (m: MoneyModel) => m.started > 0;
  async run(_m: MoneyModel, w: MoneyWorld): Promise<void> {
    const { started, orderId } = orderOfAttempt(w, this.attempt);
    if (!started || !orderId) return;
    const device = this.fromOther ? w.devices.find((d) => d !== started.device) : started.device;
    const answer = (
      await w.send(
        w.app.app.inject({
          method: 'POST',
          url: '/api/order/click_cancel/',
          headers: { ...formHeaders, 'x-cli-id': device as string },
          payload: form({ app_order: orderId, reason: 'user_gave_up' }),
        }),
      )
    ).json() as { result: number };
    if (answer.result === ORDER_BEING_CHARGED) w.toldBeingCharged.add(orderId);
    await w.settle();
  }
  toString = () => `cancel(attempt ${this.attempt}${this.fromOther ? ', from the other device' : ''})`;
}

/**
 * spec 01 §4 group B: the card of a refused order, remembered, pays without its CVV — for the account and
 * the tier given (the rule allows only the refused order's account, a tier no higher, once).
 */
export class Repurchase implements MoneyCommand {
  constructor(
    readonly attempt: number,
    readonly otherAccount: boolean,
    readonly tier: number,
  ) {}
  check = (m: MoneyModel) => m.started > 0;
  async run(m: MoneyModel, w: MoneyWorld): Promise<void> {
    const { started, orderId } = orderOfAttempt(w, this.attempt);
    const sourceId =
      orderId &&
      w.app.db
        .prepare<[string], string | null>('SELECT source_id FROM orders WHERE order_id = ?')
        .pluck()
        .get(orderId);
    if (!started || !sourceId) return;
    w.app.db.prepare('UPDATE saved_cards SET is_remember = 1 WHERE source_id = ?').run(sourceId);
    const rid = newRid();
    const uid = this.otherAccount ? w.otherRecipient.uid : w.recipient.uid;
    const query = orderQuery({
      deviceId: started.device,
      payType: 23,
      tier: this.tier,
      uid,
      ext: { order_kind: 3 },
      fields: { cko_source_id: sourceId, repeat_ok: '1' },
    });
    const send = () =>
      w.send(
        w.app.app.inject({ url: `/api/order/create_coin_pay/?${query}`, headers: { 'x-cli-rid': rid } }),
      );
    w.started.push({
      label: this.toString(),
      rid,
      device: started.device,
      payable: 'coin',
      resend: send,
      repurchase: true,
    });
    m.started += 1;
    void send();
    await w.settle();
  }
  toString = () =>
    `repurchase(attempt ${this.attempt}, ${this.otherAccount ? 'another account' : 'its account'}, tier ${this.tier})`;
}
