import { debugReportOf, TMP_REPORT_DATA_MAX } from './debugReport';

describe('the debug report (tmp_report)', () => {
  it('goes for missing data, with what was missing', () => {
    expect(debugReportOf({ type: 'internal_error', kind: 'noCurrentItem', detail: 'tier 9' })).toEqual({
      app_order: '',
      data: JSON.stringify({ what: 'internal_error', kind: 'noCurrentItem', detail: 'tier 9' }),
    });
  });

  it('goes for a refused order address, with the order and the host only', () => {
    const r = debugReportOf({
      type: 'redirect_refused',
      orderId: 'TP1234567890',
      url: 'https://evil.example/pay?session_key=0123456789abcdef0123456789abcdef',
    });
    expect(r).toEqual({
      app_order: 'TP1234567890',
      data: '{"what":"redirect_refused","host":"evil.example"}',
    });
  });

  it('never carries a secret the page knows, and stays within its length', () => {
    const key = 'abcdef0123456789abcdef0123456789';
    const r = debugReportOf(
      { type: 'internal_error', kind: 'noCardFields', detail: `${key} ${'x'.repeat(5000)}` },
      [key],
    );
    expect(r?.data).not.toContain(key);
    expect(r?.data.length).toBeLessThanOrEqual(TMP_REPORT_DATA_MAX);
  });

  it('goes for nothing else', () => {
    expect(debugReportOf({ type: 'step', step: 'HOME' })).toBeNull();
    expect(debugReportOf({ type: 'order_created', orderId: 'TP1234567890', payType: 1 })).toBeNull();
  });
});
