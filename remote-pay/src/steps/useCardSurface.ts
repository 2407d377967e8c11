import { useCallback } from 'react';
import { useAppDispatch } from '@topup/platform';
import { useCardSurface as usePaymentsCardSurface } from '@topup/payments';
import { providerUnavailable } from '../checkout/stepIntents';

/** Where the payment area is: its provider loading, ready, or unavailable. */
export type SurfacePhase = ReturnType<typeof usePaymentsCardSurface>['phase'];

/**
 * A card step's payment area: the payments package's card surface, whose unavailable SDK the checkout
 * hears about (it then offers the other channels).
 */
export function useCardSurface(payType: number | null, { withFields }: { withFields: boolean }) {
  const dispatch = useAppDispatch();
  const onUnavailable = useCallback((type: number) => void dispatch(providerUnavailable(type)), [dispatch]);
  return usePaymentsCardSurface(payType, { withFields, onUnavailable });
}
