import { LOGIN_WRONG_PASSWORD } from '@topup/shared/contract/codes';
import { SEED_ACCOUNTS } from '../../db/seed';
import { buildTestApp, type TestApp } from '../testApp';

// README "Signing in": every sign-in runs scrypt, so a flood of them must not hold the server's other calls.
// Decided by order, never by a time: the unrelated call is sent after the whole flood, and it must answer
// while most of the flood's hashes are still to run. With scrypt on the event loop each sign-in holds every
// other call until its hash is done, and the unrelated call answers after the flood.

/** Sign-ins in the flood: eight times the hashes the server runs at once (db/password.ts HASHES_AT_ONCE). */
const FLOOD = 16;

describe('a sign-in flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('leaves an unrelated call answering before the sign-ins are done', async () => {
    const answered: string[] = [];
    const signIns = Array.from({ length: FLOOD }, (_, i) =>
      t.app
        .inject(
          `/api/user/account_login/?${new URLSearchParams({
            // ids no account has, one each: every attempt is a plain wrong password, none locked
            display_uid: String(2000000 + i),
            password: `wrong-${i}`,
          })}`,
        )
        .then((res) => {
          answered.push('sign-in');
          return res.json() as { result: number };
        }),
    );
    const time = t.app.inject('/api/sys/ts/').then((res) => {
      answered.push('time');
      return res.statusCode;
    });
    expect(await time).toBe(200);
    const before = answered.indexOf('time');
    // every hash still runs, and each attempt answers as it would alone
    for (const answer of await Promise.all(signIns)) expect(answer.result).not.toBe(0);
    expect(answered).toHaveLength(FLOOD + 1);
    // a few may finish before the call is read; most are still queued when it answers
    expect(before).toBeLessThan(FLOOD / 2);
  });

  it('keeps the lock: attempts whose hashes end together are counted one by one', async () => {
    const id = SEED_ACCOUNTS.normal.displayUid;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app
          .inject(`/api/user/account_login/?display_uid=${id}&password=nope`)
          .then((res) => (res.json() as { result: number }).result),
      ),
    );
    const wrong = answers.filter((r) => r === LOGIN_WRONG_PASSWORD);
    // five wrong passwords lock the id: the rest are refused as locked, however many were in flight
    expect(wrong).toHaveLength(5);
  });
});
