import { payProviderConfig, type PayProviderConfig } from './config';
import { ProviderUnavailableError, type CardProvider, type ProviderId } from './types';

// Which provider serves a card channel (the page's configuration, config.ts), and one instance of it per provider.
// Each provider folder is its own chunk, fetched by a dynamic import when its channel is picked (DESIGN §11),
// so an SDK never reaches a page whose user pays another way.

const FACTORIES: Readonly<Record<ProviderId, (config: PayProviderConfig) => Promise<CardProvider>>> = {
  sandbox: async () =>
    (await import(/* webpackChunkName: "pay-provider-sandbox" */ './sandbox')).sandboxProvider(),
  frames: async (config) =>
    (await import(/* webpackChunkName: "pay-provider-frames" */ './frames')).framesProvider({
      publicKey: config.framesPublicKey,
    }),
  adyen: async (config) =>
    (await import(/* webpackChunkName: "pay-provider-adyen" */ './adyen')).adyenProvider({
      clientKey: config.adyenClientKey,
      environment: config.adyenEnvironment,
    }),
};

/** A pay type with no card provider (Apple Pay, the second provider's payment page). */
export class NoCardProviderError extends Error {
  override name = 'NoCardProviderError';
  constructor(readonly payType: number) {
    super(`pay type ${payType} has no card provider`);
  }
}

export interface ProviderRegistry {
  providerIdFor(payType: number): ProviderId | undefined;
  providerFor(payType: number): Promise<CardProvider>;
}

export function createProviderRegistry(config: PayProviderConfig): ProviderRegistry {
  const instances = new Map<ProviderId, Promise<CardProvider>>();
  const providerIdFor = (payType: number): ProviderId | undefined => config.byPayType[payType];
  return {
    providerIdFor,
    providerFor(payType) {
      const id = providerIdFor(payType);
      if (!id) return Promise.reject(new NoCardProviderError(payType));
      let instance = instances.get(id);
      if (!instance) {
        instance = FACTORIES[id](config).catch((error: unknown) => {
          // the provider's chunk did not arrive (offline): forget it so a retry fetches it again
          instances.delete(id);
          throw error instanceof ProviderUnavailableError
            ? error
            : new ProviderUnavailableError(id, { cause: error });
        });
        instances.set(id, instance);
      }
      return instance;
    },
  };
}

// made at the first card channel, from the page's configuration (read once the host has loaded it)
let registry: ProviderRegistry | null = null;

/** The card provider of a channel (spec 01 §3: 23 card-checkout card, 27 third-provider card). */
export function providerFor(payType: number): Promise<CardProvider> {
  registry ??= createProviderRegistry(payProviderConfig());
  return registry.providerFor(payType);
}
