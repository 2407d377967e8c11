import type { CreateCoinPayExt } from '@topup/shared/contract';
import { returnPathOf as returnPathFor } from '@topup/shared/domain/returnPath';

/** The page the provider sends the user back to: `ext.return_path` when it is a callback page, else /pay. */
export function returnPathOf(ext: Pick<CreateCoinPayExt, 'return_path'> | undefined): string {
  return returnPathFor(ext?.return_path);
}

/**
 * spec 01 §2: the providers send the user back with zp_show=1 and the order id; a fine's payer goes back to
 * the fine page with the account and the order (spec 02 §4, shared/domain/fineReturn.ts, kept as the
 * order's return path when it was made). Always a path of this site (never an origin), so the page's
 * redirect check allows it and it cannot lead elsewhere.
 */
export function returnUrl(order: {
  return_path: string;
  order_id: string;
  pay_type: number;
  device_id: string;
  payable?: 'coin' | 'fine';
}): string {
  if (order.payable === 'fine') return order.return_path;
  const path = returnPathFor(order.return_path);
  const query = new URLSearchParams({
    zp_show: '1',
    zp_orderid: order.order_id,
    zp_pay_sub_type: String(order.pay_type),
    zp_h5deviceid: order.device_id,
  });
  return `${path}?${query.toString()}`;
}
