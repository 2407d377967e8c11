import type { CardSurface, TokenizeOutcome } from '@topup/payments';
import { fail, ok } from '@topup/platform/src/testing/testStore';
import { API } from '@topup/shared/contract/paths';
import { created, fineStore, ORDER_ID, showing } from './checkoutTestKit';
import { pressChannel } from './pay';
import { payFineByCard } from './payByCard';
import { selectFineNotice, selectFinePayment } from './selectors';

// spec 02 §4 (the fine by card) and spec 01 §4's submit gate: the card channel's pay button.

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

/** The card step's area with fake fields whose tokenize gives `outcome`. */
function surface(outcome: TokenizeOutcome = { ok: true, card: CARD }) {
  const fields = {
    showErrors: jest.fn(),
    tokenize: jest.fn(() => Promise.resolve(outcome)),
    destroy: jest.fn(),
  };
  const area: CardSurface = {
    provider: { id: 'sandbox', load: () => Promise.resolve(), mountFields: () => Promise.resolve(fields) },
    container: document.createElement('div'),
    fields,
    challenge: null,
  };
  return { area, fields };
}

async function cardOpen(answers: Parameters<typeof fineStore>[0] = {}) {
  const t = fineStore(answers);
  showing(t);
  await t.store.dispatch(pressChannel('card'));
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
    expect(t.state()).toMatchObject({ payment: 'idle', cardOpen: true });
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
      return t.sent(API.createFinePayCard.path).at(-1)?.headers['X-CLI-RID'];
    };
    const first = await rids();
    const declinedRid = await rids();
    const afterDecline = await rids();
    expect(declinedRid).toBe(first);
    expect(afterDecline).not.toBe(first);
  });
});
