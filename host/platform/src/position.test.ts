import { createPosition, POSITION_RETRIES } from './position';

describe('the position call (spec 02 §8: retried 5 times, then reported)', () => {
  it('answers the country, asked once for every caller', async () => {
    const ask = jest.fn().mockResolvedValue({ result: 0, data: { country: 'SA' } });
    const position = createPosition({ ask, reportFailure: jest.fn() });
    expect(await Promise.all([position.country(), position.country()])).toEqual(['SA', 'SA']);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('retries a failure up to 5 times, a second apart, and takes a later answer', async () => {
    const waits: number[] = [];
    const ask = jest
      .fn()
      .mockResolvedValueOnce({ result: -2 })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ result: 0, data: { country: 'AE' } });
    const reportFailure = jest.fn();
    const position = createPosition({ ask, wait: async (ms) => void waits.push(ms), reportFailure });
    expect(await position.country()).toBe('AE');
    expect(waits).toEqual([1000, 1000]);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('after 1 + 5 failed tries the country is unknown and the failure is reported once', async () => {
    const ask = jest.fn().mockResolvedValue({ result: 503 });
    const reportFailure = jest.fn();
    const position = createPosition({ ask, wait: async () => undefined, reportFailure });
    expect(await position.country()).toBeNull();
    expect(await position.country()).toBeNull();
    expect(ask).toHaveBeenCalledTimes(1 + POSITION_RETRIES);
    expect(reportFailure.mock.calls).toEqual([[503]]);
  });

  it('an answer without a two-letter country is a failure', async () => {
    const ask = jest.fn().mockResolvedValue({ result: 0, data: { country: 'sa-x' } });
    const reportFailure = jest.fn();
    expect(await createPosition({ ask, wait: async () => undefined, reportFailure }).country()).toBeNull();
    expect(reportFailure).toHaveBeenCalledWith(0);
  });
});
