import { useLayoutEffect, useRef, useState } from 'react';
import { useAppDispatch, useTranslation } from '@topup/platform';
import { acceptedBrands } from '@topup/shared/domain/cardFields';
import { cardFieldTexts } from '@topup/payments/providers/cardFieldTexts';
import { providerFor } from '@topup/payments/providers/registry';
import { clearSurface, type CardSurface } from '@topup/payments/providers/surface';
import type { FieldsState } from '@topup/payments/providers/types';
import { providerUnavailable } from '../checkout/stepIntents';

export type SurfacePhase = 'loading' | 'ready' | 'unavailable';

/**
 * A card step's payment area (DESIGN §11): the channel's provider, its SDK loaded only now (after the user
 * picked the channel), its card fields mounted in a layout effect when asked for, the whole area kept in a
 * ref and destroyed in the cleanup (safe under StrictMode). The checkout draws 3-D Secure in the same area.
 */
export function useCardSurface(payType: number | null, { withFields }: { withFields: boolean }) {
  const { t } = useTranslation('pay');
  const dispatch = useAppDispatch();
  const container = useRef<HTMLDivElement>(null);
  const surface = useRef<CardSurface | null>(null);
  const [phase, setPhase] = useState<SurfacePhase>('loading');
  const [fields, setFields] = useState<FieldsState | null>(null);

  useLayoutEffect(() => {
    if (payType === null) return undefined;
    let live = true;
    const node = container.current;
    void (async () => {
      try {
        const provider = await providerFor(payType);
        await provider.load();
        if (!live || !node) return;
        const area: CardSurface = { provider, container: node, fields: null, challenge: null };
        if (withFields) {
          const instance = await provider.mountFields(node, {
            texts: cardFieldTexts(t),
            onState: setFields,
            brands: acceptedBrands(payType),
          });
          if (!live) {
            instance.destroy();
            return;
          }
          area.fields = instance;
        }
        surface.current = area;
        setPhase('ready');
      } catch {
        if (!live) return;
        dispatch(providerUnavailable(payType));
        setPhase('unavailable');
      }
    })();
    return () => {
      live = false;
      if (surface.current) clearSurface(surface.current);
      surface.current = null;
    };
  }, [payType, withFields, t, dispatch]);

  return { container, surface, phase, fields };
}
