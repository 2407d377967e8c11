import type { PayEvent } from '../payEvents';
import type { AnalyticsEvent } from './addEventParams';
import { bareUrl } from './monitorReport';

// spec 02 §3 (pay analytics): each event of the pay flow's bus becomes one
// add_event. The names are ours (the spec does not show them); every one starts with `pay_`. Ids the
// server made (order ids, the X-CLI-RID) are sent; a refused redirect's address is sent without its query
// and hash, which a provider may fill with tokens.

const PAY_EVENT_NAMES: Readonly<Record<PayEvent['type'], string>> = {
  step: 'pay_step',
  order_requested: 'pay_order_requested',
  order_created: 'pay_order_created',
  order_refused: 'pay_order_refused',
  result_shown: 'pay_result_shown',
  redirect_refused: 'pay_redirect_refused',
  provider_unavailable: 'pay_provider_unavailable',
  cancelled: 'pay_cancelled',
  attempt_resumed: 'pay_attempt_resumed',
  internal_error: 'pay_internal_error',
};

export function payEventName(type: PayEvent['type']): string {
  return PAY_EVENT_NAMES[type];
}

export function payEventToAnalytics(event: PayEvent): AnalyticsEvent {
  const name = payEventName(event.type);
  switch (event.type) {
    case 'step':
      return { name, str_param2: event.step };
    case 'order_requested':
      return { name, str_param2: event.rid, int_param1: event.payType, int_param2: event.rechargeId };
    case 'order_created':
      return { name, str_param2: event.orderId, int_param1: event.payType };
    case 'order_refused':
      return {
        name,
        int_param1: event.result,
        ...(event.code === undefined ? {} : { str_param2: String(event.code) }),
      };
    case 'result_shown':
      return { name, str_param2: event.orderId ?? '', str_param3: event.kind };
    case 'redirect_refused':
      return { name, str_param2: event.orderId, str_param3: bareUrl(event.url) };
    case 'provider_unavailable':
      return { name, str_param2: event.provider };
    case 'cancelled':
      return { name, str_param2: event.orderId };
    case 'attempt_resumed':
      return { name, str_param2: event.orderId ?? '', str_param3: event.status };
    case 'internal_error':
      return {
        name,
        str_param2: event.kind,
        ...(event.detail === undefined ? {} : { str_param3: event.detail }),
      };
  }
}
