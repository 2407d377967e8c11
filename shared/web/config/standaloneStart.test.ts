import { sandboxConfig } from '../../config/sandbox';
import { startStandalone } from './standaloneStart';

// A remote's page on its own starts only with a usable configuration, as the host's does.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete globalThis.__TOPUP_CONFIG__;
  jest.restoreAllMocks();
});

describe("a remote's standalone start", () => {
  it('starts the page once the configuration is usable', async () => {
    globalThis.__TOPUP_CONFIG__ = sandboxConfig('http://localhost:8787');
    const bootstrap = jest.fn(async () => undefined);
    startStandalone(bootstrap);
    await settle();
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  it('does not start a page whose configuration is unusable, and says why', async () => {
    globalThis.__TOPUP_CONFIG__ = { api: {} } as never;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bootstrap = jest.fn(async () => undefined);
    startStandalone(bootstrap);
    await settle();
    expect(bootstrap).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('configuration: pay: missing');
  });
});
