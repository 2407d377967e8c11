import { addAppListener } from '@topup/platform';
import { selectChannelConfig } from '../tiers/tiersSlice';
import { internalError } from './internalError';

/**
 * spec 01 §3, §8: an Apple Pay type outside its group (applepay_gray_config) is an error: the channel falls
 * back to the default type (tiers/channelConfig.ts), and the error is logged and reported as the internal
 * errors are, once each time the recipient's configuration names another such type.
 */
export const applePayTypeListener = addAppListener({
  predicate: (_action, now, before) =>
    selectChannelConfig(now).applePayTypeRefused !== selectChannelConfig(before).applePayTypeRefused,
  effect: (_action, api) => {
    const refused = selectChannelConfig(api.getState()).applePayTypeRefused;
    if (refused !== null)
      api.dispatch(internalError('applePayTypeInvalid', `applepay_gray_config pay_type ${refused}`));
  },
});
