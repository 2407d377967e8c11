import { bareUrl, reportDataBody } from './monitorReport';

const input = {
  uuid: '6f1d7a2e-3b4c-4d5e-8f90-a1b2c3d4e5f6',
  href: 'https://topup.example/pay?session_key=k#x',
  now: Date.UTC(2026, 0, 1, 20, 59, 0),
  deviceId: '0123456789abcdef0123456789abcdef',
  pageViewId: 'h5-0123456789abcdef0123456789abcdef-1767225600000',
  event: 'perf_metric',
  ext: { name: 'LCP', value: 1200 },
  project: 'ksa',
};

describe('the monitor report_data body (spec 02 §7)', () => {
  it('has exactly the spec fields', () => {
    const body = reportDataBody(input);
    expect(Object.keys(body).sort()).toEqual(
      [
        'day',
        'event',
        'ext',
        'h5_deviceid',
        'page_view_id',
        'project',
        's_event_uuid',
        'server_url',
        'ts',
      ].sort(),
    );
    expect(body).toEqual({
      s_event_uuid: input.uuid,
      server_url: 'https://topup.example/pay',
      ts: input.now,
      day: '2026-01-01',
      h5_deviceid: input.deviceId,
      page_view_id: input.pageViewId,
      event: 'perf_metric',
      ext: '{"name":"LCP","value":1200}',
      project: 'ksa',
    });
  });

  it('dates the report in Saudi time (UTC+3): 21:00 UTC is the next day', () => {
    expect(reportDataBody({ ...input, now: Date.UTC(2026, 0, 1, 21, 0, 0) }).day).toBe('2026-01-02');
  });

  it('leaves the query and hash out of the address and survives unserialisable details', () => {
    expect(bareUrl('https://a.example/x?y=1#z')).toBe('https://a.example/x');
    expect(bareUrl('/pay#tab')).toBe('/pay');
    expect(bareUrl('/pay')).toBe('/pay');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(reportDataBody({ ...input, ext: circular }).ext).toBe('{}');
    expect(reportDataBody({ ...input, ext: { url: '/x?ticket=t1' } }).ext).toBe(
      '{"url":"/x?ticket=[redacted]"}',
    );
  });
});
