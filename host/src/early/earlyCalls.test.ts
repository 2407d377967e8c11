import { API } from '@topup/shared/contract/paths';
import { payInitRequests } from '@topup/shared/domain/payInitBatch';
import earlyScript from '@topup/shared/domain/earlyScript.json';
import { earlyScriptOf, remoteForPath } from '@topup/shared/domain/routes';
import { loadSharedRoom } from '@topup/shared/domain/sharedRoom';
import type { KeptAnswer } from '@topup/platform/src/api/keptAnswers';
import { EARLY_PKG_INFO, earlyPkgInfoOfPage } from '@topup/platform/src/pkgInfo';

// The early script's calls are worth something only when the page's own calls are the very same
// requests. The early script and the page each run their own copy of the platform's modules over the same
// storage, as in a browser (the script's bundle and the host's), and the page's real client must take every
// answer the early script got, sending nothing itself.

type Sent = { url: string; body: string | undefined };

/** A network that answers every request with the contract's envelope, and counts what it was asked. */
function network(data: (url: string) => unknown) {
  const sent: Sent[] = [];
  const send = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as string | undefined });
    const body = JSON.stringify({ result: 0, message: '', data: data(url) });
    const response = {
      status: 200,
      headers: new Map<string, string>(),
      text: async () => body,
      clone: () => response,
    };
    return response as unknown as Response;
  });
  return { send, sent };
}

const batchAnswer = () => ({ ResultMap: {} });

/** Runs the early scripts' calls for `pathname` in a module registry of their own, as their bundle would. */
async function earlyCalls(pathname: string, data: (url: string) => unknown) {
  const kept: KeptAnswer[] = [];
  const net = network(data);
  const location = { pathname, search: '', hash: '' };
  // the script the server writes into this page (server/src/static/earlyScript.ts), if any
  const script = earlyScriptOf(remoteForPath(pathname));
  jest.isolateModules(() => {
    if (script === earlyScript.scripts.payFlow)
      jest
        .requireActual<typeof import('./payFlowCalls')>('./payFlowCalls')
        .sendPayFlowCalls(location, net.send, kept);
    if (script === earlyScript.scripts.sharePage)
      jest
        .requireActual<typeof import('./sharedRoomCalls')>('./sharedRoomCalls')
        .sendSharedRoomCalls(location, net.send, kept);
  });
  // the calls of the share page follow each other: let them all leave
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { kept, early: net.sent };
}

/** The page's own platform (services.ts), in another registry, over the early answers and a network of its own. */
function pagePlatform(kept: KeptAnswer[], data: (url: string) => unknown) {
  const net = network(data);
  (window as unknown as Record<string, unknown>).__TOPUP_EARLY__ = kept;
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = net.send as unknown as typeof fetch;
  let services!: typeof import('@topup/platform/src/services');
  let device!: typeof import('@topup/platform/src/device').device;
  jest.isolateModules(() => {
    services = jest.requireActual('@topup/platform/src/services');
    device = jest.requireActual<typeof import('@topup/platform/src/device')>(
      '@topup/platform/src/device',
    ).device;
  });
  return { services, device, sent: net.sent, restore: () => (globalThis.fetch = fetchBefore) };
}

beforeEach(() => {
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>).__TOPUP_EARLY__;
  delete (window as unknown as Record<string, unknown>)[EARLY_PKG_INFO];
});

describe("the early script's calls are the page's own", () => {
  it("/pay on a first visit: the page's init batch takes the early answer, and sends nothing", async () => {
    const { kept, early } = await earlyCalls('/pay', batchAnswer);
    expect(early.map((s) => s.url)).toEqual([API.batchRequest.path, API.config.path]);
    const page = pagePlatform(kept, batchAnswer);
    // the device ids the early script made and stored are the page's
    const requests = payInitRequests({
      recipient: null,
      history: [],
      deviceId: page.device.deviceId(),
      sessionKey: null,
    });
    await page.services.batch(requests);
    page.restore();
    expect(page.sent).toEqual([]);
    expect(kept.map((e) => e.key)).not.toContainEqual(expect.stringContaining(API.batchRequest.path));
  });

  it('/pay: the package info is asked once, by the early script, and the page takes its read (no database here)', async () => {
    const pkgInfo = { website_version: '1.0.0' };
    const answer = (url: string) =>
      url.includes(API.config.path) ? JSON.stringify({ pkgInfo }) : batchAnswer();
    const { kept, early } = await earlyCalls('/pay', answer);
    expect(early.map((s) => s.url)).toContain(API.config.path);
    // the early script's read is left in the page, for the page's reads to take without a client of their own
    expect(await earlyPkgInfoOfPage()).toEqual(pkgInfo);
    const page = pagePlatform(kept, answer);
    page.services.pkgInfo.readNow();
    expect(await page.services.pkgInfo.get()).toEqual(pkgInfo);
    page.restore();
    expect(page.sent).toEqual([]);
    // the page took the read, not the answer: no answer of the config call waits for a later read to take
    expect(kept.map((e) => e.key)).not.toContainEqual(expect.stringContaining(API.config.path));
  });

  it('/pay for a signed-in returning user: the same batch, with the session key and the remembered account', async () => {
    const user = { uid: 21000009, display_uid: 1000009, icon: '' };
    const history = [{ uid: 21000001, display_uid: 1000001, nickname: 'ليان', icon: '' }];
    localStorage.setItem('topup_ksa_login_key', 'skey-1');
    localStorage.setItem('topup_ksa_login_user', JSON.stringify(user));
    localStorage.setItem('topup_ksa_recipient_history', JSON.stringify(history));
    const { kept, early } = await earlyCalls('/pay', batchAnswer);
    expect(early[0]?.url).toBe(API.batchRequest.path);
    expect(early[0]?.body).toContain('skey-1');
    expect(early[0]?.body).toContain('"check_uid"');
    const page = pagePlatform(kept, batchAnswer);
    await page.services.batch(
      payInitRequests({
        recipient: history[0] ?? null,
        history,
        deviceId: page.device.deviceId(),
        sessionKey: 'skey-1',
      }),
    );
    page.restore();
    expect(page.sent).toEqual([]);
  });

  it('sends the page its own batch when what it asks has changed since (another key): no stale answer', async () => {
    const { kept } = await earlyCalls('/pay', batchAnswer);
    // signed in (another tab) between the early script and the host's start
    localStorage.setItem('topup_ksa_login_key', 'signed-in-since');
    const page = pagePlatform(kept, batchAnswer);
    await page.services.batch(
      payInitRequests({
        recipient: null,
        history: [],
        deviceId: page.device.deviceId(),
        sessionKey: 'signed-in-since',
      }),
    );
    page.restore();
    expect(page.sent.map((s) => s.url)).toEqual([API.batchRequest.path]);
    // the early script's answer is left untaken: stale, never shown
  });

  it("the share page: both of the room's calls, in order, each taken by the page's own", async () => {
    const room = (url: string) =>
      url.includes(API.lastJoinRoom.path) ? { room_id: 52001 } : { room_id: 52001, name: 'سهرة' };
    const { kept, early } = await earlyCalls('/share.html', room);
    expect(early.map((s) => s.url)).toEqual([API.lastJoinRoom.path, `${API.roomInfo.path}?room_id=52001`]);
    const page = pagePlatform(kept, room);
    const shown = await loadSharedRoom((path, params) => page.services.api.get(path, params), undefined);
    page.restore();
    expect(shown.data).toEqual({ room_id: 52001, name: 'سهرة' });
    expect(page.sent).toEqual([]);
  });

  it('sends nothing on a route without a head start: the server writes no script there', async () => {
    const { kept, early } = await earlyCalls('/fines', batchAnswer);
    expect(early).toEqual([]);
    expect(kept).toEqual([]);
  });
});
