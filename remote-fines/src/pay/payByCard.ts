import { API } from '@topup/shared/contract/paths';
import { PAY_TYPE_CKO_CARD } from '@topup/shared/domain/payTypes';
import { cardParams } from '@topup/payments/orders/orderParams';
import type { TokenizedCard } from '@topup/payments/providers/types';
import { fineOrder, type Fine, type PayOutcome } from './channels';

/** The card channel's payment (GET create_fine_pay), once its fields have tokenized a new card. */
export const payFineByCard = (fine: Fine, card: TokenizedCard): Promise<PayOutcome> =>
  fineOrder(API.createFinePayCard.path, fine, 'card', {
    pay_type: PAY_TYPE_CKO_CARD,
    ...cardParams(PAY_TYPE_CKO_CARD, { kind: 'new', card }),
  });
