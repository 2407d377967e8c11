import type { CardSurface } from '@topup/payments';
import { fail, ok } from '@topup/platform/src/testing/testStore';
import { ORDER_BEING_CHARGED } from '@topup/shared/contract/codes';
import { API } from '@topup/shared/contract/paths';
import { cardChannel, type FineCardChannel } from './channels';
import { created, fineStore, ORDER_ID, showing } from './checkoutTestKit';
import { pressChannel } from './pay';
import { payFineByCard as payWith } from './payByCard';
import { selectFineNotice, selectFinePayment } from './selectors';

// spec 02 §4 (the fine by card) and spec 01 §4's submit gate: a card channel's pay button — the
// card-checkout card (23), whose 3-D Secure is the bank's page, and the third provider's (27), whose
// 3-D Secure is shown where the fields were, as on the top-up page.

type TokenizeOutcome = Awaited<ReturnType<NonNullable<CardSurface['fields']>['tokenize']>>;
type ChallengeCallbacks = Parameters<NonNullable<CardSurface['provider']['handleAction']>>[2];

const CKO = cardChannel('card') as FineCardChannel;
const VISA = cardChannel('cardVisa') as FineCardChannel;
const payFineByCard = (area: CardSurface, allValid: boolean) => payWith(area, allValid, CKO);

const CARD = {
  token: 'tok_sbx_1',
  bin: '400000',
  last4: '3220',
  scheme: 'visa',
  issuer: 'Test Bank',
  issuerCountry: 'SA',
  cardValidDate: '12/30',
  holderName: 'Ali Hassan',
};

/**
 * The card area with fake fields whose tokenize gives `outcome`, and a provider that draws the challenge
 * the test then answers (`details`).
 */
function surface(outcome: TokenizeOutcome = { ok: true, card: CARD }) {
  const fields = {
    showErrors: jest.fn(),
    tokenize: jest.fn(() => Promise.resolve(outcome)),
    destroy: jest.fn(),
  };
  let callbacks: ChallengeCallbacks | null = null;
  let shown: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const area: CardSurface = {
    provider: {
      id: 'sandbox',
      load: () => Promise.resolve(),
      mountFields: () => Promise.resolve(fields),
      inPageActions: ['redirect'],
      handleAction: jest.fn((_node: HTMLElement, _action: unknown, cb: ChallengeCallbacks) => {
        callbacks = cb;
        shown();
        return Promise.resolve({ destroy: jest.fn() });
      }),
    },
    container: document.createElement('div'),
    fields,
    challenge: null,
  };
  return { area, fields, drawn, details: (d: Record<string, unknown>) => callbacks?.onDetails(d) };
}

async function cardOpen(answers: Parameters<typeof fineStore>[0] = {}, id: 'card' | 'cardVisa' = 'card') {
  const t = fineStore(answers);
  showing(t);
  await t.store.dispatch(pressChannel(id));
  return t;
}

describe('paying the fine by card', () => {
  it('fields not all valid: each says what is missing, and nothing is sent', async () => {
    const t = await cardOpen();
    const { area, fields } = surface();
    await t.store.dispatch(payFineByCard(area, false));
    expect(fields.showErrors).toHaveBeenCalled();
    expect(fields.tokenize).not.toHaveBeenCalled();
    expect(t.calls).toEqual([]);
  });

  it('tokenizes the card and sends it with the card channel’s type; 3-D Secure: to the bank’s page', async () => {
    const t = await cardOpen({ [API.createFinePayCard.path]: created(`/sandbox/fine/${ORDER_ID}/3ds`) });
    await t.store.dispatch(payFineByCard(surface().area, true));
    expect(t.sent(API.createFinePayCard.path)[0]?.params).toMatchObject({
      uid: '1000022',
      amount: 20,
      pay_type: 23,
      cko_token: 'tok_sbx_1',
      cko_card_no: '400000******3220',
    });
    expect(t.page.visited).toEqual([`https://pay.example.com/sandbox/fine/${ORDER_ID}/3ds`]);
    expect(selectFinePayment(t.store.getState())).toBe('leaving');
  });

  it('a double press is one payment: one tokenization, one order', async () => {
    const t = await cardOpen({ [API.createFinePayCard.path]: created('/fines?uid=1000022') });
    const { area, fields } = surface();
    await Promise.all([
      t.store.dispatch(payFineByCard(area, true)),
      t.store.dispatch(payFineByCard(area, true)),
    ]);
    expect(fields.tokenize).toHaveBeenCalledTimes(1);
    expect(t.sent(API.createFinePayCard.path)).toHaveLength(1);
  });

  it('a decline says why in its own words, and the fields stay for another card', async () => {
    const t = await cardOpen({
      [API.createFinePayCard.path]: () => ({
        result: 20051,
        message: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
        data: { order_id: ORDER_ID, url: '' },
      }),
    });
    await t.store.dispatch(payFineByCard(surface().area, true));
    expect(selectFineNotice(t.store.getState())).toEqual({
      text: 'الرصيد غير كافٍ، تحقق من رصيد البطاقة أو جرّب بطاقة أخرى',
    });
    expect(t.state()).toMatchObject({ payment: 'idle', cardOpen: 'card' });
  });

  it('a card the provider could not read: its own message, nothing sent; a field error says nothing more', async () => {
    const t = await cardOpen();
    await t.store.dispatch(payFineByCard(surface({ ok: false, reason: 'failed', message: '' }).area, true));
    expect(t.state()).toMatchObject({ payment: 'idle', cardUnread: true });
    await t.store.dispatch(payFineByCard(surface({ ok: false, reason: 'invalid' }).area, true));
    expect(t.state().cardUnread).toBe(false);
    expect(t.calls).toEqual([]);
  });

  it('the same attempt id again after no answer, a new one after a decline', async () => {
    const answers = [fail(-2, 'network'), fail(-2, 'network'), ok({ order_id: ORDER_ID, url: '' })];
    const declined = { result: 20005, message: 'refused', data: { order_id: ORDER_ID, url: '' } };
    let n = 0;
    const t = await cardOpen({
      [API.createFinePayCard.path]: () => (n++ === 1 ? declined : (answers.shift() ?? fail(500))),
    });
    const rids = async () => {
      await t.store.dispatch(payFineByCard(surface().area, true));
      return t.sent(API.createFinePayCard.path).at(-1)?.headers['x-cli-rid'];
    };
    const first = await rids();
    const declinedRid = await rids();
    const afterDecline = await rids();
    expect(declinedRid).toBe(first);
    expect(afterDecline).not.toBe(first);
  });
});

/** The third provider's answer (27): its result in platform_data. */
const adyen = (result: object) => () =>
  ok({ order_id: ORDER_ID, url: '', platform_data: JSON.stringify(result) });
const CHALLENGE = { type: 'redirect', url: `/sandbox/3ds/${ORDER_ID}?embedded=1`, method: 'GET' };

describe('paying the fine with the third provider’s card (27): 3-D Secure in the page', () => {
  /** The 27 card open, its order asking for the challenge, its result `decided`. */
  async function challenged(decided: object) {
    const t = await cardOpen(
      {
        [API.createFinePayCard.path]: adyen({ resultCode: 'ChallengeShopper', action: CHALLENGE }),
        [API.submitAuthenticationResult.path]: () =>
          ok({ order_id: ORDER_ID, status: 'paid', platform_data: JSON.stringify(decided) }),
      },
      'cardVisa',
    );
    const card = surface();
    const paying = t.store.dispatch(payWith(card.area, true, VISA));
    await card.drawn;
    return { ...t, card, paying };
  }

  it('sends the card component’s state data with pay type 27, then draws the challenge where the fields were', async () => {
    const t = await challenged({ resultCode: 'Authorised' });
    expect(t.sent(API.createFinePayCard.path)[0]?.params).toMatchObject({
      uid: '1000022',
      amount: 20,
      pay_type: 27,
    });
    expect(JSON.parse(String(t.sent(API.createFinePayCard.path)[0]?.params?.platform_data))).toMatchObject({
      paymentMethod: { type: 'scheme', encryptedCardNumber: 'tok_sbx_1' },
    });
    expect(t.sent(API.createFinePayCard.path)[0]?.params).not.toHaveProperty('cko_token');
    expect(t.card.fields.destroy).toHaveBeenCalled();
    expect(t.card.area.provider.handleAction).toHaveBeenCalledWith(
      t.card.area.container,
      CHALLENGE,
      expect.anything(),
    );
    expect(selectFinePayment(t.store.getState())).toBe('challenge');
    // passed: submit_authentication_result decides; paid, back on /fines with the order (pending there)
    t.card.details({ threeDSResult: 'pass' });
    await t.paying;
    expect(t.sent(API.submitAuthenticationResult.path)[0]?.params).toEqual({
      order_id: ORDER_ID,
      platform_data: '{"threeDSResult":"pass"}',
    });
    expect(t.page.visited).toEqual([`https://pay.example.com/fines?uid=1000022&fine_order=${ORDER_ID}`]);
    expect(selectFinePayment(t.store.getState())).toBe('leaving');
  });

  it('refused at the challenge: said in the page’s words, and fresh fields for another card', async () => {
    const t = await challenged({ resultCode: 'Refused', refusalReasonCode: '11' });
    const epoch = t.state().cardEpoch;
    t.card.details({ threeDSResult: 'fail' });
    await t.paying;
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'card:refused.verify' });
    expect(t.state()).toMatchObject({ payment: 'idle', cardOpen: 'cardVisa', cardEpoch: epoch + 1 });
    expect(t.page.visited).toEqual([]);
  });

  it('left by the challenge’s way back: "payment cancelled"', async () => {
    const t = await challenged({ resultCode: 'Cancelled' });
    t.card.details({ threeDSResult: 'cancelled' });
    await t.paying;
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.cancelled' });
  });

  it('refused at once with its reason (no challenge): said in the page’s words', async () => {
    const t = await cardOpen(
      { [API.createFinePayCard.path]: adyen({ resultCode: 'Refused', refusalReasonCode: '12' }) },
      'cardVisa',
    );
    await t.store.dispatch(payWith(surface().area, true, VISA));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'card:refused.balance' });
  });
});

describe('another device’s payment of the same ban is with the processor (31087)', () => {
  it('the page says so in its words, and the attempt goes on (paying again is the same attempt)', async () => {
    const beingCharged = {
      result: ORDER_BEING_CHARGED,
      message: 'being charged',
      data: { order_id: 'TP20260115115500009', status: 'processing' },
    };
    const t = await cardOpen({ [API.createFinePayCard.path]: () => beingCharged });
    await t.store.dispatch(payFineByCard(surface().area, true));
    expect(selectFineNotice(t.store.getState())).toEqual({ key: 'pay.beingCharged' });
    expect(t.state().payment).toBe('idle');
    await t.store.dispatch(payFineByCard(surface().area, true));
    const [first, second] = t.sent(API.createFinePayCard.path).map((c) => c.headers['x-cli-rid']);
    expect(second).toBe(first);
  });
});
