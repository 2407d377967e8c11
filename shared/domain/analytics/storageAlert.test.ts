import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import { AlertParams } from '../../contract/alert';
import { CLIENT_TYPES } from '../../contract/clientTypes';
import { storageAlert, type StorageAlert } from './storageAlert';

// What the page sends (this type, no schema library in a page) is the relay's body: one type (a compile error
// here when they part).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const _pageSendsTheBody: Same<AlertParams, StorageAlert> = true;
void _pageSendsTheBody;

// DESIGN §13: the page sends a storage failure's facts to the alert relay, each fitted to the narrow
// pattern the relay takes (no markup, no address with a scheme reaches the team chat), so the relay takes
// every alert a page makes.

const facts = {
  op: 'set' as const,
  key: 'topup_ksa_login_key',
  errorName: 'QuotaExceededError',
  version: '1.0.334',
  client: CLIENT_TYPES.mobile,
  view: '/pay',
};

describe('a storage failure as the alert relay takes it', () => {
  it('keeps facts that fit as they are', () => {
    expect(storageAlert(facts)).toEqual({
      kind: 'storage_failure',
      op: 'set',
      key: 'topup_ksa_login_key',
      error_name: 'QuotaExceededError',
      version: '1.0.334',
      client: 'mobile_browser',
      view: '/pay',
    });
  });

  it('fits what does not: other characters become _, long texts are cut, a strange error name is Error', () => {
    const alert = storageAlert({
      ...facts,
      key: 'topup ksa <b>x</b>'.padEnd(80, 'k'),
      errorName: 'Quota: see https://evil.example',
      version: '1.0.334 <a>',
      view: '/pay/<https://evil.example|click>&x=1',
    });
    expect(alert.key).toBe(`topup_ksa__b_x__b_${'k'.repeat(46)}`);
    expect(alert.error_name).toBe('Error');
    expect(alert.version).toBe('1.0.334__a_');
    expect(alert.view).toBe('/pay/_https_//evil.example_click__x=1');
    expect(storageAlert({ ...facts, view: '', version: '' })).toMatchObject({ view: '/', version: '_' });
  });

  it('is always a body the relay takes, whatever the page saw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('get' as const, 'set' as const, 'remove' as const, 'access' as const),
        fc.string({ maxLength: 120 }),
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 60 }),
        fc.constantFrom(...Object.values(CLIENT_TYPES)),
        fc.string({ maxLength: 300 }),
        (op, key, errorName, version, client, view) => {
          const alert = storageAlert({ op, key, errorName, version, client, view });
          expect([...Value.Errors(AlertParams, alert)].map((e) => e.path)).toEqual([]);
        },
      ),
    );
  });
});
