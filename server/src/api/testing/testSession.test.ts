import { SuccessEnvelope, TestSession } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('POST /__test/session (test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ testMode: true });
  });
  afterAll(() => t.close());

  const open = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/__test/session', payload: payload as object });

  it('opens a session for a display id, stored against the internal uid', async () => {
    const body = (await open({ display_uid: '1000100' })).json();
    expectShape(SuccessEnvelope(TestSession), body);
    const key = body.data.session_key as string;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const row = t.db.prepare('SELECT uid, created_at FROM sessions WHERE session_key = ?').get(key) as {
      uid: number;
      created_at: number;
    };
    expect(row.uid).toBe(SEED_ACCOUNTS.testUser.uid);
    expect(Math.abs(row.created_at - Date.now() / 1000)).toBeLessThan(5);
    const info = await t.app.inject({
      url: '/api/coin/get_pay_user_info/',
      headers: { 'x-session-key': key },
    });
    expect(info.json().data.display_uid).toBe(1000100);
  });

  it('gives a new random key each time', async () => {
    const a = (await open({ display_uid: 1000001 })).json().data.session_key;
    const b = (await open({ display_uid: 1000001 })).json().data.session_key;
    expect(a).not.toBe(b);
  });

  it('answers 20100 for an unknown display id', async () => {
    expect((await open({ display_uid: '1000009' })).json().result).toBe(USER_NOT_FOUND);
  });

  it('refuses a body without a digit display id', async () => {
    expectRejected(await open({}));
    expectRejected(await open({ display_uid: 'abc' }));
  });
});
