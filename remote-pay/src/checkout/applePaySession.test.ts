import * as paymentsModule from '@topup/payments';
import { applePaySessionWithSdk } from './applePaySession';

jest.mock('@topup/payments', () => ({
  applePaySession: jest.fn(),
  applePaySessionWithSdk: jest.fn(),
}));

const payments = jest.mocked(paymentsModule);
const own = { name: 'safari' } as unknown as ReturnType<typeof paymentsModule.applePaySession>;
const fromSdk = { name: 'sdk' } as unknown as ReturnType<typeof paymentsModule.applePaySession>;

beforeEach(() => {
  payments.applePaySession.mockReset().mockReturnValue(null);
  payments.applePaySessionWithSdk.mockReset().mockResolvedValue(fromSdk);
});

describe('the Apple Pay session of the pay bar and the tap', () => {
  it("is the browser's own where it has one, and Apple's SDK is not loaded", async () => {
    payments.applePaySession.mockReturnValue(own);
    expect(await applePaySessionWithSdk()).toBe(own);
    expect(payments.applePaySessionWithSdk).not.toHaveBeenCalled();
  });

  it("is the SDK's elsewhere, its loader loaded on demand", async () => {
    expect(await applePaySessionWithSdk()).toBe(fromSdk);
    expect(payments.applePaySessionWithSdk).toHaveBeenCalledTimes(1);
  });

  it('is none when the SDK cannot give one', async () => {
    payments.applePaySessionWithSdk.mockResolvedValue(null);
    expect(await applePaySessionWithSdk()).toBeNull();
  });
});
