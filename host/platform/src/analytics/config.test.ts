import { absoluteHttpUrl, readAnalyticsConfig } from './config';

describe('analytics build configuration (spec 02 §7, §8: off when unset)', () => {
  it('is off when nothing is configured', () => {
    expect(readAnalyticsConfig({})).toEqual({});
    expect(readAnalyticsConfig({ monitorUrl: '', teamChatWebhook: '  ' })).toEqual({});
  });

  it('takes absolute http(s) addresses for the monitor and the webhook', () => {
    expect(
      readAnalyticsConfig({
        monitorUrl: ' https://monitor.example.com/report_data ',
        teamChatWebhook: 'https://chat.example.com/hooks/T1/B2',
      }),
    ).toEqual({
      monitorUrl: 'https://monitor.example.com/report_data',
      teamChatWebhook: 'https://chat.example.com/hooks/T1/B2',
    });
  });

  it('refuses a relative address or another scheme rather than post somewhere unintended', () => {
    expect(absoluteHttpUrl('/report_data')).toBeUndefined();
    expect(absoluteHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(absoluteHttpUrl('ftp://x.example/')).toBeUndefined();
    expect(absoluteHttpUrl('http://localhost:9000/r')).toBe('http://localhost:9000/r');
  });
});
