import { absoluteHttpUrl, readAnalyticsConfig } from './config';

describe('analytics configuration (spec 02 §7: off when unset)', () => {
  it('is off when nothing is configured', () => {
    expect(readAnalyticsConfig({})).toEqual({});
    expect(readAnalyticsConfig({ monitorUrl: '  ' })).toEqual({});
  });

  it("takes an absolute http(s) address for the monitor, and nothing of a webhook (the server's)", () => {
    const given = {
      monitorUrl: ' https://monitor.example.com/report_data ',
      teamChatWebhook: 'https://chat.example.com/hooks/T1/B2',
    };
    expect(readAnalyticsConfig(given)).toEqual({ monitorUrl: 'https://monitor.example.com/report_data' });
  });

  it('refuses a relative address or another scheme rather than post somewhere unintended', () => {
    expect(absoluteHttpUrl('/report_data')).toBeUndefined();
    expect(absoluteHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(absoluteHttpUrl('ftp://x.example/')).toBeUndefined();
    expect(absoluteHttpUrl('http://localhost:9000/r')).toBe('http://localhost:9000/r');
  });
});
