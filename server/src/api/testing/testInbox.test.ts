import { SuccessEnvelope, TestInbox } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';
import { codeInBody } from './testInbox';

const DEVICE = '5'.repeat(32);
const NORMAL = SEED_ACCOUNTS.normal;

describe('GET /__test/inbox (test mode)', () => {
  let t: TestApp;
  let clock: number;
  beforeAll(async () => {
    clock = Date.UTC(2025, 5, 1, 12);
    t = await buildTestApp({ testMode: true, now: () => clock });
  });
  afterAll(() => t.close());

  const send = () =>
    t.app.inject({
      url: `/api/third_party_pay/send_verify_code/?uid=${NORMAL.uid}&is_auto=0`,
      headers: { 'x-cli-id': DEVICE },
    });

  it('lists the codes sent, latest first, by display or internal id, and the latest code verifies', async () => {
    await send();
    clock += 60_000;
    await send();
    const byDisplay = (await t.app.inject(`/__test/inbox?uid=${NORMAL.displayUid}`)).json();
    expectShape(SuccessEnvelope(TestInbox), byDisplay);
    const messages = byDisplay.data.messages as { body: string; code: string; created_at: number }[];
    expect(messages).toHaveLength(2);
    expect(messages.map((m) => m.created_at)).toEqual([clock / 1000, clock / 1000 - 60]);
    for (const m of messages) expect(m.body).toContain(m.code);
    expect((await t.app.inject(`/__test/inbox?uid=${NORMAL.uid}`)).json()).toEqual(byDisplay);
    const check = await t.app.inject({
      url: `/api/third_party_pay/check_verify_code/?uid=${NORMAL.uid}&verify_code=${messages[0]?.code}`,
      headers: { 'x-cli-id': DEVICE },
    });
    expect(check.json()).toEqual({ result: 0 });
  });

  it('answers an empty list for an account without messages, 20100 for no account', async () => {
    expect((await t.app.inject('/__test/inbox?uid=1000003')).json()).toEqual({
      result: 0,
      data: { messages: [] },
    });
    expect((await t.app.inject('/__test/inbox?uid=1000009')).json().result).toBe(USER_NOT_FOUND);
    expectRejected(await t.app.inject('/__test/inbox'));
  });

  it('finds exactly 4 digits in a body', () => {
    expect(codeInBody('رمز التحقق: 0042. صالح لمدة 10 دقائق')).toBe('0042');
    expect(codeInBody('12345 و 10')).toBeNull();
    expect(codeInBody('لا رمز')).toBeNull();
  });
});
