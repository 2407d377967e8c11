import type { CardFieldsInstance, CardProvider, ChallengeInstance } from './types';

/**
 * A card step's payment area (DESIGN §11): the provider, the node its card fields are mounted in, the
 * fields themselves, and later its 3-D Secure challenge drawn in the same node. The step's view owns it
 * (mounted in a layout effect, destroyed in its cleanup) and hands it to the checkout with its events.
 */
export interface CardSurface {
  provider: CardProvider;
  container: HTMLElement;
  fields: CardFieldsInstance | null;
  challenge: ChallengeInstance | null;
}

/** Destroys whatever the area shows (fields, challenge): the step is leaving. */
export function clearSurface(surface: CardSurface): void {
  surface.fields?.destroy();
  surface.fields = null;
  surface.challenge?.destroy();
  surface.challenge = null;
}
