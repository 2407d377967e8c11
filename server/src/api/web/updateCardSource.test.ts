import { SavedCard, SuccessEnvelope } from '@topup/shared/contract';
import { CARD_UPDATE_FAILED } from '@topup/shared/contract/codes';
import { cardUpdateFailureKey } from '@topup/shared/domain/rechargeFailure';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import { createOrder, newDevice } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE: string = SEED_CARD_DEVICE.deviceId;
const { cards } = SEED_CARD_DEVICE;
const FAILED = { result: CARD_UPDATE_FAILED, message: 'تعذّر تحديث بيانات البطاقة' };

describe('update_card_source (spec 01 §4, §5, §8)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    // 2025-06-30 22:00 UTC is already July 1st at UTC+3
    clock = Date.UTC(2025, 5, 30, 22);
    t = await buildTestApp({ now: () => clock });
  });
  afterEach(() => t.close());

  const update = (params: Record<string, string>) =>
    t.app.inject(
      `/api/web/update_card_source/?${new URLSearchParams({ source: '1', h5_deviceid: DEVICE, ...params })}`,
    );
  const row = (sourceId: string) =>
    t.db
      .prepare('SELECT card_valid_date, is_bank_expire, is_remember FROM saved_cards WHERE source_id = ?')
      .get(sourceId);

  it("gives the expired card a new date, clears the bank's expired report, and it pays again", async () => {
    const body = (
      await update({ source_id: cards.ckoExpired.sourceId, card_valid_date: '09/27', is_remember: '1' })
    ).json();
    expectShape(SuccessEnvelope(SavedCard), body);
    expect(body.data).toMatchObject({
      source_id: cards.ckoExpired.sourceId,
      card_valid_date: '09/27',
      is_bank_expire: 0,
    });
    expect(row(cards.ckoExpired.sourceId)).toEqual({
      card_valid_date: '09/27',
      is_bank_expire: 0,
      is_remember: 1,
    });
    const pay = await createOrder(t, {
      deviceId: DEVICE,
      payType: 23,
      fields: { cko_source_id: cards.ckoExpired.sourceId, cko_cvv: '123' },
    });
    expect(pay.json().result).toBe(0);
  });

  it('accepts the current month at UTC+3 and MMYY, and stores the remember flag', async () => {
    const body = (
      await update({ source_id: cards.ckoNotRemembered.sourceId, card_valid_date: '0725', is_remember: '1' })
    ).json();
    expect(body.data).toMatchObject({ card_valid_date: '07/25', is_remember: 1 });
    // without is_remember, the flag stays
    await update({ source_id: cards.ckoNotRemembered.sourceId, card_valid_date: '08/25' });
    expect(row(cards.ckoNotRemembered.sourceId)).toMatchObject({ card_valid_date: '08/25', is_remember: 1 });
  });

  it.each([
    ['a past month at UTC+3', { source_id: cards.ckoExpired.sourceId, card_valid_date: '06/25' }],
    ['a past year', { source_id: cards.ckoExpired.sourceId, card_valid_date: '12/24' }],
    ['month 13', { source_id: cards.ckoExpired.sourceId, card_valid_date: '13/27' }],
    ['a date that is not one', { source_id: cards.ckoExpired.sourceId, card_valid_date: 'ab/cd' }],
    ['an unknown card', { source_id: 'src_nope', card_valid_date: '09/27' }],
    [
      'another device',
      { source_id: cards.ckoExpired.sourceId, card_valid_date: '09/27', h5_deviceid: newDevice() },
    ],
  ])('answers 31073 for %s, changing nothing', async (_case, params) => {
    const before = row(cards.ckoExpired.sourceId);
    expect((await update(params)).json()).toEqual(FAILED);
    expect(row(cards.ckoExpired.sourceId)).toEqual(before);
    expect(cardUpdateFailureKey(CARD_UPDATE_FAILED)).toBe('cardUpdateFailed');
  });

  it('answers 31073 for a deleted card', async () => {
    t.db.prepare('UPDATE saved_cards SET deleted = 1 WHERE source_id = ?').run(cards.ckoVisa.sourceId);
    expect((await update({ source_id: cards.ckoVisa.sourceId, card_valid_date: '09/27' })).json()).toEqual(
      FAILED,
    );
  });

  it("updates the logged-in user's card from another device", async () => {
    const owner = SEED_ACCOUNTS.testUser.uid;
    t.db
      .prepare('UPDATE saved_cards SET uid = ?, login = 1 WHERE source_id = ?')
      .run(owner, cards.ckoVisa.sourceId);
    const other = newDevice();
    const key = sessionStore(t.db).create(owner);
    const res = await update({
      source_id: cards.ckoVisa.sourceId,
      card_valid_date: '10/31',
      h5_deviceid: other,
      session_key: key,
    });
    expect(res.json().data.card_valid_date).toBe('10/31');
    expect(
      (
        await update({ source_id: cards.ckoVisa.sourceId, card_valid_date: '10/31', h5_deviceid: other })
      ).json(),
    ).toEqual(FAILED);
  });

  it('answers 400 without a source id or with a malformed device id', async () => {
    expectRejected(
      await t.app.inject(`/api/web/update_card_source/?card_valid_date=09/27&h5_deviceid=${DEVICE}`),
    );
    expectRejected(
      await update({ source_id: cards.ckoVisa.sourceId, card_valid_date: '09/27', h5_deviceid: 'x' }),
    );
  });
});
