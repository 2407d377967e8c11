import { createTestStore } from '@topup/platform/src/testing/testStore';
import { callSettled, callStarted } from '@topup/platform/src/calls/callsSlice';
import { fillCall } from '@topup/platform';
import { PKG_INFO, showListed } from '../checkout/checkoutTestKit';
import { selectPayTarget } from '../checkout/selectors';
import { pkgInfoCall } from './calls';
import { selectChannelConfigKnown, selectChannels, selectHomeReady, tiersActions } from './tiersSlice';

// With the init batch answered as the page starts, the tiers can show before the package info
// that decides the gray-released channels (the new card flow with the saved cards, the third card, the Apple
// Pay type). The channels, and so the pay button, wait for it — not longer than the page's wait.

function listed() {
  const { store } = createTestStore();
  showListed(store, { lastAmount: 4.99, pkgInfo: false });
  return store;
}

const PKG_INFO_KEY = pkgInfoCall.key({});

describe('the channels wait for the package info', () => {
  it('shows no channel, so nothing to pay, while the package info is on its way', () => {
    const store = listed();
    store.dispatch(callStarted(PKG_INFO_KEY));
    expect(selectChannelConfigKnown(store.getState())).toBe(false);
    expect(selectChannels(store.getState())).toBeNull();
    expect(selectPayTarget(store.getState())).toBeNull();
    expect(selectHomeReady(store.getState())).toBe(false); // not content-ready: the channels are missing
  });

  it('shows the channels it decides once it has come (the third card in its gray release)', () => {
    const store = listed();
    store.dispatch(callStarted(PKG_INFO_KEY));
    store.dispatch(fillCall(pkgInfoCall, {}, PKG_INFO));
    expect(selectChannelConfigKnown(store.getState())).toBe(true);
    expect(selectChannels(store.getState())?.map((c) => c.subType)).toContain(27);
    expect(selectPayTarget(store.getState())).not.toBeNull();
    expect(selectHomeReady(store.getState())).toBe(true);
  });

  it('shows the channels without it when it could not be had (every gray feature off)', () => {
    const store = listed();
    store.dispatch(callStarted(PKG_INFO_KEY));
    store.dispatch(
      callSettled({ key: PKG_INFO_KEY, answer: { result: -2, message: 'no package info', data: undefined } }),
    );
    expect(selectChannels(store.getState())?.map((c) => c.subType)).not.toContain(27);
    expect(selectPayTarget(store.getState())).not.toBeNull();
  });

  it('shows the channels without it once the page has waited as long as it does', () => {
    const store = listed();
    store.dispatch(callStarted(PKG_INFO_KEY));
    store.dispatch(tiersActions.configWaitEnded());
    expect(selectChannels(store.getState())).not.toBeNull();
    expect(selectPayTarget(store.getState())).not.toBeNull();
  });

  it('keeps the channels shown while the package info is asked again', () => {
    const store = listed();
    store.dispatch(fillCall(pkgInfoCall, {}, PKG_INFO));
    store.dispatch(callStarted(PKG_INFO_KEY));
    expect(selectChannels(store.getState())).not.toBeNull();
  });
});
