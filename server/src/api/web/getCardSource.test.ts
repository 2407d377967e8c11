import { SavedCardList, SuccessEnvelope } from '@topup/shared/contract';
import { sessionStore } from '../../db/sessions';
import { SEED_ACCOUNTS, SEED_CARD_DEVICE } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

const URL_PATH = '/api/web/get_card_source/';
const DEVICE = SEED_CARD_DEVICE.deviceId;
const { cards } = SEED_CARD_DEVICE;
const OTHER_DEVICE = '7'.repeat(32);

describe('get_card_source (spec 01 §3, §7)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(() => t.close());

  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${URL_PATH}?${query}`, headers });
  const ids = (body: { data: { items: { source_id: string }[] } }) => body.data.items.map((c) => c.source_id);
  const addCard = (sourceId: string, device: string, uid: number, lastUseAt: number, deleted = 0) =>
    t.db
      .prepare(
        `INSERT INTO saved_cards (source_id, bin, last4, scheme, fingerprint, issuer_country, card_valid_date,
           is_bank_expire, is_remember, last_use_at, h5_deviceid, to_uid, uid, login, deleted, created_at)
         VALUES (?, '424242', '4242', 'visa', ?, 'SA', '12/30', 0, 1, ?, ?, ?, ?, ?, ?, 0)`,
      )
      .run(
        sourceId,
        `fp_${sourceId}`,
        lastUseAt,
        device,
        SEED_ACCOUNTS.normal.uid,
        uid,
        uid === 0 ? 0 : 1,
        deleted,
      );

  it("lists the device's saved cards, latest used first, with the spec's fields", async () => {
    const body = (await get(`h5_deviceid=${DEVICE}`)).json();
    expectShape(SuccessEnvelope(SavedCardList), body);
    expect(ids(body)).toEqual([
      cards.ckoVisa.sourceId,
      cards.thirdProviderVisa.sourceId,
      cards.ckoMastercard.sourceId,
      cards.ckoNotRemembered.sourceId,
      cards.ckoExpired.sourceId,
    ]);
    expect(body.data.items[0]).toEqual({
      source_id: 'src_seed_visa_4242',
      bin: '424242',
      last4: '4242',
      scheme: 'visa',
      fingerprint: 'fp_src_seed_visa_4242',
      issuer_country: 'SA',
      card_valid_date: '12/30',
      is_bank_expire: 0,
      is_remember: 1,
      last_use_at: cards.ckoVisa.lastUseAt,
      h5_deviceid: DEVICE,
      to_uid: SEED_ACCOUNTS.normal.uid,
      uid: 0,
      login: 0,
    });
  });

  it('seeds one card of each kind the pay flow tells apart (spec 01 §4)', async () => {
    const items = (await get(`h5_deviceid=${DEVICE}`)).json().data.items as Record<string, unknown>[];
    const bySource = new Map(items.map((c) => [c.source_id, c]));
    expect(bySource.get(cards.thirdProviderVisa.sourceId)).toMatchObject({
      scheme: 'visa',
      card_valid_date: '10/29',
    });
    expect(String(cards.thirdProviderVisa.sourceId)).not.toContain('src_');
    expect(bySource.get(cards.ckoMastercard.sourceId)).toMatchObject({
      scheme: 'mastercard',
      bin: '555555',
      last4: '4444',
      card_valid_date: '11/29',
    });
    expect(bySource.get(cards.ckoExpired.sourceId)).toMatchObject({
      card_valid_date: '01/24',
      is_bank_expire: 1,
    });
    expect(bySource.get(cards.ckoNotRemembered.sourceId)).toMatchObject({ is_remember: 0 });
    expect(items.filter((c) => String(c.source_id).startsWith('src_'))).toHaveLength(4);
  });

  it('answers POST (init and callback batches) like GET', async () => {
    const post = await t.app.inject({ method: 'POST', url: URL_PATH, payload: { h5_deviceid: DEVICE } });
    expect(post.json()).toEqual((await get(`h5_deviceid=${DEVICE}`)).json());
  });

  it('answers an empty list for a device without cards', async () => {
    expect((await get(`h5_deviceid=${OTHER_DEVICE}`)).json()).toEqual({ result: 0, data: { items: [] } });
  });

  it('leaves out deleted cards', async () => {
    addCard('src_deleted', DEVICE, 0, 2_000_000_000, 1);
    expect(ids((await get(`h5_deviceid=${DEVICE}`)).json())).not.toContain('src_deleted');
  });

  it("adds the logged-in user's cards from other devices, and hides them from anyone else", async () => {
    const owner = SEED_ACCOUNTS.testUser.uid;
    addCard('src_owner_elsewhere', OTHER_DEVICE, owner, 2_000_000_000);
    addCard('src_owner_here', DEVICE, owner, 1_000);
    const key = sessionStore(t.db).create(owner);
    const mine = ids((await get(`h5_deviceid=${DEVICE}&session_key=${key}`)).json());
    expect(mine[0]).toBe('src_owner_elsewhere');
    expect(mine[mine.length - 1]).toBe('src_owner_here');
    expect(mine).toHaveLength(7);
    const viaHeader = ids((await get(`h5_deviceid=${DEVICE}`, { 'x-session-key': key })).json());
    expect(viaHeader).toEqual(mine);
    // Logged out, or logged in as someone else, on the same device: only the cards saved without login.
    expect(ids((await get(`h5_deviceid=${DEVICE}`)).json())).toHaveLength(5);
    const other = sessionStore(t.db).create(SEED_ACCOUNTS.normal.uid);
    expect(ids((await get(`h5_deviceid=${DEVICE}&session_key=${other}`)).json())).toHaveLength(5);
  });

  it("treats an unknown session key as no login: the device's cards still load", async () => {
    const body = (await get(`h5_deviceid=${DEVICE}&session_key=${'9'.repeat(32)}`)).json();
    expect(body.result).toBe(0);
    expect(body.data.items).toHaveLength(5);
  });

  it.each([
    ['no h5_deviceid', ''],
    ['an h5_deviceid that is not 32 lower-case hex', `h5_deviceid=${DEVICE.toUpperCase()}`],
    ['a short h5_deviceid', 'h5_deviceid=c0ffee'],
  ])('refuses %s with 400', async (_case, query) => {
    expectRejected(await get(query));
  });
});
