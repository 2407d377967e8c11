import { API } from '../contract/paths';
import { payInitRequests, startRecipientOf, statusUidsOf } from './payInitBatch';

const a = { uid: 21000001, display_uid: 1000001 };
const b = { uid: 21000002, display_uid: 1000002 };
const me = { uid: 21000009, display_uid: 1000009 };

describe('the init batch of the top-up (spec 01 §7)', () => {
  it('starts with the last account paid for, else the signed-in user, else nobody (spec 01 §3)', () => {
    expect(startRecipientOf([a, b], me)).toEqual(a);
    expect(startRecipientOf([], me)).toEqual(me);
    expect(startRecipientOf([], null)).toBeNull();
  });

  it('asks the status of the start recipient and of the history, each account once', () => {
    expect(statusUidsOf(me, [a, b, me])).toEqual([1000009, 1000001, 1000002]);
    expect(statusUidsOf(a, [a, b])).toEqual([1000001, 1000002]);
    expect(statusUidsOf(null, [])).toEqual([]);
  });

  it('asks the charge list, the cards, check_uid and the statuses, in that order, with the session key', () => {
    expect(payInitRequests({ recipient: a, history: [a, b], deviceId: 'dev', sessionKey: 'sk' })).toEqual([
      {
        method: 'POST',
        path: API.rechargeList.path,
        request_id: 'recharge_list',
        params: { uid: '21000001', source: 1, session_key: 'sk' },
      },
      {
        method: 'POST',
        path: API.getCardSource.path,
        request_id: 'card_source',
        params: { h5_deviceid: 'dev', session_key: 'sk' },
      },
      { method: 'POST', path: API.checkUid.path, request_id: 'check_uid', params: { uid: '1000001' } },
      {
        method: 'POST',
        path: API.checkUserStatus.path,
        request_id: 'user_status',
        params: { source: 1, uids: ['1000001', '1000002'] },
      },
    ]);
  });

  it('asks only the charge list of nobody and the cards on a first visit', () => {
    expect(payInitRequests({ recipient: null, history: [], deviceId: 'dev', sessionKey: null })).toEqual([
      { method: 'POST', path: API.rechargeList.path, request_id: 'recharge_list', params: { source: 1 } },
      {
        method: 'POST',
        path: API.getCardSource.path,
        request_id: 'card_source',
        params: { h5_deviceid: 'dev' },
      },
    ]);
  });
});
