import { formatAmount, formatCoins, formatCount, formatLiveCount } from './format';

describe('amounts and coins (DESIGN §10)', () => {
  it('writes the amount with Western digits and $ after it', () => {
    expect(formatAmount(0.99)).toBe('0.99$');
    expect(formatAmount(20)).toBe('20$');
    expect(formatAmount(4.5)).toBe('4.50$');
  });
  it('groups coin counts with Western digits', () => {
    expect(formatCoins(70000)).toBe('70,000');
    expect(formatCoins(1200)).toBe('1,200');
    expect(formatCoins(999)).toBe('999');
  });
  it('writes whole counts as Intl.NumberFormat en-US does, without making a formatter (its cost at start)', () => {
    const counts = [0, 7, 999, 1_000, 12_345, 100_000, 1_234_567, -1_234, Number.MAX_SAFE_INTEGER];
    const intl = new Intl.NumberFormat('en-US');
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const n of counts) expect(formatCoins(n)).toBe(intl.format(n));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('live counts (spec 02 §9: over 10,000 as X.XXW)', () => {
  it('writes counts up to 10,000 in full', () => {
    expect(formatLiveCount(0)).toBe('0');
    expect(formatLiveCount(9_999)).toBe('9999');
    expect(formatLiveCount(10_000)).toBe('10000');
  });
  it('writes larger counts in W with two decimals', () => {
    expect(formatLiveCount(10_001)).toBe('1.00W');
    expect(formatLiveCount(12_000)).toBe('1.20W');
    expect(formatLiveCount(12_345)).toBe('1.23W');
    expect(formatLiveCount(1_234_567)).toBe('123.45W');
  });
  it('truncates: never more than was reached', () => {
    expect(formatLiveCount(19_999)).toBe('1.99W');
    expect(formatLiveCount(11_499)).toBe('1.14W');
    expect(formatLiveCount(99_999_999)).toBe('9999.99W');
  });
  it('shows 0 for a negative or unreadable count, and drops a fraction', () => {
    expect(formatLiveCount(-5)).toBe('0');
    expect(formatLiveCount(Number.NaN)).toBe('0');
    expect(formatLiveCount(10_000.9)).toBe('10000');
  });
});

describe('other counts (spec 02 §9: K over 1,000, M over 1,000,000)', () => {
  it('writes counts up to 1,000 in full', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_000)).toBe('1000');
  });
  it('writes K with one decimal, dropped when it is 0', () => {
    expect(formatCount(1_001)).toBe('1K');
    expect(formatCount(1_500)).toBe('1.5K');
    expect(formatCount(25_300)).toBe('25.3K');
  });
  it('writes M over 1,000,000', () => {
    expect(formatCount(1_000_000)).toBe('1000K');
    expect(formatCount(1_000_001)).toBe('1M');
    expect(formatCount(2_750_000)).toBe('2.7M');
    expect(formatCount(1_234_567_890)).toBe('1234.5M');
  });
  it('truncates: 999,999 is 999.9K, 1,999 is 1.9K', () => {
    expect(formatCount(999_999)).toBe('999.9K');
    expect(formatCount(1_999)).toBe('1.9K');
  });
  it('shows 0 for a negative or unreadable count', () => {
    expect(formatCount(-2_000)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
