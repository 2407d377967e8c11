import { SuccessEnvelope, UserStatusMap } from '@topup/shared/contract';
import { buildTestApp, expectRejected, expectShape, type TestApp } from '../testApp';

describe('check_user_status (spec 01 §7, init batch)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/web/check_user_status/', payload });

  it('maps each display id to its status and guest flag; unknown ids are status 3', async () => {
    const body = (
      await post({ source: 1, uids: ['1000001', '1000002', '1000003', '1000004', '1000007', '1000009'] })
    ).json();
    expectShape(SuccessEnvelope(UserStatusMap), body);
    expect(body.data.user_map).toEqual({
      '1000001': { status: 0, is_guest: 0 },
      '1000002': { status: 2, is_guest: 0 },
      '1000003': { status: 1, is_guest: 0 },
      '1000004': { status: 4, is_guest: 0 },
      '1000007': { status: 0, is_guest: 1 },
      '1000009': { status: 3, is_guest: 0 },
    });
  });

  it('accepts a comma list, numbers, a form and a GET query alike', async () => {
    const expected = { '1000006': { status: 5, is_guest: 0 }, '1000010': { status: 2, is_guest: 0 } };
    expect((await post({ source: '1', uids: '1000006,1000010' })).json().data.user_map).toEqual(expected);
    expect((await post({ source: 1, uids: [1000006, 1000010] })).json().data.user_map).toEqual(expected);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/web/check_user_status/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'source=1&uids=1000006&uids=1000010',
    });
    expect(form.json().data.user_map).toEqual(expected);
    const get = await t.app.inject('/api/web/check_user_status/?source=1&uids=1000006&uids=1000010');
    expect(get.json().data.user_map).toEqual(expected);
  });

  it.each([
    ['no uids', { source: 1 }],
    ['an empty list', { source: 1, uids: [] }],
    ['a non-digit id', { source: 1, uids: ['1000001', 'abc'] }],
    ['a bad source', { source: 2, uids: ['1000001'] }],
    ['no source', { uids: ['1000001'] }],
  ])('refuses %s with 400', async (_case, payload) => {
    expectRejected(await post(payload));
  });
});
