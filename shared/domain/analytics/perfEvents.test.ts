import {
  PERF_METRIC_EVENT,
  PERF_RESOURCE_EVENT,
  metricEvent,
  metricValue,
  resourceEvent,
} from './perfEvents';

describe('performance events (spec 02 §9)', () => {
  it('reports a resource by its address without query, its kind, timing, size and status', () => {
    expect(
      resourceEvent(
        {
          name: 'https://topup.example/api/coin/get_pay_user_info/?session_key=abc',
          initiatorType: 'fetch',
          startTime: 812.4,
          duration: 153.6,
          transferSize: 2048,
          responseStatus: 200,
        },
        '/pay',
      ),
    ).toEqual({
      name: PERF_RESOURCE_EVENT,
      str_param2: 'https://topup.example/api/coin/get_pay_user_info/',
      str_param3: 'fetch',
      str_param4: '/pay',
      int_param1: 153.6,
      int_param2: 2048,
      int_param3: 812.4,
      int_param4: 200,
    });
    const bare = resourceEvent({ name: '/a.js', initiatorType: 'script', startTime: 1, duration: 2 }, '/');
    expect(bare).not.toHaveProperty('int_param2');
    expect(bare).not.toHaveProperty('int_param4');
  });

  it('reports LCP, INP and FPS in whole units and CLS in thousandths', () => {
    expect(metricEvent('LCP', 1234.5, '/pay')).toEqual({
      name: PERF_METRIC_EVENT,
      str_param2: 'LCP',
      str_param3: '/pay',
      int_param1: 1235,
    });
    expect(metricValue('CLS', 0.1234)).toBe(123);
    expect(metricValue('INP', 96)).toBe(96);
    expect(metricValue('FPS', 24.4)).toBe(24);
  });
});
