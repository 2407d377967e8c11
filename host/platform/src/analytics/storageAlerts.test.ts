import type { StorageAlert } from '@topup/shared/domain/analytics/storageAlert';
import { createStorageFailures } from '../storage';
import { STORAGE_ALERTS_MAX, sendStorageAlerts } from './storageAlerts';

// spec 02 §8, DESIGN §13: storage failures go to the team chat through the API's alert relay, the page
// holding no webhook.

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

function setup(send = jest.fn((_alert: StorageAlert) => Promise.resolve())) {
  const failures = createStorageFailures();
  const stop = sendStorageAlerts(failures, {
    send,
    facts: () => ({ version: '1.0.334', client: 'mobile_browser', view: '/pay' }),
  });
  return { failures, send, stop };
}

describe('storage failures to the alert relay (spec 02 §8)', () => {
  it("sends the failure's facts, never the stored value", () => {
    const t = setup();
    t.failures.report({ op: 'set', key: 'topup_ksa_login_key', error: quota() });
    expect(t.send.mock.calls).toEqual([
      [
        {
          kind: 'storage_failure',
          op: 'set',
          key: 'topup_ksa_login_key',
          error_name: 'QuotaExceededError',
          version: '1.0.334',
          client: 'mobile_browser',
          view: '/pay',
        },
      ],
    ]);
  });

  it('also sends the failures that happened before it was wired', () => {
    const failures = createStorageFailures();
    failures.report({ op: 'access', key: '', error: new DOMException('denied', 'SecurityError') });
    const send = jest.fn((_alert: StorageAlert) => Promise.resolve());
    sendStorageAlerts(failures, { send, facts: () => ({ version: 'v', client: 'in_app', view: '/' }) });
    expect(send.mock.calls.map(([a]) => [a.op, a.key, a.error_name])).toEqual([
      ['access', '', 'SecurityError'],
    ]);
  });

  it('sends at most 5 alerts per page load and survives a relay that fails', () => {
    const t = setup(jest.fn((_alert: StorageAlert) => Promise.reject<void>(new Error('offline'))));
    for (let i = 0; i < 9; i += 1) t.failures.report({ op: 'set', key: `k${i}`, error: quota() });
    expect(t.send).toHaveBeenCalledTimes(STORAGE_ALERTS_MAX);
  });

  it('sends nothing once stopped', () => {
    const t = setup();
    t.stop();
    t.failures.report({ op: 'set', key: 'k', error: quota() });
    expect(t.send).not.toHaveBeenCalled();
  });
});
