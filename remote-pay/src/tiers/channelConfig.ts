import type { PkgInfo } from '@topup/shared/contract';
import { isInGray, pickGrayEntry } from '@topup/shared/domain/grayRelease';
import { DEFAULT_APPLE_PAY_TYPE, normaliseApplePayType } from '@topup/shared/domain/payTypes';
import type { RepurchaseGroup } from '@topup/shared/domain/repurchase';

// spec 01 §3, spec 02 §4: what gray release turns on for the recipient. The uid judged is the recipient's
// (pay2Uid): a visitor pays without logging in, so the account being topped up is the one the whitelists
// can name. Without the package info every gray feature keeps its default (off).

/**
 * How long /pay waits for the package info before it shows the channels without it (every gray feature
 * off; they change when it arrives). The host reads it as the page starts, so it normally comes with the
 * init batch; a config call that fails or hangs through its retries (spec 02 §9: up to 5) never blocks paying.
 */
export const CHANNEL_CONFIG_WAIT_MS = 3000;

/** Names of the device's gray scores, one per test (kept in storage, spec 02 §4). */
export const GRAY_TEST = {
  adyenCard: 'adyen_card',
  applePay: 'applepay',
  repurchase: 'repurchase',
  ckoNew: 'cko_new',
} as const;

export type GrayScores = Readonly<Record<keyof typeof GRAY_TEST, number>>;

export interface ChannelConfig {
  /** The third-provider card (27): adyen_card_ratio / adyen_card_whitelist. */
  thirdCardVisible: boolean;
  /** The Apple Pay type of the recipient: applepay_gray_config, else the default (26). */
  applePayType: number;
  /**
   * spec 01 §3: the type applepay_gray_config gave the recipient when it is outside the Apple Pay group
   * (an error: applePayType is then the default), else null. The checkout reports it (spec 01 §8).
   */
  applePayTypeRefused: number | null;
  /**
   * The new card-checkout flow: cko_new_rate / cko_new_whitelist. Decided here: the new flow is the one
   * with saved cards — the card-checkout channel offers the recent card, the saved-card list and pays a
   * saved card with its CVV (display modes 2 and 3). Outside it, the card-checkout channel always takes a
   * new card (display mode 1, enter), as the flow did before cards were saved.
   */
  ckoNewFlow: boolean;
}

export function channelConfigFor(
  info: PkgInfo | null,
  uid: number | null,
  scores: GrayScores,
): ChannelConfig {
  if (!info)
    return {
      thirdCardVisible: false,
      applePayType: DEFAULT_APPLE_PAY_TYPE,
      applePayTypeRefused: null,
      ckoNewFlow: false,
    };
  const thirdCardVisible = isInGray(
    { ratio: info.adyen_card_ratio, whitelist: info.adyen_card_whitelist },
    uid,
    scores.adyenCard,
  );
  const ckoNewFlow = isInGray(
    { ratio: info.cko_new_rate, whitelist: info.cko_new_whitelist },
    uid,
    scores.ckoNew,
  );
  const entry = pickGrayEntry(info.applepay_gray_config, uid, scores.applePay);
  const applePay = normaliseApplePayType(entry?.pay_type);
  return {
    thirdCardVisible,
    applePayType: applePay.type,
    applePayTypeRefused: applePay.error ? (entry?.pay_type ?? null) : null,
    ckoNewFlow,
  };
}

/**
 * spec 01 §4, spec 02 §4 the repurchase experiment's group. The charge list's pay_group is the server's
 * assignment and decides when it names A or B; when it names neither, strategy B is in gray release by
 * percentage: the device's score against ABtest_repurchase_ratio (no whitelist in the spec), A without
 * the package info.
 */
export function repurchaseGroupFor(
  chargeList: { pay_group?: string } | null,
  info: Pick<PkgInfo, 'ABtest_repurchase_ratio'> | null,
  score: number,
): RepurchaseGroup {
  const named = chargeList?.pay_group;
  if (named === 'A' || named === 'B') return named;
  if (!info) return 'A';
  return isInGray({ ratio: info.ABtest_repurchase_ratio, whitelist: [] }, null, score) ? 'B' : 'A';
}
