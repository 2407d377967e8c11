import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, overlays, serverClock, serverNow, storage } from '@topup/platform';
import { PlatformProvider } from '@topup/platform/src/hostSide';
import type { UserLookup } from '@topup/shared/contract';
import errors from '@topup/shared/i18n/ar/errors.json';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import { laterTexts } from '../i18n';
import { VerifyCodeDialog } from './VerifyCodeDialog';

// the dialog is a lazily loaded part: its texts come with it (withLaterTexts), as here
beforeAll(() => laterTexts());

const SEND = '/api/third_party_pay/send_verify_code/';
const CHECK = '/api/third_party_pay/check_verify_code/';
const user: UserLookup = {
  uid: 21000011,
  display_uid: 1000011,
  nickname: 'نورة',
  icon: '/a.svg',
  is_guest: 0,
  source: 1,
  status: 0,
};

/** api.get answering the send with 0 and the check with `checkResult`. */
function spyApi(checkResult = 0) {
  return jest.spyOn(api, 'get').mockImplementation((path: string) =>
    Promise.resolve({
      result: path === CHECK ? checkResult : 0,
      message: path === CHECK && checkResult !== 0 ? 'server text' : '',
      data: undefined as never,
    }),
  );
}

async function openDialog() {
  render(
    <PlatformProvider>
      <VerifyCodeDialog user={user} onClose={jest.fn()} onVerified={jest.fn()} />
    </PlatformProvider>,
  );
  await act(async () => undefined); // the automatic send's answer
}

async function enterCode(code = '1234') {
  fireEvent.change(screen.getByLabelText('الرقم 1 من 4'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: pay.verify.confirm }));
  await act(async () => undefined);
}

const sends = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([path]) => path === SEND).map(([, params]) => params as Record<string, unknown>);

beforeEach(() => storage.remove('codeCountdownAt'));
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('sending the code (spec 01 §4, §7 is_auto)', () => {
  it('sends is_auto=1 as the popup opens, and is_auto=0 from the resend button after 60 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const get = spyApi();
    await openDialog();
    expect(sends(get)).toEqual([{ uid: '21000011', is_auto: 1 }]);

    const resend = screen.getByTestId('resend');
    expect(resend.hasAttribute('disabled')).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(resend.hasAttribute('disabled')).toBe(false);
    fireEvent.click(resend);
    await act(async () => undefined);
    expect(sends(get)).toEqual([
      { uid: '21000011', is_auto: 1 },
      { uid: '21000011', is_auto: 0 },
    ]);
  });

  it('closes at once, the account chosen, when the server already knows this device for it', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({
      result: 0,
      message: '',
      data: { resend_after_s: 60, expires_in_s: 600, verified: 1 } as never,
    });
    const onClose = jest.fn();
    const onVerified = jest.fn();
    render(
      <PlatformProvider>
        <VerifyCodeDialog user={user} onClose={onClose} onVerified={onVerified} />
      </PlatformProvider>,
    );
    await act(async () => undefined);
    expect(onVerified).toHaveBeenCalledWith(user);
    expect(onClose).toHaveBeenCalled();
    expect(storage.get('lastVerifiedUid')).toBe(String(user.uid));
    expect(storage.get('codeCountdownAt')).toBeNull(); // no code went out: no countdown
  });

  it('sends nothing by itself when a code went out less than 60 s ago', async () => {
    storage.set('codeCountdownAt', { at: Date.now() - 10_000, uid: user.uid });
    const get = spyApi();
    await openDialog();
    expect(sends(get)).toEqual([]);
  });
});

describe('the countdown on the server clock', () => {
  const setBehind = (behind: number) =>
    serverClock.measure(() =>
      Promise.resolve({ result: 0, data: { ts: Math.floor((Date.now() + behind) / 1000) } }),
    );
  afterEach(() => setBehind(0));

  it('counts down from the send on the server clock when the device clock is an hour behind', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00.500Z') });
    await setBehind(3_600_000);
    storage.set('codeCountdownAt', { at: serverNow() - 10_000, uid: user.uid });
    const get = spyApi();
    await openDialog();
    expect(sends(get)).toEqual([]);
    const resend = screen.getByTestId('resend');
    expect(resend.textContent).toBe(pay.verify.resendIn.replace('{{seconds}}', '50'));
    await act(async () => {
      jest.advanceTimersByTime(50_000);
    });
    expect(resend.hasAttribute('disabled')).toBe(false);
  });
});

describe('a refused send (spec 01 §8)', () => {
  it('32120 says web top-up is unavailable for the account, with the lookup refusal text', async () => {
    jest
      .spyOn(api, 'get')
      .mockResolvedValue({ result: 32120, message: 'server text', data: undefined as never });
    await openDialog();
    expect(screen.getByRole('alert').textContent).toBe(pay.refusal.webUnavailable);
  });

  it("32127, the account's codes of the hour: too many attempts, not the server's text", async () => {
    jest.spyOn(api, 'get').mockResolvedValue({
      result: 32127,
      message: 'server text',
      data: { retry_after_s: 1200 } as never,
    });
    await openDialog();
    expect(screen.getByRole('alert').textContent).toBe(pay.verify.tooMany);
  });
});

describe('a refused code check (spec 01 §8)', () => {
  it('32122: wrong code, the boxes clear and say so, no toast', async () => {
    spyApi(32122);
    const toast = jest.spyOn(overlays, 'toast');
    await openDialog();
    await enterCode();
    expect(screen.getByRole('alert').textContent).toBe(pay.verify.wrong);
    expect((screen.getByLabelText('الرقم 1 من 4') as HTMLInputElement).value).toBe('');
    expect(toast).not.toHaveBeenCalled();
  });

  it('32120: web top-up is unavailable for the account, use the app (the lookup refusal text)', async () => {
    spyApi(32120);
    const toast = jest.spyOn(overlays, 'toast');
    await openDialog();
    await enterCode();
    expect(toast).toHaveBeenCalledWith(pay.refusal.webUnavailable);
  });

  it.each([32121, 32124, 32125, 32127])('%i and any other verify error: too many attempts', async (code) => {
    spyApi(code);
    const toast = jest.spyOn(overlays, 'toast');
    await openDialog();
    await enterCode();
    expect(toast).toHaveBeenCalledWith(pay.verify.tooMany);
  });

  it('a timeout is not an attempt: its own text', async () => {
    spyApi(-1);
    const toast = jest.spyOn(overlays, 'toast');
    await openDialog();
    await enterCode();
    expect(toast).toHaveBeenCalledWith(errors.client.timeout);
  });
});
