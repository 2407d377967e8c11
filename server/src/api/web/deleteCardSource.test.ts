import { DeleteCardSourceResult, SuccessEnvelope } from '@topup/shared/contract';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE } from '../../db/seed';
import { sessionStore } from '../../db/sessions';
import { newDevice } from '../order/orderTestKit';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const DEVICE: string = SEED_CARD_DEVICE.deviceId;
const { cards } = SEED_CARD_DEVICE;

describe('delete_card_source (spec 01 §4, §7)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const del = (fingerprint: string, device = DEVICE, sessionKey?: string) =>
    t.app.inject(
      `/api/web/delete_card_source/?${new URLSearchParams({
        fingerprint,
        h5_deviceid: device,
        ...(sessionKey ? { session_key: sessionKey } : {}),
      })}`,
    );
  const listed = async (device = DEVICE) =>
    (
      (await t.app.inject(`/api/web/get_card_source/?h5_deviceid=${device}`)).json().data.items as {
        source_id: string;
      }[]
    ).map((c) => c.source_id);
  const copyCard = (sourceId: string, fingerprint: string, device: string, uid = 0) =>
    t.db
      .prepare(
        `INSERT INTO saved_cards (source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date,
           last_use_at, h5_deviceid, to_uid, uid, login, created_at)
         VALUES (?, '424242', '4242', 'visa', ?, 'SA', '12/30', 1, ?, ?, ?, ?, 0)`,
      )
      .run(sourceId, fingerprint, device, SEED_ACCOUNTS.normal.uid, uid, uid === 0 ? 0 : 1);

  it('deletes every card of the device with the fingerprint, and the list no longer shows them', async () => {
    copyCard('src_same_card_again', cards.ckoVisa.fingerprint, DEVICE);
    const body = (await del(cards.ckoVisa.fingerprint)).json();
    expectShape(SuccessEnvelope(DeleteCardSourceResult), body);
    expect(body.data).toEqual({ deleted: 2 });
    const left = await listed();
    expect(left).not.toContain(cards.ckoVisa.sourceId);
    expect(left).not.toContain('src_same_card_again');
    expect(left).toHaveLength(4);
    // soft: the rows stay, marked
    expect(
      t.db.prepare('SELECT deleted FROM saved_cards WHERE source_id = ?').pluck().get(cards.ckoVisa.sourceId),
    ).toBe(1);
  });

  it('deletes nothing again, and nothing of another device', async () => {
    const other = newDevice();
    copyCard('src_other_device', cards.ckoVisa.fingerprint, other);
    await del(cards.ckoVisa.fingerprint);
    expect((await del(cards.ckoVisa.fingerprint)).json()).toEqual({ result: 0, data: { deleted: 0 } });
    expect(await listed(other)).toEqual(['src_other_device']);
  });

  it("deletes the logged-in user's cards on other devices too", async () => {
    const owner = SEED_ACCOUNTS.testUser.uid;
    copyCard('src_owner_elsewhere', 'fp_owner', newDevice(), owner);
    const key = sessionStore(t.db).create(owner);
    expect((await del('fp_owner')).json().data.deleted).toBe(0);
    expect((await del('fp_owner', DEVICE, key)).json().data.deleted).toBe(1);
  });

  it('answers 400 without a fingerprint', async () => {
    expectRejected(await t.app.inject(`/api/web/delete_card_source/?h5_deviceid=${DEVICE}`));
  });
});
