import { fineAttemptDone, fineAttemptId } from './attemptId';

// One attempt id per fine payment and channel (issue "… the ban fine": a fine paid twice is impossible).

describe('the fine payment attempt id', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the same for a second tap on the same channel of the same fine', () => {
    const first = fineAttemptId('1000022', 20, 'card');
    expect(first).toMatch(/^[0-9a-f]{32}[0-9]{13}$/);
    expect(fineAttemptId('1000022', 20, 'card')).toBe(first);
  });

  it('differs per channel, per fine, and once the payment has ended', () => {
    const card = fineAttemptId('1000022', 20, 'card');
    const hosted = fineAttemptId('1000022', 20, 'hosted');
    expect(hosted).not.toBe(card);
    // both kept side by side: going back to the card is still the card's attempt
    expect(fineAttemptId('1000022', 20, 'card')).toBe(card);
    expect(fineAttemptId('1000022', 25, 'card')).not.toBe(card);
    const changed = fineAttemptId('1000022', 25, 'card');
    fineAttemptDone();
    expect(fineAttemptId('1000022', 25, 'card')).not.toBe(changed);
  });
});
