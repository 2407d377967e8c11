import { useCallback, useEffect, useRef } from 'react';
import type { CardProvider, ChallengeInstance, ProviderAction } from '../providers/types';

/**
 * spec 01 §4: ChallengeShopper / IdentifyShopper / RedirectShopper go to 3-D Secure, shown in the challenge
 * area where the card fields were (DESIGN §11). The instance lives in a ref and goes with the component.
 */
export function useChallenge() {
  const instance = useRef<ChallengeInstance | null>(null);
  useEffect(() => () => instance.current?.destroy(), []);
  return useCallback(
    async (
      provider: CardProvider,
      container: HTMLElement,
      action: ProviderAction,
      onDetails: (details: Record<string, unknown>) => void,
      onError: (error: unknown) => void,
    ) => {
      if (!provider.handleAction) throw new Error(`provider ${provider.id} shows no challenge in the page`);
      instance.current?.destroy();
      instance.current = await provider.handleAction(container, action, {
        onDetails: (details) => {
          instance.current?.destroy();
          instance.current = null;
          onDetails(details);
        },
        onError,
      });
    },
    [],
  );
}
