import { PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import { cardParams } from '../orders/orderParams';
import type { TokenizedCard } from '../providers/types';
import type { FineToPay } from './fineAttempt';
import { payFineOrder, type FinePayOutcome, type FineServices } from './fineOrder';

// spec 02 §4: the fine paid by card — a new card tokenized by the card-checkout channel's provider (23),
// sent as create_coin_pay sends it; the gateway charges it as a coin order (declines, 3-D Secure's page,
// or back to /fines paid). Its own module, so the card's code travels with the card's fields (lazy).

export function payFineWithCard(
  services: FineServices,
  fine: FineToPay,
  card: TokenizedCard,
): Promise<FinePayOutcome> {
  return payFineOrder(services, {
    fine,
    channel: 'card',
    channelParams: { pay_type: PAY_TYPE_CKO_CARD, ...cardParams(PAY_TYPE_CKO_CARD, { kind: 'new', card }) },
  });
}
