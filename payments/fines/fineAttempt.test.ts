import { createStorage } from '@topup/platform/src/storage';
import { MapBackend } from '@topup/platform/src/storage/mapBackend';
import { isClientDirectoryId } from '@topup/shared/domain/clientOrderId';
import { ATTEMPT_MAX_AGE_MS } from '../attempt/attempt';
import { fineAttemptFor, fineAttemptsEnded } from './fineAttempt';

// spec 02 §4, README "The ban fine": one attempt id per fine payment and channel (a fine paid twice is
// impossible), kept through the storage module.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const FINE = { displayUid: '1000022', uid: 21000022, amount: 20 };

function setup() {
  const backend = new MapBackend();
  let clock = NOW;
  let uuids = 0;
  const services = {
    storage: createStorage(backend, () => undefined),
    now: () => clock,
    uuid: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}`,
  };
  return { backend, services, later: (ms: number) => (clock += ms) };
}

describe('the fine payment attempt id (X-CLI-RID)', () => {
  it('is a client-directory id, the same for a second tap on the same channel of the same fine', () => {
    const { services } = setup();
    const first = fineAttemptFor(services, FINE, 'card');
    expect(isClientDirectoryId(first)).toBe(true);
    expect(fineAttemptFor(services, FINE, 'card')).toBe(first);
  });

  it('differs per channel, and the channels are kept side by side', () => {
    const { services } = setup();
    const card = fineAttemptFor(services, FINE, 'card');
    const hosted = fineAttemptFor(services, FINE, 'hosted');
    expect(hosted).not.toBe(card);
    // going back to the card is still the card's attempt
    expect(fineAttemptFor(services, FINE, 'card')).toBe(card);
    expect(fineAttemptFor(services, FINE, 'hosted')).toBe(hosted);
  });

  it('is new for another fine (another account, or the amount changed)', () => {
    const { services } = setup();
    const card = fineAttemptFor(services, FINE, 'card');
    expect(fineAttemptFor(services, { ...FINE, amount: 25 }, 'card')).not.toBe(card);
    expect(fineAttemptFor(services, { ...FINE, displayUid: '1000023' }, 'card')).not.toBe(card);
  });

  it('is new on every channel once the payment has ended', () => {
    const { services } = setup();
    const card = fineAttemptFor(services, FINE, 'card');
    const applePay = fineAttemptFor(services, FINE, 'apple_pay');
    fineAttemptsEnded(services);
    expect(fineAttemptFor(services, FINE, 'card')).not.toBe(card);
    expect(fineAttemptFor(services, FINE, 'apple_pay')).not.toBe(applePay);
  });

  it('is new once as old as a coin attempt may be (an abandoned payment)', () => {
    const { services, later } = setup();
    const card = fineAttemptFor(services, FINE, 'card');
    later(ATTEMPT_MAX_AGE_MS - 1);
    expect(fineAttemptFor(services, FINE, 'card')).toBe(card);
    later(1);
    expect(fineAttemptFor(services, FINE, 'card')).not.toBe(card);
  });

  it('is kept under the site prefix, and reads a damaged entry as none', () => {
    const { backend, services } = setup();
    const card = fineAttemptFor(services, FINE, 'card');
    expect(backend.getItem('topup_ksa_fine_attempts')).toContain(card);
    backend.setItem('topup_ksa_fine_attempts', '{"card":{"rid":1}}');
    expect(fineAttemptFor(services, FINE, 'card')).not.toBe(card);
    backend.setItem('topup_ksa_fine_attempts', 'not json');
    expect(isClientDirectoryId(fineAttemptFor(services, FINE, 'card'))).toBe(true);
  });
});
