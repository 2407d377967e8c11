import { feedbackLink, feedbackPrefill } from './feedbackLink';

describe('the feedback link of a result dialog', () => {
  it('carries the order, the account and the app context of the page, nothing else', () => {
    const link = feedbackLink(
      '?platform=android&zp_show=1&zp_orderid=TP123&session_key=abc',
      'TP1234567890',
      1000001,
    );
    const url = new URL(link, 'https://x.test');
    expect(url.pathname).toBe('/feedback');
    expect(url.searchParams.get('order_id')).toBe('TP1234567890');
    expect(url.searchParams.get('account')).toBe('1000001');
    expect(url.searchParams.get('platform')).toBe('android');
    // the callback parameters of the pay page stay behind
    expect(url.searchParams.has('zp_show')).toBe(false);
    expect(url.searchParams.has('zp_orderid')).toBe(false);
  });

  it('leaves the account out when there is none', () => {
    expect(new URL(feedbackLink('', 'TP1234567890'), 'https://x.test').searchParams.has('account')).toBe(
      false,
    );
  });
});

describe('what the feedback page starts with', () => {
  it('reads the order id and the account, the hash beating the query', () => {
    expect(feedbackPrefill('?order_id=TP1234567890&account=1000001')).toEqual({
      orderId: 'TP1234567890',
      account: '1000001',
    });
    expect(feedbackPrefill('?order_id=TP1234567890', '#order_id=TP9999999999')).toEqual({
      orderId: 'TP9999999999',
      account: '',
    });
  });

  it('drops an order id or account that is not shaped like one', () => {
    expect(feedbackPrefill('?order_id=<script>&account=12a')).toEqual({ orderId: null, account: '' });
    expect(feedbackPrefill('?order_id=TP12')).toEqual({ orderId: null, account: '' });
    expect(feedbackPrefill('')).toEqual({ orderId: null, account: '' });
  });
});
