import type { SavedCard } from '@topup/shared/contract';
import { PAY_TYPE_CKO_CARD, PAY_TYPE_THIRD_CARD } from '@topup/shared/domain/payTypes';
import type { TokenizedCard } from '../providers/types';

// spec 01 §7: the card fields of create_coin_pay, by the kind of card.

export type OrderCard =
  /** a new card, tokenized by the channel's provider */
  | { kind: 'new'; card: TokenizedCard }
  /** a saved card and the CVV the user typed ('' for none: the repurchase of spec 01 §4 group B) */
  | { kind: 'saved'; card: SavedCard; cvv: string }
  /** no card on this page (the second provider's hosted checkout, Apple Pay) */
  | { kind: 'none' };

/** The number as card-checkout shows it: first digits, stars, last four. */
const masked = (bin: string, last4: string) => `${bin}******${last4}`;

export function cardParams(payType: number, order: OrderCard): Record<string, string> {
  if (order.kind === 'none') return {};
  if (order.kind === 'new') {
    const c = order.card;
    if (payType === PAY_TYPE_CKO_CARD) {
      return {
        cko_card_no: masked(c.bin, c.last4),
        cko_issuer: c.issuer,
        cko_issuer_country: c.issuerCountry,
        cko_source_name: c.holderName,
        cko_token: c.token ?? '',
      };
    }
    if (payType === PAY_TYPE_THIRD_CARD) {
      // the card component's state data; in the sandbox the token stands in for the encrypted fields
      const platformData =
        c.platformData ??
        JSON.stringify({
          paymentMethod: {
            type: 'scheme',
            encryptedCardNumber: c.token,
            holderName: c.holderName,
            brand: c.scheme,
          },
        });
      return { platform_data: platformData };
    }
    return {};
  }
  const c = order.card;
  if (payType === PAY_TYPE_CKO_CARD) {
    return {
      cko_card_no: masked(c.bin, c.last4),
      // no CVV asked (a repurchase): none sent, rather than an empty one the server would refuse
      ...(order.cvv === '' ? {} : { cko_cvv: order.cvv }),
      cko_issuer_country: c.issuer_country,
      cko_source_id: c.source_id,
    };
  }
  // spec 01 §7: a saved third-provider card is named by its source id
  return { source_id: c.source_id };
}
