import type { StoreServices } from '@topup/platform';
import { runProviderAction } from '../providers/actions';
import { payProviderConfig } from '../providers/config';
import type { CardSurface } from '../providers/surface';
import type { ProviderAction } from '../providers/types';

// spec 01 §4: the provider's action (3-D Secure) where the card fields were — DESIGN §11, the challenge
// mounted in the card step's payment area — awaited until the challenge gives its details. The area stays
// its step's: when the step leaves (its cleanup destroys what the area shows), the wait ends too.

export type ChallengeEnd =
  /** the details for submit_authentication_result */
  | { kind: 'details'; details: Record<string, unknown> }
  /** the provider's own page: the browser is leaving */
  | { kind: 'leaving' }
  /** a redirect that is neither this site nor a configured provider: not followed */
  | { kind: 'refused' }
  /** an action no card channel of this site takes */
  | { kind: 'unsupported' }
  /** the payment area was closed before the challenge ended */
  | { kind: 'left' };

export async function runChallenge(
  services: Pick<StoreServices, 'page' | 'payEvents'>,
  surface: CardSurface,
  { orderId, action, onError }: { orderId: string; action: ProviderAction; onError(): void },
): Promise<ChallengeEnd> {
  surface.fields?.destroy();
  surface.fields = null;
  let end: (e: ChallengeEnd) => void = () => undefined;
  const ended = new Promise<ChallengeEnd>((resolve) => {
    end = resolve;
  });
  const outcome = await runProviderAction({
    provider: surface.provider,
    container: surface.container,
    action,
    orderId,
    providerOrigins: payProviderConfig().redirectOrigins,
    services,
    callbacks: { onDetails: (details) => end({ kind: 'details', details }), onError },
  });
  if (outcome.kind !== 'inPage') return { kind: outcome.kind };
  const challenge = outcome.challenge;
  // the area's owner destroys what it shows when its step leaves: then nothing more will come
  const shown = {
    destroy() {
      challenge.destroy();
      end({ kind: 'left' });
    },
  };
  surface.challenge = shown;
  const result = await ended;
  if (surface.challenge === shown) {
    // its details came: the challenge leaves the area, which the step then renews
    surface.challenge = null;
    challenge.destroy();
  }
  return result;
}
