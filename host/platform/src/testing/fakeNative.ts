import type { NativeBridge, RelayRequest } from '../bridge/bridge';

// The bridge's tests' fakes: a native shell that records calls (the test answers them, or not), a request,
// and a look at a promise without waiting for it.

export class FakeNative implements NativeBridge {
  readonly calls: { handler: string; data: unknown; reply: (r: unknown) => void }[] = [];
  callHandler(handler: string, data: unknown, reply: (r: unknown) => void): void {
    this.calls.push({ handler, data, reply });
  }
  last() {
    const c = this.calls.at(-1);
    if (!c) throw new Error('no call');
    return c;
  }
}

export const req: RelayRequest = {
  method: 'GET',
  url: '/api/sys/ts/',
  headers: { 'x-cli-id': 'a'.repeat(32) },
};

/** Whether `p` has settled after two turns of the microtask queue, and how. */
export async function settled<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown; done: boolean }> {
  let state: { value?: T; error?: unknown; done: boolean } = { done: false };
  p.then(
    (value) => (state = { value, done: true }),
    (error: unknown) => (state = { error, done: true }),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
}
