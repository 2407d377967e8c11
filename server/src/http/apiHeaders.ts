import type { IncomingHttpHeaders } from 'node:http';
import { EtagHeader, SessionKey } from '@topup/shared/contract';
import { HEADER } from '@topup/shared/domain/apiResult';
import { MSG } from './messages';
import { parseParams } from './params';

// spec 02 §7: every call carries the browser's device id, x-cli-id (32 lower-case hex, as the client makes
// it), and the session key when there is one (x-session-key, x-account-token). A call may come without them;
// one that is there but unreadable is a malformed call (400), never taken as none: a device id is what
// verification, orders and saved cards are bound to, a session key who is calling.

const DEVICE_ID = /^[0-9a-f]{32}$/;

export type DeviceHeader = { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'unreadable' };

export function deviceHeaderOf(headers: IncomingHttpHeaders): DeviceHeader {
  const value = headers[HEADER.deviceId];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === '') return { kind: 'none' };
  return DEVICE_ID.test(first) ? { kind: 'id', id: first } : { kind: 'unreadable' };
}

/** Headers the API reads on any call, with the schema the API document gives them. */
const READ_HEADERS = [
  [HEADER.sessionKey, SessionKey],
  [HEADER.accountToken, SessionKey],
  ['if-none-match', EtagHeader],
] as const;

/** Why the call's headers cannot be read (the Arabic message of its 400), or undefined when they can. */
export function unreadableHeader(headers: IncomingHttpHeaders): string | undefined {
  if (deviceHeaderOf(headers).kind === 'unreadable') return MSG.deviceIdInvalid;
  for (const [name, schema] of READ_HEADERS) {
    const value = headers[name];
    if (value !== undefined && !parseParams(schema, value).ok) return MSG.unreadableHead;
  }
  return undefined;
}
