import { grayScore, pkgInfo } from '@topup/platform';
import type { PkgInfo } from '@topup/shared/contract';
import { isInGray, pickGrayEntry } from '@topup/shared/domain/grayRelease';
import { DEFAULT_APPLE_PAY_TYPE, normaliseApplePayType } from '@topup/shared/domain/payTypes';
import { payActions, selectPay } from '../store/paySlice';
import type { PayThunk } from '../store/thunk';

// spec 01 §3, spec 02 §4: which channels a tier shows depends on gray release. The uid judged is the
// recipient's (pay2Uid): a visitor pays without logging in, so the account being topped up is the one
// the whitelists can name.

/** Names of the device's gray scores, one per test. */
export const GRAY_TEST = { adyenCard: 'adyen_card', applePay: 'applepay' } as const;

export interface ChannelConfig {
  thirdCardVisible: boolean;
  applePayType: number;
}

export function channelConfigFor(
  info: PkgInfo | null,
  uid: number | null,
  score: (test: string) => number,
): ChannelConfig {
  if (!info) return { thirdCardVisible: false, applePayType: DEFAULT_APPLE_PAY_TYPE };
  const thirdCardVisible = isInGray(
    { ratio: info.adyen_card_ratio, whitelist: info.adyen_card_whitelist },
    uid,
    score(GRAY_TEST.adyenCard),
  );
  const entry = pickGrayEntry(info.applepay_gray_config, uid, score(GRAY_TEST.applePay));
  return { thirdCardVisible, applePayType: normaliseApplePayType(entry?.pay_type).type };
}

/** Re-judges the channels for the current recipient once the package info is read. */
export function configureChannels(): PayThunk {
  return async (dispatch, getState) => {
    const info = await pkgInfo.get();
    const uid = selectPay(getState()).pay2Uid;
    dispatch(payActions.channelConfigured(channelConfigFor(info, uid, grayScore)));
  };
}
