import { SuccessEnvelope, TestVerifyReset } from '@topup/shared/contract';
import { USER_NOT_FOUND, VERIFY_RESEND_TOO_SOON } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

const DEVICE = '6'.repeat(32);

describe('POST /__test/verify/reset (test mode)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterEach(() => t.close());

  const send = (uid: number) =>
    t.app.inject({
      url: `/api/third_party_pay/send_verify_code/?uid=${uid}&is_auto=0`,
      headers: { 'x-cli-id': DEVICE },
    });
  const latestCode = async (uid: number): Promise<string> =>
    (await t.app.inject(`/__test/inbox?uid=${uid}`)).json().data.messages[0].code;
  const reset = (payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/__test/verify/reset', payload });

  it("clears one account's code, resend timer and verified devices, by display id", async () => {
    const uid = SEED_ACCOUNTS.normal.uid;
    await send(uid);
    await t.app.inject({
      url: `/api/third_party_pay/check_verify_code/?uid=${uid}&verify_code=${await latestCode(uid)}`,
      headers: { 'x-cli-id': DEVICE },
    });
    await send(SEED_ACCOUNTS.testUser.uid);
    // verified: asking again sends no code
    expect((await send(uid)).json().data).toMatchObject({ verified: 1 });

    const body = (await reset({ uid: String(SEED_ACCOUNTS.normal.displayUid) })).json();
    expectShape(SuccessEnvelope(TestVerifyReset), body);
    expect(body.data).toEqual({ codes: 1, verified: 1 });
    expect(t.db.prepare('SELECT COUNT(*) FROM verified_recipients').pluck().get()).toBe(0);
    const again = (await send(uid)).json();
    expect(again.result).toBe(0);
    expect(again.data).not.toHaveProperty('verified'); // a code went out again
    expect((await send(SEED_ACCOUNTS.testUser.uid)).json().result).toBe(VERIFY_RESEND_TOO_SOON);
  });

  it('clears every account without a uid, also with an empty body', async () => {
    await send(SEED_ACCOUNTS.normal.uid);
    await send(SEED_ACCOUNTS.testUser.uid);
    expect((await reset()).json().data).toEqual({ codes: 2, verified: 0 });
    expect((await t.app.inject({ method: 'POST', url: '/__test/verify/reset' })).json().data).toEqual({
      codes: 0,
      verified: 0,
    });
    expect((await send(SEED_ACCOUNTS.testUser.uid)).json().result).toBe(0);
  });

  it('answers 20100 for an unknown account', async () => {
    expect((await reset({ uid: '1000009' })).json().result).toBe(USER_NOT_FOUND);
  });
});
