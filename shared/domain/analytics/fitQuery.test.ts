import type { AddEventParams } from '../../contract/sys';
import { eventQuery } from './beaconBodies';
import { fitQuery } from './fitQuery';

const event = (over: Partial<AddEventParams>): AddEventParams =>
  ({ event_name: 'js_error', uuid: '0123456789abcdef0123456789abcdef', ...over }) as AddEventParams;

describe('an event that a URL cannot hold, cut to the spec’s 1200 characters (spec 02 §7, §9)', () => {
  it('leaves an event that fits as it is', () => {
    const e = event({ str_param2: 'short' });
    expect(fitQuery(e)).toEqual(e);
  });

  it('cuts the longest strings first until the whole query is at most 1200 characters', () => {
    const e = event({ str_param2: 'خطأ '.repeat(300), str_param3: 'x'.repeat(1200), str_param4: 'keep' });
    const fitted = fitQuery(e);
    expect(fitted).not.toBeNull();
    expect(eventQuery(fitted!).length).toBeLessThanOrEqual(1200);
    expect(fitted).toMatchObject({ event_name: 'js_error', str_param4: 'keep' });
    expect(fitted!.str_param2!.length).toBeGreaterThan(0);
  });

  it('gives null when even empty strings would not fit (nothing left to cut)', () => {
    expect(fitQuery(event({ str_param2: 'x'.repeat(50) }), 40)).toBeNull();
  });
});
