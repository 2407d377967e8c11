import { FailureEnvelope, LoginAnswer, SuccessEnvelope } from '@topup/shared/contract';
import { LOGIN_TICKET_INVALID } from '@topup/shared/contract/codes';
import { LOGIN_TICKET_TTL_S } from '@topup/shared/contract/login';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectShape, type TestApp } from '../testApp';

const USER = SEED_ACCOUNTS.testUser;

describe('ticket_login (spec 02 §4, §7)', () => {
  let t: TestApp;
  let clock: number;
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 1, 12);
    t = await buildTestApp({ now: () => clock, testMode: true });
  });
  afterEach(() => t.close());

  const issue = async (displayUid: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/__test/ticket',
        payload: { display_uid: String(displayUid) },
      })
    ).json().data.ticket as string;
  const login = (ticket: string) => t.app.inject(`/api/web/ticket_login/?ticket=${ticket}`);

  it('signs in the account the ticket names, until it expires', async () => {
    const ticket = await issue(USER.displayUid);
    const body = (await login(ticket)).json();
    expectShape(SuccessEnvelope(LoginAnswer), body);
    expect(body.data.user_info).toMatchObject({ uid: USER.uid, display_uid: USER.displayUid });
    const me = await t.app.inject(`/api/coin/get_pay_user_info/?session_key=${body.data.session_key}`);
    expect(me.json().data.uid).toBe(USER.uid);
    clock += LOGIN_TICKET_TTL_S * 1000;
    const expired = (await login(ticket)).json();
    expectShape(FailureEnvelope, expired);
    expect(expired.result).toBe(LOGIN_TICKET_INVALID);
  });

  it('refuses a ticket it never issued', async () => {
    expect((await login('f'.repeat(32))).json().result).toBe(LOGIN_TICKET_INVALID);
  });
});
