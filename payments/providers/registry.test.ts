import type { PayProviderConfig } from './config';
import { ProviderUnavailableError, type CardProvider, type ProviderId } from './types';

// The provider folders are replaced: the registry's job is which folder, with which configuration, once.
const fake = (id: ProviderId): CardProvider => ({
  id,
  load: () => Promise.resolve(),
  mountFields: () => Promise.reject(new Error('not in this test')),
});

jest.mock('./sandbox', () => ({ sandboxProvider: jest.fn(() => fake('sandbox')) }));
jest.mock('./frames', () => ({ framesProvider: jest.fn(() => fake('frames')) }));
jest.mock('./adyen', () => ({ adyenProvider: jest.fn(() => fake('adyen')) }));

import { sandboxProvider } from './sandbox';
import { framesProvider } from './frames';
import { adyenProvider } from './adyen';
import { createProviderRegistry, NoCardProviderError } from './registry';

const config: PayProviderConfig = {
  byPayType: { 23: 'frames', 27: 'adyen', 99: 'sandbox' },
  framesPublicKey: 'pk_sbox_abc',
  adyenClientKey: 'live_XYZ',
  adyenEnvironment: 'live',
  redirectOrigins: [],
  applePayDomains: [],
};

beforeEach(() => jest.clearAllMocks());

describe('the provider registry', () => {
  it('maps each card pay type to its configured provider, with its keys', async () => {
    const registry = createProviderRegistry(config);
    await expect(registry.providerFor(23)).resolves.toMatchObject({ id: 'frames' });
    expect(framesProvider).toHaveBeenCalledWith({ publicKey: 'pk_sbox_abc' });
    await expect(registry.providerFor(27)).resolves.toMatchObject({ id: 'adyen' });
    expect(adyenProvider).toHaveBeenCalledWith({ clientKey: 'live_XYZ', environment: 'live' });
    await expect(registry.providerFor(99)).resolves.toMatchObject({ id: 'sandbox' });
    expect(sandboxProvider).toHaveBeenCalledTimes(1);
  });

  it('keeps one instance per provider', async () => {
    const registry = createProviderRegistry({ ...config, byPayType: { 23: 'sandbox', 27: 'sandbox' } });
    const first = await registry.providerFor(23);
    expect(await registry.providerFor(27)).toBe(first);
    expect(await registry.providerFor(23)).toBe(first);
    expect(sandboxProvider).toHaveBeenCalledTimes(1);
  });

  it('refuses a pay type with no card provider (Apple Pay 26)', async () => {
    const registry = createProviderRegistry(config);
    expect(registry.providerIdFor(26)).toBeUndefined();
    await expect(registry.providerFor(26)).rejects.toBeInstanceOf(NoCardProviderError);
  });

  it('turns a provider that cannot be created into ProviderUnavailableError, and tries again later', async () => {
    jest.mocked(framesProvider).mockImplementationOnce(() => {
      throw new Error('ChunkLoadError');
    });
    const registry = createProviderRegistry(config);
    await expect(registry.providerFor(23)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(registry.providerFor(23)).resolves.toMatchObject({ id: 'frames' });
  });
});
