import {
  HEARTBEAT_MS,
  readEnvelope,
  reconnectWait,
  ROOM_MSG,
  roomMessageData,
  RECONNECT_WAITS_MS,
  SILENCE_TIMEOUT_MS,
} from '@topup/shared/domain/room/socketRules';
import type { RoomProblem } from './roomProblems';

// spec 02 §4, §7, §9: the live-room socket client — JSON envelopes { msg_id, seq, body }, listeners keyed
// by msg_id, a heartbeat every 15 s, silence past 121 s closed as a time-out, reconnection after the waits
// of socketRules.ts and the network-failure callback after the 8th failed try, a move when the server
// names a new address (10072). A message that does not parse, or a room message whose result is not 0,
// is reported and dropped; the socket's error, the silence and the tries spent are reported too
// (roomProblems.ts records them).

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type RoomSocketStatus = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

export interface RoomSocketOptions {
  url: string;
  open(url: string): SocketLike;
  onStatus?(status: RoomSocketStatus): void;
  /** spec 02 §9: every try failed */
  onNetworkFailure?(): void;
  report?(problem: RoomProblem): void;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (timer: unknown) => void;
}

export interface RoomSocket {
  on(msgId: number, listener: (data: unknown) => void): () => void;
  send(msgId: number, body: unknown): void;
  close(): void;
}

export function createRoomSocket(options: RoomSocketOptions): RoomSocket {
  const later = options.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const report = options.report ?? (() => undefined);
  const listeners = new Map<number, Set<(data: unknown) => void>>();
  let url = options.url;
  let socket: SocketLike | null = null;
  let seq = 0;
  let tries = 0;
  let closed = false;
  let beat: unknown = null;
  let silence: unknown = null;
  let retry: unknown = null;

  const status = (s: RoomSocketStatus) => options.onStatus?.(s);
  const stopTimers = () => {
    for (const t of [beat, silence, retry]) if (t !== null) cancel(t);
    beat = silence = retry = null;
  };
  const sendRaw = (msgId: number, body: unknown) => {
    seq += 1;
    socket?.send(JSON.stringify({ msg_id: msgId, seq, body }));
  };
  const heartbeat = () => {
    beat = later(() => {
      sendRaw(ROOM_MSG.HEARTBEAT, {});
      heartbeat();
    }, HEARTBEAT_MS);
  };
  const heard = () => {
    if (silence !== null) cancel(silence);
    silence = later(() => {
      report({ kind: 'timeout', detail: `nothing heard for ${SILENCE_TIMEOUT_MS} ms, closed as a time-out` });
      drop();
    }, SILENCE_TIMEOUT_MS);
  };

  /** The connection is gone (closed by the server, an error, silence): the next try, or the failure. */
  const drop = () => {
    const old = socket;
    socket = null;
    stopTimers();
    if (old) {
      old.onopen = old.onmessage = old.onclose = old.onerror = null;
      try {
        old.close(4000, 'timeout');
      } catch {
        // already closed
      }
    }
    if (closed) return;
    tries += 1;
    const wait = reconnectWait(tries);
    if (wait === null) {
      report({ kind: 'failed', detail: `no connection after ${RECONNECT_WAITS_MS.length} tries` });
      status('failed');
      options.onNetworkFailure?.();
      return;
    }
    status('reconnecting');
    retry = later(() => {
      retry = null;
      connect();
    }, wait);
  };

  const deliver = (text: unknown) => {
    heard();
    const envelope = typeof text === 'string' ? readEnvelope(text) : null;
    if (!envelope) {
      report({ kind: 'dropped', detail: 'a message that is not an envelope' });
      return;
    }
    const read = roomMessageData(envelope.body);
    if (!read.ok) {
      report({ kind: 'dropped', detail: `message ${envelope.msg_id}: ${read.reason}` });
      return;
    }
    if (envelope.msg_id === ROOM_MSG.CHANGE_SOCKET_URL) {
      const next = (read.data as { url?: unknown } | null)?.url;
      if (typeof next === 'string' && /^wss?:\/\//.test(next)) {
        url = next;
        tries = 0;
        drop();
        return;
      }
    }
    listeners.get(envelope.msg_id)?.forEach((l) => l(read.data));
  };

  const connect = () => {
    status(tries === 0 ? 'connecting' : 'reconnecting');
    let s: SocketLike;
    try {
      s = options.open(url);
    } catch (error) {
      // an address the browser refuses (a bad URL, the page's policy): an error like the socket's own
      report({ kind: 'error', detail: `the socket could not open: ${String(error)}` });
      drop();
      return;
    }
    socket = s;
    s.onopen = () => {
      tries = 0;
      status('open');
      heartbeat();
      heard();
    };
    s.onmessage = (event) => deliver(event.data);
    s.onclose = () => drop();
    // spec 02 §8: the socket's error is recorded, then the connection is tried again (the browser's error
    // event says nothing more; its close event, which follows, finds the handlers gone)
    s.onerror = () => {
      report({ kind: 'error', detail: `the socket failed (try ${tries + 1})` });
      drop();
    };
  };

  connect();
  return {
    on(msgId, listener) {
      if (!listeners.has(msgId)) listeners.set(msgId, new Set());
      const set = listeners.get(msgId) as Set<(data: unknown) => void>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    send: sendRaw,
    close() {
      closed = true;
      stopTimers();
      const s = socket;
      socket = null;
      s?.close(1000, 'done');
      status('closed');
    },
  };
}
