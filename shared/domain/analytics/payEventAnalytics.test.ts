import type { PayEvent } from '../payEvents';
import { payEventName, payEventToAnalytics } from './payEventAnalytics';

describe('pay events as analytics events (spec 02 §3 pay analytics)', () => {
  it('maps every kind of pay event to its own add_event', () => {
    const all: PayEvent[] = [
      { type: 'step', step: 'CARD_CVV' },
      { type: 'order_requested', payType: 23, rechargeId: 4, rid: 'a'.repeat(45) },
      { type: 'order_created', orderId: 'TP1767225600000', payType: 23 },
      { type: 'order_refused', result: 32120, code: '20051' },
      { type: 'result_shown', orderId: null, kind: 'failed' },
      { type: 'redirect_refused', orderId: 'TP1', url: 'https://evil.example/3ds?token=abc#t' },
      { type: 'provider_unavailable', provider: 'adyen' },
      { type: 'cancelled', orderId: 'TP2' },
      { type: 'attempt_resumed', orderId: 'TP3', status: 'pending' },
      { type: 'internal_error', kind: 'noCardFields', detail: 'frames' },
    ];
    expect(all.map(payEventToAnalytics)).toEqual([
      { name: 'pay_step', str_param2: 'CARD_CVV' },
      { name: 'pay_order_requested', str_param2: 'a'.repeat(45), int_param1: 23, int_param2: 4 },
      { name: 'pay_order_created', str_param2: 'TP1767225600000', int_param1: 23 },
      { name: 'pay_order_refused', int_param1: 32120, str_param2: '20051' },
      { name: 'pay_result_shown', str_param2: '', str_param3: 'failed' },
      { name: 'pay_redirect_refused', str_param2: 'TP1', str_param3: 'https://evil.example/3ds' },
      { name: 'pay_provider_unavailable', str_param2: 'adyen' },
      { name: 'pay_cancelled', str_param2: 'TP2' },
      { name: 'pay_attempt_resumed', str_param2: 'TP3', str_param3: 'pending' },
      { name: 'pay_internal_error', str_param2: 'noCardFields', str_param3: 'frames' },
    ]);
    expect(new Set(all.map((e) => payEventName(e.type))).size).toBe(all.length);
  });

  it('leaves out what an event does not have', () => {
    expect(payEventToAnalytics({ type: 'order_refused', result: -1 })).toEqual({
      name: 'pay_order_refused',
      int_param1: -1,
    });
    expect(payEventToAnalytics({ type: 'internal_error', kind: 'noTargetUid' })).toEqual({
      name: 'pay_internal_error',
      str_param2: 'noTargetUid',
    });
  });
});
