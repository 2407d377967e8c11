import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@topup/router';
import { useAppDispatch, useAppSelector } from '@topup/platform';
import {
  currentStep,
  INITIAL_PAY_STEP_STATE,
  nextStep,
  pageOfStep,
  type PayStep,
} from '@topup/shared/domain/payStep';
import { selectCheckout } from '../checkout/checkoutSlice';
import { addressMoved } from '../checkout/intents';
import {
  addressWrite,
  childPageOf,
  hasCallbackParams,
  hasPageInfo,
  hashWithoutPageInfo,
  searchFor,
} from './address';

/** react-router keeps the index of the history entry: how many entries of this site are behind this one. */
const entriesBehind = (): number => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

/**
 * The address of the flow (spec 01 §2), one way: the checkout's step stack is the truth and the address
 * shows it — a step pushed adds an entry, steps popped go back, a restart replaces — and drops the
 * callback parameters once their result is read. The browser moving the address (Back, Forward, a link)
 * is an event the checkout takes (the steps follow) or refuses (leaving a payment asks first: the address
 * goes back to the step it shows).
 */
export function useCheckoutAddress(): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { steps, stepsReplace, callbackRead } = useAppSelector(selectCheckout);
  /** The stack the address shows, and the entry it was read from or written to. */
  const shown = useRef<{ stack: readonly PayStep[]; key: string } | null>(null);

  useEffect(() => {
    // the browser is already on another page (a link just left this one): nothing of it to write
    if (window.location.pathname !== location.pathname) return;
    const page = childPageOf(location.search, location.hash);
    const stepsPage = pageOfStep(currentStep(steps));
    if (shown.current === null) {
      // the page opened here: the checkout rebuilds its steps from this address (pageOpened)
      shown.current = {
        stack: nextStep(INITIAL_PAY_STEP_STATE, { type: 'GO_TO', page }).state.stack,
        key: location.key,
      };
      // a link's pageinfo (the hash) becomes the query's PayChildPage, which the steps keep from now on
      if (hasPageInfo(location.hash))
        void navigate(
          { search: searchFor(location.search, page, false), hash: hashWithoutPageInfo(location.hash) },
          { replace: true },
        );
      return;
    }
    if (shown.current.key !== location.key) {
      if (page === stepsPage) {
        shown.current = { stack: steps.stack, key: location.key };
        return;
      }
      // the browser moved through the history: the checkout takes the move, or asks and stays
      shown.current = { stack: nextStep(steps, { type: 'GO_TO', page }).state.stack, key: location.key };
      void dispatch(addressMoved(page)).then((moved) => {
        if (moved) return;
        const current = currentStep(steps);
        shown.current = { stack: steps.stack, key: location.key };
        void navigate({
          search: searchFor(window.location.search, pageOfStep(current), false),
          hash: hashWithoutPageInfo(window.location.hash),
        });
      });
      return;
    }
    // the checkout moved: the address follows
    const dropCallback = callbackRead && hasCallbackParams(location.search);
    const write = addressWrite(shown.current.stack, steps.stack, {
      replace: stepsReplace || dropCallback,
      entriesBehind: entriesBehind(),
    });
    shown.current = { stack: steps.stack, key: location.key };
    if (write.kind === 'none' && !dropCallback) return;
    if (write.kind === 'back') {
      void navigate(-write.delta);
      return;
    }
    // from the address as it is now: another replace of the same tick must not be undone
    void navigate(
      {
        search: searchFor(window.location.search, stepsPage, dropCallback),
        hash: hashWithoutPageInfo(window.location.hash),
      },
      { replace: write.kind !== 'push' },
    );
  }, [
    dispatch,
    navigate,
    location.key,
    location.pathname,
    location.search,
    location.hash,
    steps,
    stepsReplace,
    callbackRead,
  ]);
}
