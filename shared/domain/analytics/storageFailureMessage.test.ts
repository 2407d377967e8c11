import { storageFailureMessage } from './storageFailureMessage';

describe('storage failure message for the team chat (spec 02 §8)', () => {
  it('names the operation, the key, the error, the version, the client and the page', () => {
    expect(
      storageFailureMessage({
        op: 'set',
        key: 'topup_ksa_backup_analytics_list',
        errorName: 'QuotaExceededError',
        version: '1.0.334',
        client: 'mobile_browser',
        view: '/pay',
      }),
    ).toEqual({
      text: '[topup 1.0.334] storage set failed (QuotaExceededError) on topup_ksa_backup_analytics_list — mobile_browser, /pay',
    });
  });

  it('says localStorage when the storage itself could not be reached', () => {
    const { text } = storageFailureMessage({
      op: 'access',
      key: '',
      errorName: 'SecurityError',
      version: '1.0.334',
      client: 'in_app',
      view: '/',
    });
    expect(text).toContain('storage access failed (SecurityError) on localStorage');
  });
});
