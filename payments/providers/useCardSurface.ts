import { useLayoutEffect, useRef, useState } from 'react';
import { acceptedBrands } from '@topup/shared/domain/cardFields';
import { cardFieldTexts, useCardTranslation } from './cardFieldTexts';
import { providerFor } from './registry';
import { clearSurface, type CardSurface } from './surface';
import type { FieldsState } from './types';

export type SurfacePhase = 'loading' | 'ready' | 'unavailable';

/**
 * A card payment area (DESIGN §11), for any page that takes a card: the channel's provider, its SDK loaded
 * only now (after the user picked the channel), its card fields mounted in a layout effect when asked for,
 * the whole area kept in a ref and destroyed in the cleanup (safe under StrictMode). 3-D Secure is drawn
 * in the same area. `onUnavailable` hears that the SDK could not be loaded (the page offers other ways).
 */
export function useCardSurface(
  payType: number | null,
  { withFields, onUnavailable }: { withFields: boolean; onUnavailable?: (payType: number) => void },
) {
  const { t } = useCardTranslation();
  const container = useRef<HTMLDivElement>(null);
  const surface = useRef<CardSurface | null>(null);
  const [phase, setPhase] = useState<SurfacePhase>('loading');
  const [fields, setFields] = useState<FieldsState | null>(null);
  // the latest callback, without remounting the fields when the page passes a new one
  const unavailable = useRef(onUnavailable);
  useLayoutEffect(() => {
    unavailable.current = onUnavailable;
  });

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
        unavailable.current?.(payType);
        setPhase('unavailable');
      }
    })();
    return () => {
      live = false;
      if (surface.current) clearSurface(surface.current);
      surface.current = null;
    };
  }, [payType, withFields, t]);

  return { container, surface, phase, fields };
}
