import { DEFAULT_RETURN_PATH, RETURN_PATHS, type CreateCoinPayExt } from '@topup/shared/contract';

/** The page the provider sends the user back to: `ext.return_path` when it is a callback page, else /pay. */
export function returnPathOf(ext: Pick<CreateCoinPayExt, 'return_path'> | undefined): string {
  const path = ext?.return_path;
  return path !== undefined && (RETURN_PATHS as readonly string[]).includes(path)
    ? path
    : DEFAULT_RETURN_PATH;
}

/**
 * spec 01 §2: the providers send the user back with zp_show=1 and the order id. Always a path of this
 * site (never an origin), so the page's redirect check allows it and it cannot lead elsewhere.
 */
export function returnUrl(order: {
  return_path: string;
  order_id: string;
  pay_type: number;
  device_id: string;
}): string {
  const path = (RETURN_PATHS as readonly string[]).includes(order.return_path)
    ? order.return_path
    : DEFAULT_RETURN_PATH;
  const query = new URLSearchParams({
    zp_show: '1',
    zp_orderid: order.order_id,
    zp_pay_sub_type: String(order.pay_type),
    zp_h5deviceid: order.device_id,
  });
  return `${path}?${query.toString()}`;
}
