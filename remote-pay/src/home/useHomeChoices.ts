import { useEffect, useMemo, useState } from 'react';
import { storage, useDispatch, useSelector, type AppDispatch, type RootState } from '@topup/platform';
import { DEFAULT_PAY_TYPE } from '@topup/shared/domain/payTypes';
import {
  channelsForTier,
  groupTiersByAmount,
  preselectedAmount,
  sameAmount,
  tierHighlights,
} from '@topup/shared/domain/tiers';
import { payActions, selectPay } from '../store/paySlice';
import { configureChannels } from '../tiers/channelConfig';

/**
 * The home page's derived choices: the tier highlights (recommended for new users, the remembered last
 * tier for returning ones, spec 01 §2, §3), the tier preselected when the list arrives, the channels of the
 * chosen tier, and the channel preselected among them (the last successful one, else the default type).
 */
export function useHomeChoices() {
  const dispatch = useDispatch<AppDispatch>();
  const pay = useSelector((s: RootState) => selectPay(s));
  // the amount paid last time, as it was when the page opened (choosing a tier now does not move the label)
  const [remembered] = useState(() => storage.get('lastAmount'));

  useEffect(() => {
    void dispatch(configureChannels());
  }, [dispatch, pay.pay2Uid]);

  const highlights = useMemo(
    () =>
      pay.chargeList ? tierHighlights(pay.chargeList, remembered) : { recommended: [], remembered: null },
    [pay.chargeList, remembered],
  );

  const tiers = useMemo(
    () => (pay.chargeList ? groupTiersByAmount(pay.chargeList.list) : []),
    [pay.chargeList],
  );
  const tier =
    tiers.find((t) => pay.currentAmount !== null && sameAmount(t.amount, pay.currentAmount)) ?? null;

  useEffect(() => {
    if (!pay.chargeList || tier) return;
    const amount = preselectedAmount(pay.chargeList, remembered);
    if (amount !== null) dispatch(payActions.amountChosen(amount));
  }, [dispatch, pay.chargeList, tier, remembered]);

  const channels = useMemo(
    () =>
      tier
        ? channelsForTier(tier, { thirdCardVisible: pay.thirdCardVisible, applePayType: pay.applePayType })
        : null,
    [tier, pay.thirdCardVisible, pay.applePayType],
  );

  useEffect(() => {
    if (!channels || channels.some((c) => c.subType === pay.payType)) return;
    const preferred = [pay.lastSuccessPayType, DEFAULT_PAY_TYPE];
    const pick = preferred.map((p) => channels.find((c) => c.subType === p)).find(Boolean) ?? channels[0];
    dispatch(payActions.payTypeChosen(pick?.subType ?? null));
  }, [dispatch, channels, pay.payType, pay.lastSuccessPayType]);

  return { highlights, tier, channels };
}
