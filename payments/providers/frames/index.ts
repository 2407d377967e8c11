import { loadScript } from '@topup/shared/web/loadScript';
import { ProviderUnavailableError, type CardProvider } from '../types';
import { mountFramesFields } from './FramesFields';
import { FRAMES_SCRIPT_URL, type FramesGlobal, type FramesHost } from './sdk';

// The card-checkout channel (pay type 23) on Checkout.com Frames v2. The script comes from Checkout.com's own
// host (it must, to keep card data out of this site) and only when this provider is loaded, i.e. when the user
// picks the channel. There is no handleAction: Checkout.com's 3-D Secure is a full-page redirect to the
// order's `url` (spec 01 §7), which the page follows.

export interface FramesProviderEnvironment {
  /** Where the script tag goes (tests pass their own). */
  document?: Document;
  /** Where the script defines `Frames`. */
  host?: FramesHost;
}

export function framesProvider(
  config: { publicKey: string },
  env: FramesProviderEnvironment = {},
): CardProvider {
  const doc = () => env.document ?? document;
  const framesOf = (): FramesGlobal | undefined => (env.host ?? (window as FramesHost)).Frames;
  const unavailable = (cause: unknown) => new ProviderUnavailableError('frames', { cause });

  return {
    id: 'frames',
    async load() {
      // without a key Frames would draw fields that can never tokenize: offer the other channels instead
      if (!config.publicKey) throw unavailable(new Error('no Checkout.com public key is configured'));
      try {
        await loadScript(FRAMES_SCRIPT_URL, { document: doc(), isLoaded: () => Boolean(framesOf()) });
      } catch (error) {
        throw unavailable(error);
      }
      // the script answered but did not define Frames (an error page, a blocked or altered file)
      if (!framesOf()) throw unavailable(new Error('the Frames script did not define Frames'));
    },
    async mountFields(container, options) {
      const frames = framesOf();
      if (!frames || !config.publicKey) throw unavailable(new Error('Frames is not loaded'));
      try {
        return mountFramesFields(frames, config.publicKey, container, options);
      } catch (error) {
        container.replaceChildren();
        throw unavailable(error);
      }
    },
  };
}
