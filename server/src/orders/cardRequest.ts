import { AdyenStateData, CreateCoinPayExt, type CreateCoinPayParams } from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import type { CardKind } from '@topup/shared/domain/cardKind';
import { validateCvv } from '@topup/shared/domain/cardFields';
import { ORDER_KIND_REPURCHASE } from '@topup/shared/domain/scene';
import {
  isApplePayType,
  PAY_TYPE_CKO_CARD,
  PAY_TYPE_SECOND_CARD,
  PAY_TYPE_THIRD_CARD,
} from '@topup/shared/domain/payTypes';
import { parseRequestJson } from '../http/jsonDepth';
import { MSG } from '../http/messages';
import { parseParams } from '../http/params';
import { fail, type Outcome } from '../http/route';

// create_coin_pay's request as read before anything is looked up: its ext and the card fields of its pay type.

/** The card an order asks to pay with, as the params say it (nothing looked up yet). */
export type CardRequest =
  | { kind: 'token'; token: string }
  /** `withoutCvv`: a repurchase's card-checkout card, which must be a remembered one */
  | { kind: 'saved'; sourceId: string; needs: CardKind; withoutCvv?: boolean }
  | { kind: 'none' };

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** `ext` as the contract's object; {} when absent, undefined when unreadable. */
export function readExt(text: string | undefined): CreateCoinPayExt | undefined {
  if (!present(text)) return {};
  try {
    const parsed = parseParams(CreateCoinPayExt, parseRequestJson(text));
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

/** spec 01 §7: which card fields a pay type reads, or the 400 that their absence earns. */
export function readCardRequest(
  params: Pick<
    CreateCoinPayParams,
    'pay_type' | 'platform_data' | 'cko_token' | 'cko_source_id' | 'cko_cvv' | 'source_id'
  >,
  ext: Pick<CreateCoinPayExt, 'order_kind'> = {},
): CardRequest | Outcome<never> {
  if (params.pay_type === PAY_TYPE_CKO_CARD) {
    if (present(params.cko_source_id)) {
      // spec 01 §4: the repurchase of group B goes straight to the order with the saved card, so it comes
      // without a CVV (the card must then be remembered: resolved with the card)
      if (ext.order_kind === ORDER_KIND_REPURCHASE && !present(params.cko_cvv))
        return { kind: 'saved', sourceId: params.cko_source_id, needs: 'cko', withoutCvv: true };
      // spec 01 §5: any other saved card-checkout card is paid with its CVV, 3 or 4 digits
      if (!present(params.cko_cvv) || !validateCvv(params.cko_cvv))
        return fail(BAD_REQUEST, MSG.cvvInvalid, 400);
      return { kind: 'saved', sourceId: params.cko_source_id, needs: 'cko' };
    }
    if (present(params.cko_token)) return { kind: 'token', token: params.cko_token };
    return fail(BAD_REQUEST, MSG.cardFieldsMissing, 400);
  }
  if (params.pay_type === PAY_TYPE_THIRD_CARD) {
    let state: AdyenStateData | undefined;
    if (present(params.platform_data)) {
      try {
        const parsed = parseParams(AdyenStateData, parseRequestJson(params.platform_data));
        if (!parsed.ok) return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
        state = parsed.value;
      } catch {
        return fail(BAD_REQUEST, MSG.platformDataUnreadable, 400);
      }
    }
    const stored = present(params.source_id) ? params.source_id : state?.paymentMethod.storedPaymentMethodId;
    if (present(stored)) return { kind: 'saved', sourceId: stored, needs: 'third' };
    const token = state?.paymentMethod.encryptedCardNumber;
    if (present(token)) return { kind: 'token', token };
    return fail(BAD_REQUEST, MSG.cardFieldsMissing, 400);
  }
  if (params.pay_type === PAY_TYPE_SECOND_CARD || isApplePayType(params.pay_type)) return { kind: 'none' };
  return fail(BAD_REQUEST, MSG.payMethodUnavailable, 400);
}

export const isOutcome = (value: CardRequest | Outcome<never>): value is Outcome<never> => 'result' in value;
