import { API } from '@topup/shared/contract/paths';
import { device } from './device';
import { api, startServerClock } from './services';
import {
  createServerClock,
  serverClock,
  SERVER_TIME_ATTEMPTS,
  SERVER_TIME_RETRY_MS,
  type AskServerTime,
} from './serverTime';
import { platformServices } from './storeServices';
import { storage } from './storage';

// spec 02 §7: the server's clock from one ask of /api/sys/ts/ at start.

const HOUR = 3_600_000;
const SERVER = Date.UTC(2026, 2, 1, 10); // the server's time at the ask (a whole second)

/** A device clock the test moves, `behind` ms behind the server's. */
function deviceClock(behind: number) {
  let t = SERVER - behind;
  return { now: () => t, move: (ms: number) => void (t += ms) };
}

const answer = (ts: number): ReturnType<AskServerTime> => Promise.resolve({ result: 0, data: { ts } });
const failed = (): ReturnType<AskServerTime> => Promise.resolve({ result: -2, data: undefined });

describe('the server clock', () => {
  it('adds the measured offset to the device clock, so moving that clock later moves it equally', async () => {
    const clock = deviceClock(HOUR);
    const server = createServerClock({ deviceNow: clock.now });
    expect(server.now()).toBe(SERVER - HOUR); // the device's clock until the answer
    await server.measure(() => answer(SERVER / 1000));
    expect(server.offsetMs()).toBe(HOUR + 500); // the middle of the answer's second
    expect(server.now()).toBe(SERVER + 500);
    clock.move(25_000);
    expect(server.now()).toBe(SERVER + 25_500);
  });

  it('keeps the device clock when it is right within what a whole-second answer can tell', async () => {
    const clock = deviceClock(0);
    const server = createServerClock({ deviceNow: clock.now });
    await server.measure(() => answer(SERVER / 1000));
    expect(server.offsetMs()).toBe(0);
    expect(server.now()).toBe(SERVER);
  });

  it('retries a failed ask twice, a second apart, then keeps offset 0', async () => {
    const wait = jest.fn(async () => undefined);
    const ask = jest
      .fn<ReturnType<AskServerTime>, []>()
      .mockImplementationOnce(failed)
      .mockImplementationOnce(() => Promise.reject(new Error('bridge')))
      .mockImplementationOnce(() => Promise.resolve({ result: 0, data: undefined }));
    const server = createServerClock({ deviceNow: deviceClock(HOUR).now, wait });
    expect(await server.measure(ask)).toBe(0);
    expect(ask).toHaveBeenCalledTimes(SERVER_TIME_ATTEMPTS);
    expect(SERVER_TIME_ATTEMPTS).toBe(3);
    expect(wait.mock.calls).toEqual([[SERVER_TIME_RETRY_MS], [SERVER_TIME_RETRY_MS]]);
    expect(server.now()).toBe(SERVER - HOUR);
  });

  it('adopts the answer of a retry', async () => {
    const ask = jest.fn<ReturnType<AskServerTime>, []>().mockImplementationOnce(failed);
    ask.mockImplementation(() => answer(SERVER / 1000));
    const server = createServerClock({ deviceNow: deviceClock(HOUR).now, wait: async () => undefined });
    expect(await server.measure(ask)).toBe(HOUR + 500);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('lets listeners know when the offset changes, and only then', async () => {
    const clock = deviceClock(HOUR);
    const server = createServerClock({ deviceNow: clock.now, wait: async () => undefined });
    const heard = jest.fn();
    const stop = server.onOffsetChange(heard);
    await server.measure(() => answer(SERVER / 1000));
    await server.measure(() => answer(SERVER / 1000)); // the same offset again
    expect(heard.mock.calls).toEqual([[HOUR + 500]]);
    await server.measure(failed); // an ask that fails keeps the offset it had
    expect(server.offsetMs()).toBe(HOUR + 500);
    stop();
    await server.measure(() => answer(SERVER / 1000 + 60));
    expect(server.offsetMs()).toBe(HOUR + 60_500);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('the page runs on the server clock', () => {
  // the platform's own clock, set as a device an hour behind would see it
  const setBehind = (behind: number) =>
    serverClock.measure(() => answer(Math.floor((Date.now() + behind) / 1000)));

  afterEach(async () => {
    jest.restoreAllMocks();
    await setBehind(0);
    expect(serverClock.offsetMs()).toBe(0);
  });

  it('asks GET /api/sys/ts/ once at start for every caller', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ result: 0, message: '', data: { ts: 1 } });
    jest.spyOn(serverClock, 'measure').mockImplementation(async (ask) => {
      await ask();
      return 0;
    });
    await Promise.all([startServerClock(), startServerClock()]);
    await startServerClock();
    expect(get.mock.calls).toEqual([[API.serverTime.path]]);
  });

  it("gives the store's now() the server's time", async () => {
    await setBehind(HOUR);
    expect(Math.abs(platformServices.now() - (Date.now() + HOUR))).toBeLessThan(1000);
  });

  it("ages the page view id on the server's time: a device clock an hour behind does not renew it", async () => {
    await setBehind(HOUR);
    const created = serverClock.now() - 10 * 60 * 1000; // ten minutes ago, on the server's clock
    const id = `h5-${device.deviceId()}-${created}`;
    storage.set('pageViewId', id);
    storage.set('pviRefreshAt', created);
    expect(device.pageViewId()).toBe(id); // on the device's clock it was made 50 minutes from now
    storage.set('pviRefreshAt', serverClock.now() - 21 * 60 * 1000);
    const renewed = device.pageViewId();
    expect(renewed).not.toBe(id);
    expect(Math.abs(storage.get('pviRefreshAt')! - serverClock.now())).toBeLessThan(1000);
  });
});
