import type { ApiResult } from '@topup/platform';
import { fail, ok, type FakeCall } from '@topup/platform/src/testing/testStore';
import { FINE_MAINTENANCE, REPEAT_PAYMENT, VERIFY_REQUIRED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { attemptIn, COIN_SLOT } from './attemptStore';
import { pay } from './pay';
import {
  adyenAnswer,
  answersOf,
  CHALLENGE,
  coin,
  fakeSurface,
  fine,
  ORDER_ID,
  pipelineStore,
  recordProgress,
  settle,
} from './pipelineTestKit';
import type { Payable, PayMethod, Refusal } from './types';

// DESIGN §12 "One payment pipeline": pay(payable, method, progress) owns the order's whole life, for a
// top-up and a fine alike, and comes to one outcome.

const CREATES: readonly string[] = [
  API.createCoinPay.path,
  API.createFinePayCard.path,
  API.createFinePayHosted.path,
];
const FINE_SLOT = 'fine:card:27';

/** A store answering the create calls from `creates` and submit_authentication_result from `submits`. */
function setup(
  creates: ApiResult<unknown>[],
  {
    submits = [],
    other,
  }: { submits?: ApiResult<unknown>[]; other?: (c: FakeCall) => ApiResult<unknown> | undefined } = {},
) {
  const create = answersOf(creates);
  const submit = answersOf(submits);
  const t = pipelineStore((call) => {
    if (CREATES.includes(call.path)) return create();
    if (call.path === API.submitAuthenticationResult.path) return submit();
    return other?.(call);
  });
  const created = () => t.calls.filter((c) => CREATES.includes(c.path));
  const run = (p: Payable, method: PayMethod, ask?: (r: Refusal) => boolean) => {
    const rec = recordProgress(ask);
    return { rec, done: t.store.dispatch(pay(p, method, rec.progress)) };
  };
  return { ...t, created, run };
}

const urlAnswer = (url: string) =>
  ok({ order_id: ORDER_ID, url, platform_data: '', recharge_id: 101, pay_sub_type: 23 });
const submitted = (resultCode: object) =>
  ok({ order_id: ORDER_ID, status: 'paid', platform_data: JSON.stringify(resultCode) });

describe('an order whose answer is a url (the card-checkout card, the second provider, the fine’s hosted page)', () => {
  it('leaves for it on this site or a configured provider; the attempt stays for the reload', async () => {
    const t = setup([urlAnswer('/sandbox/3ds/TP1')]);
    const { rec, done } = t.run(coin(), { kind: 'newCard', surface: fakeSurface().surface });
    expect(await done).toEqual({ kind: 'leaving', orderId: ORDER_ID });
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/3ds/TP1']);
    expect(rec.shown).toEqual([
      ['creating', null],
      ['leaving', ORDER_ID],
    ]);
    expect(attemptIn(t.services, COIN_SLOT)?.order_id).toBe(ORDER_ID);
  });

  it.each([
    ['another site', 'https://evil.example/3ds'],
    ['no url at all', ''],
  ])('never follows %s: refused, reported', async (_n, url) => {
    const t = setup([urlAnswer(url)]);
    expect(await t.run(coin({ pay_type: 24 }), { kind: 'noCard' }).done).toEqual({
      kind: 'redirectRefused',
      orderId: ORDER_ID,
    });
    expect(t.page.visited).toEqual([]);
  });

  it('a fine’s hosted page the same way', async () => {
    const t = setup([ok({ order_id: ORDER_ID, url: '/sandbox/fine/TP1' })]);
    const p = fine({ channel: 'hosted', payType: undefined });
    expect(await t.run(p, { kind: 'noCard' }).done).toEqual({ kind: 'leaving', orderId: ORDER_ID });
    expect(t.page.visited).toEqual(['https://pay.example.com/sandbox/fine/TP1']);
  });
});

describe('an order decided at once (the third provider’s card, 27)', () => {
  it('paid: a top-up’s page shows it; its attempt has ended', async () => {
    const t = setup([adyenAnswer({ resultCode: 'Authorised' })]);
    expect(
      await t.run(coin({ pay_type: 27 }), { kind: 'newCard', surface: fakeSurface().surface }).done,
    ).toEqual({
      kind: 'paid',
      orderId: ORDER_ID,
    });
    expect(attemptIn(t.services, COIN_SLOT)).toBeNull();
  });

  it('paid: a fine goes back to /fines with its order (shared/domain/fineReturn.ts)', async () => {
    const t = setup([adyenAnswer({ resultCode: 'Authorised' })]);
    const { rec, done } = t.run(fine(), { kind: 'newCard', surface: fakeSurface().surface });
    expect(await done).toEqual({ kind: 'leaving', orderId: ORDER_ID });
    expect(t.page.visited).toEqual([`https://pay.example.com/fines?uid=1000022&fine_order=${ORDER_ID}`]);
    expect(rec.states()).toEqual(['creating', 'leaving']);
    expect(attemptIn(t.services, FINE_SLOT)).toBeNull();
  });

  it.each([
    ['12', 'balance'],
    ['6', 'expire'],
    ['24', 'verify'],
    ['2', 'other'],
  ])('refused with reason %s: failed, %s, and the attempt ended (both payables)', async (reason, result) => {
    for (const p of [coin({ pay_type: 27 }), fine()]) {
      const t = setup([adyenAnswer({ resultCode: 'Refused', refusalReasonCode: reason })]);
      expect(await t.run(p, { kind: 'newCard', surface: fakeSurface().surface }).done).toEqual({
        kind: 'failed',
        orderId: ORDER_ID,
        result,
      });
      expect(t.services.storage.get('payAttempts')).toBeNull();
    }
  });

  it('cancelled: said so, and the attempt ended', async () => {
    const t = setup([adyenAnswer({ resultCode: 'Cancelled' })]);
    expect(await t.run(fine(), { kind: 'newCard', surface: fakeSurface().surface }).done).toEqual({
      kind: 'cancelled',
      orderId: ORDER_ID,
    });
    expect(attemptIn(t.services, FINE_SLOT)).toBeNull();
  });
});

describe('3-D Secure in the page (spec 01 §4): the challenge where the card fields were, then decided', () => {
  it.each<[string, Payable]>([
    ['a top-up', coin({ pay_type: 27 })],
    ['a fine', fine()],
  ])('%s: the fields go, the challenge is drawn, its details decide the order', async (_name, p) => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      submits: [submitted({ resultCode: 'Authorised' })],
    });
    const { surface, fields, challenge } = fakeSurface();
    const { rec, done } = t.run(p, { kind: 'newCard', surface });
    await challenge.drawn;
    expect(fields.destroy).toHaveBeenCalled();
    expect(surface.fields).toBeNull();
    expect(challenge.handleAction).toHaveBeenCalledWith(surface.container, CHALLENGE, expect.anything());
    expect(rec.shown.at(-1)).toEqual(['challenge', ORDER_ID]);
    challenge.details({ threeDSResult: 'pass' });
    const outcome = await done;
    expect(t.sent(API.submitAuthenticationResult.path).map((c) => c.params)).toEqual([
      { order_id: ORDER_ID, platform_data: '{"threeDSResult":"pass"}' },
    ]);
    expect(rec.states()).toEqual([
      'creating',
      'challenge',
      'confirming',
      ...(p.kind === 'fine' ? ['leaving'] : []),
    ]);
    expect(outcome).toEqual(
      p.kind === 'fine' ? { kind: 'leaving', orderId: ORDER_ID } : { kind: 'paid', orderId: ORDER_ID },
    );
    // the challenge left the area, which the step renews
    expect(challenge.destroyed).toHaveBeenCalled();
    expect(surface.challenge).toBeNull();
    expect(t.services.storage.get('payAttempts')).toBeNull();
  });

  it('the challenge’s way back: cancelled, the attempt ended', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      submits: [ok({ order_id: ORDER_ID, status: 'cancelled', platform_data: '{"resultCode":"Cancelled"}' })],
    });
    const { surface, challenge } = fakeSurface();
    const { done } = t.run(fine(), { kind: 'newCard', surface });
    await challenge.drawn;
    challenge.details({ threeDSResult: 'cancelled' });
    expect(await done).toEqual({ kind: 'cancelled', orderId: ORDER_ID });
    expect(attemptIn(t.services, FINE_SLOT)).toBeNull();
  });

  it('another challenge after the first is drawn again', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      submits: [
        ok({
          order_id: ORDER_ID,
          status: 'challenge',
          platform_data: JSON.stringify({ resultCode: 'ChallengeShopper', action: CHALLENGE }),
        }),
        submitted({ resultCode: 'Refused', refusalReasonCode: '11' }),
      ],
    });
    const { surface, challenge } = fakeSurface();
    const { rec, done } = t.run(coin({ pay_type: 27 }), { kind: 'newCard', surface });
    await challenge.drawn;
    challenge.details({ threeDSResult: 'pass' });
    await settle();
    expect(challenge.handleAction).toHaveBeenCalledTimes(2);
    challenge.details({ threeDSResult: 'fail' });
    expect(await done).toEqual({ kind: 'failed', orderId: ORDER_ID, result: 'verify' });
    expect(rec.states()).toEqual(['creating', 'challenge', 'confirming', 'challenge', 'confirming']);
  });

  it('its result not answered: no answer, and the attempt stays (the order is still at its challenge)', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      submits: [fail(-2, 'network')],
    });
    const { surface, challenge } = fakeSurface();
    const { done } = t.run(coin({ pay_type: 27 }), { kind: 'newCard', surface });
    await challenge.drawn;
    challenge.details({ threeDSResult: 'pass' });
    expect(await done).toEqual({ kind: 'noAnswer', result: -2, message: 'network' });
    expect(attemptIn(t.services, COIN_SLOT)?.order_id).toBe(ORDER_ID);
  });

  it('the payment area closed while the challenge shows (the step left): left, the attempt kept', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })]);
    const { surface, challenge } = fakeSurface();
    const { done } = t.run(coin({ pay_type: 27 }), { kind: 'newCard', surface });
    await challenge.drawn;
    await settle();
    surface.challenge?.destroy(); // what the step's cleanup does (providers/surface.ts clearSurface)
    expect(await done).toEqual({ kind: 'left', orderId: ORDER_ID });
    expect(challenge.destroyed).toHaveBeenCalled();
    expect(attemptIn(t.services, COIN_SLOT)?.order_id).toBe(ORDER_ID);
  });

  it('an error of the challenge is told to the page; the challenge stays', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      submits: [submitted({ resultCode: 'Authorised' })],
    });
    const { surface, challenge } = fakeSurface();
    const { rec, done } = t.run(coin({ pay_type: 27 }), { kind: 'newCard', surface });
    await challenge.drawn;
    challenge.error();
    expect(rec.challengeErrors).toHaveBeenCalledTimes(1);
    challenge.details({ threeDSResult: 'pass' });
    expect((await done).kind).toBe('paid');
  });

  it('a challenge without a payment area to draw it in: the order is given up, failed', async () => {
    const t = setup([adyenAnswer({ resultCode: 'ChallengeShopper', action: CHALLENGE })], {
      other: (c) =>
        c.path === API.clickCancel.path ? ok({ order_id: ORDER_ID, status: 'cancelled' }) : undefined,
    });
    const card = { source_id: 'adyen_1' } as never;
    expect(
      await t.run(coin({ pay_type: 27 }), { kind: 'savedCard', card, cvv: '', surface: null }).done,
    ).toEqual({
      kind: 'failed',
      orderId: ORDER_ID,
      result: 'other',
    });
    expect(t.sent(API.clickCancel.path)[0]?.params).toMatchObject({ app_order: ORDER_ID });
    expect(t.events).toContainEqual(
      expect.objectContaining({ type: 'internal_error', kind: 'noCardFields' }),
    );
    expect(attemptIn(t.services, COIN_SLOT)).toBeNull();
  });
});

describe('an order not made', () => {
  it('the card’s fields gave no card: nothing sent, the fields say what is missing (or it could not be read)', async () => {
    const invalid = setup([]);
    const { surface } = fakeSurface({ ok: false, reason: 'invalid' });
    expect(await invalid.run(coin(), { kind: 'newCard', surface }).done).toEqual({
      kind: 'cardUnread',
      failed: false,
    });
    const failed = setup([]);
    const unread = fakeSurface({ ok: false, reason: 'failed', message: 'refused' });
    expect(await failed.run(fine(), { kind: 'newCard', surface: unread.surface }).done).toEqual({
      kind: 'cardUnread',
      failed: true,
      message: 'refused',
    });
    expect([...invalid.created(), ...failed.created()]).toEqual([]);
  });

  it('no answer: said so, and the attempt stays for a retry with the same id', async () => {
    const t = setup([fail(-2, 'network'), urlAnswer('/pay')]);
    expect(await t.run(coin(), { kind: 'noCard' }).done).toEqual({
      kind: 'noAnswer',
      result: -2,
      message: 'network',
    });
    await t.run(coin(), { kind: 'noCard' }).done;
    expect(t.rids(API.createCoinPay.path)).toEqual([expect.any(String), t.rids(API.createCoinPay.path)[0]]);
  });

  it('a fine’s own refusal: its words, the attempt kept', async () => {
    const t = setup([fail(FINE_MAINTENANCE, 'maintenance')]);
    expect(await t.run(fine(), { kind: 'newCard', surface: fakeSurface().surface }).done).toEqual({
      kind: 'refused',
      result: FINE_MAINTENANCE,
      message: 'maintenance',
    });
    expect(attemptIn(t.services, FINE_SLOT)).not.toBeNull();
  });
});

describe('the top-up’s questions: the repeat (32126) and the code (32125) go on with the same attempt', () => {
  const paid = { order_id: 'TP20260115115500001', amount: 4.99, paid_at: 1_768_478_100 };
  const repeat = { result: REPEAT_PAYMENT, message: 'paid', data: paid };

  it('the repeat asked and confirmed: sent again with repeat_ok, the same X-CLI-RID', async () => {
    const t = setup([repeat, urlAnswer('/pay?zp_show=1')]);
    const { rec, done } = t.run(coin(), { kind: 'noCard' }, () => true);
    expect(await done).toEqual({ kind: 'leaving', orderId: ORDER_ID });
    expect(rec.asked).toEqual([
      { result: REPEAT_PAYMENT, message: 'paid', orderId: paid.order_id, data: paid },
    ]);
    const [first, second] = t.created();
    expect(first?.params).not.toHaveProperty('repeat_ok');
    expect(second?.params).toMatchObject({ repeat_ok: 1 });
    expect(t.rids(API.createCoinPay.path)).toEqual([
      first?.headers['x-cli-rid'],
      first?.headers['x-cli-rid'],
    ]);
    expect(rec.states()).toEqual(['creating', 'creating', 'leaving']);
  });

  it('the code asked and given: sent again with the same X-CLI-RID', async () => {
    const t = setup([fail(VERIFY_REQUIRED, 'code first'), urlAnswer('/pay?zp_show=1')]);
    const { done } = t.run(coin(), { kind: 'noCard' }, () => true);
    expect((await done).kind).toBe('leaving');
    const [first, second] = t.rids(API.createCoinPay.path);
    expect(second).toBe(first);
    expect(t.created()[1]?.params).not.toHaveProperty('repeat_ok');
  });

  it('answered no, or not asked: the refusal, nothing sent again', async () => {
    for (const ask of [() => false, undefined]) {
      const t = setup([repeat]);
      expect(await t.run(coin(), { kind: 'noCard' }, ask).done).toMatchObject({
        kind: 'refused',
        result: REPEAT_PAYMENT,
      });
      expect(t.created()).toHaveLength(1);
    }
  });

  it('a fine asks nothing', async () => {
    const t = setup([fail(VERIFY_REQUIRED, 'code first')]);
    const { rec, done } = t.run(fine(), { kind: 'newCard', surface: fakeSurface().surface }, () => true);
    expect((await done).kind).toBe('refused');
    expect(rec.asked).toEqual([]);
  });
});
