import { Type, type Static } from '@sinclair/typebox';
import { DeviceId, DigitString, Flag, UnixSeconds } from './envelope';
import { OrderId, OrderStatus } from './order';
import { VerifyCode } from './verify';

// Test-mode helpers of the contract server (like the fault switch): they exist only on an instance
// started in test mode, so browser tests can log in, read a verification code and start over.

/** POST: a session for an account, without a password. */
export const TEST_SESSION_PATH = '/__test/session';
export const TestSessionParams = Type.Object({ display_uid: DigitString });
export type TestSessionParams = Static<typeof TestSessionParams>;
export const TestSession = Type.Object({ session_key: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type TestSession = Static<typeof TestSession>;

/** POST: a login ticket for an account, as the app puts one in the page's URL (`ticket`). */
export const TEST_TICKET_PATH = '/__test/ticket';
export const TestTicketParams = Type.Object({ display_uid: DigitString });
export type TestTicketParams = Static<typeof TestTicketParams>;
export const TestTicket = Type.Object({ ticket: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
export type TestTicket = Static<typeof TestTicket>;

/** GET: an account's in-app inbox, latest first; `uid` is the display or the internal id. */
export const TEST_INBOX_PATH = '/__test/inbox';
export const TestInboxParams = Type.Object({ uid: DigitString });
export type TestInboxParams = Static<typeof TestInboxParams>;
export const InboxMessage = Type.Object({
  body: Type.String(),
  /** The 4 digits of the body, null when it has none. */
  code: Type.Union([VerifyCode, Type.Null()]),
  created_at: UnixSeconds,
});
export type InboxMessage = Static<typeof InboxMessage>;
export const TestInbox = Type.Object({ messages: Type.Array(InboxMessage) });
export type TestInbox = Static<typeof TestInbox>;

/**
 * POST: forgets verification codes, resend timers and verified devices of one account (display or
 * internal id), or of every account when `uid` is absent.
 */
export const TEST_VERIFY_RESET_PATH = '/__test/verify/reset';
export const TestVerifyResetParams = Type.Object({ uid: Type.Optional(DigitString) });
export type TestVerifyResetParams = Static<typeof TestVerifyResetParams>;
export const TestVerifyReset = Type.Object({
  /** Code rows removed (each holds a code and its resend timer). */
  codes: Type.Integer({ minimum: 0 }),
  /** Verified (device, account) pairs removed. */
  verified: Type.Integer({ minimum: 0 }),
});
export type TestVerifyReset = Static<typeof TestVerifyReset>;

/**
 * GET: orders, latest first, filtered by device, X-CLI-RID and recipient (display or internal id), with
 * whether each was credited, so a browser test can assert "one order, credited once".
 */
export const TEST_ORDERS_PATH = '/__test/orders';
export const TestOrdersParams = Type.Object({
  device: Type.Optional(DeviceId),
  rid: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  uid: Type.Optional(DigitString),
});
export type TestOrdersParams = Static<typeof TestOrdersParams>;
export const TestOrder = Type.Object({
  order_id: OrderId,
  status: OrderStatus,
  /** 1 once the diamonds were credited; never more than one credit per order. */
  credited: Flag,
  device_id: Type.String(),
  client_rid: Type.String(),
  /** The recipient's internal id. */
  uid: Type.Integer(),
  pay_type: Type.Integer(),
  recharge_id: Type.Integer(),
  /** USD. */
  amount: Type.Number(),
  coins: Type.Integer(),
  err_code: Type.String(),
  source_id: Type.String(),
  created_at: UnixSeconds,
});
export type TestOrder = Static<typeof TestOrder>;
export const TestOrders = Type.Object({
  orders: Type.Array(TestOrder),
  count: Type.Integer({ minimum: 0 }),
  /** Credits of the listed orders. */
  credits: Type.Integer({ minimum: 0 }),
});
export type TestOrders = Static<typeof TestOrders>;

/**
 * POST: removes the orders, credits, card tokens and saved cards tests made, on one device or on all,
 * takes back what the credits added (recharge counts, recharge records), and puts the seeded cards back
 * as seeded.
 */
export const TEST_ORDERS_RESET_PATH = '/__test/orders/reset';
export const TestOrdersResetParams = Type.Object({ device: Type.Optional(DeviceId) });
export type TestOrdersResetParams = Static<typeof TestOrdersResetParams>;
export const TestOrdersReset = Type.Object({
  orders: Type.Integer({ minimum: 0 }),
  credits: Type.Integer({ minimum: 0 }),
  cards: Type.Integer({ minimum: 0 }),
  tokens: Type.Integer({ minimum: 0 }),
});
export type TestOrdersReset = Static<typeof TestOrdersReset>;

/**
 * POST: prepares a browser (a device id) the way a test needs it, so parallel tests never share state:
 * `cards: 1` gives it its own copies of the seed device's saved cards (same cards, same outcomes, source
 * ids of its own); `verified_uid` (display or internal id) marks it as having verified that recipient.
 * `/__test/orders/reset` with the device removes the copies again.
 */
export const TEST_DEVICE_PATH = '/__test/device';
export const TestDeviceParams = Type.Object({
  device: DeviceId,
  cards: Type.Optional(Flag),
  verified_uid: Type.Optional(DigitString),
});
export type TestDeviceParams = Static<typeof TestDeviceParams>;
export const TestDevice = Type.Object({
  /** The saved cards the device now has from the seed. */
  cards: Type.Array(Type.Object({ source_id: Type.String(), last4: Type.String() })),
  verified: Flag,
});
export type TestDevice = Static<typeof TestDevice>;

/**
 * POST `{ device }`: holds the device's create_coin_pay calls. Each one admitted from now on (its order
 * inserted, 'processing') waits, before the card is charged or the hosted-checkout or Apple Pay answer is
 * given, until `/__test/release`. Other devices are never held. Answers the device's hold as GET does.
 */
export const TEST_HOLD_PATH = '/__test/hold';
export const TestHoldParams = Type.Object({ device: DeviceId });
export type TestHoldParams = Static<typeof TestHoldParams>;
/** GET `?device=`: whether the device is held, and how many of its create calls are waiting now. */
export const TestHold = Type.Object({ held: Flag, waiting: Type.Integer({ minimum: 0 }) });
export type TestHold = Static<typeof TestHold>;

/**
 * POST `{ device }`: lets every waiting create call of the device go on and removes its hold. A device
 * without a hold is fine (`released` 0).
 */
export const TEST_RELEASE_PATH = '/__test/release';
export const TestRelease = Type.Object({ released: Type.Integer({ minimum: 0 }) });
export type TestRelease = Static<typeof TestRelease>;

/** Test mode: the Apple Pay domains one account's check_domain_payable sees (README "Test mode"). */
export const TEST_APPLE_PAY_DOMAINS_PATH = '/__test/apple-pay-domains';
export const TestApplePayDomainsParams = Type.Object({
  display_uid: DigitString,
  domains: Type.Array(Type.String({ minLength: 1, maxLength: 253 }), { maxItems: 10 }),
});
export type TestApplePayDomainsParams = Static<typeof TestApplePayDomainsParams>;

/**
 * Test mode: POST `{ device, website_version }`: package info read by that device (its x-cli-id) announces
 * this site version ('' stops it), so a browser test meets a version update without touching the others.
 */
export const TEST_WEBSITE_VERSION_PATH = '/__test/website-version';
export const TestWebsiteVersionParams = Type.Object({
  device: DeviceId,
  website_version: Type.String({ maxLength: 32, pattern: '^([0-9]+(\\.[0-9]+)*)?$' }),
});
export type TestWebsiteVersionParams = Static<typeof TestWebsiteVersionParams>;

/**
 * Test mode: POST `{ action, room_id?, command?, count? }` steers a live room's socket (README "Test mode"):
 * `create` a room of its own for a test (its id answered), `change` applies directives as the next frame,
 * `drop` / `duplicate` / `reorder` the next `count` sync messages to the room's sockets, `silence` its open
 * sockets (no answer, no frame, until they close), `close` its open sockets.
 */
export const TEST_ROOM_PATH = '/__test/room';
export const TEST_ROOM_ACTIONS = [
  'create',
  'change',
  'drop',
  'duplicate',
  'reorder',
  'silence',
  'close',
] as const;
export const TestRoomParams = Type.Object({
  action: Type.Union(TEST_ROOM_ACTIONS.map((a) => Type.Literal(a))),
  room_id: Type.Optional(Type.Integer({ minimum: 1 })),
  command: Type.Optional(Type.Array(Type.Array(Type.Unknown(), { minItems: 1 }), { maxItems: 50 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});
export type TestRoomParams = Static<typeof TestRoomParams>;
export const TestRoom = Type.Object({ room_id: Type.Integer(), sn: Type.Integer() });
export type TestRoom = Static<typeof TestRoom>;

/**
 * Test mode: POST `{ device, ts }`: GET /api/sys/ts/ answers that device (its x-cli-id) this unix time in
 * seconds, fixed, until `ts` 0 stops it. For a browser test that fixes the page's clock away from the real
 * one: the page measures its clock against the server's (host/platform/src/serverTime.ts) and would
 * otherwise correct the fixed time back to the real one.
 */
export const TEST_SERVER_TIME_PATH = '/__test/server-time';
export const TestServerTimeParams = Type.Object({
  device: DeviceId,
  ts: Type.Integer({ minimum: 0, maximum: 9_999_999_999 }),
});
export type TestServerTimeParams = Static<typeof TestServerTimeParams>;

/**
 * Test mode: GET /__test/events?uuid=<device id>, the analytics events (add_event) that device sent, in the
 * order stored, so a browser test can see what reached the server (and that no secret did).
 */
export const TEST_EVENTS_PATH = '/__test/events';
export const TestEventsParams = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 128 }) });
export type TestEventsParams = Static<typeof TestEventsParams>;
export const TestEvents = Type.Object({ events: Type.Array(Type.Record(Type.String(), Type.Unknown())) });
export type TestEvents = Static<typeof TestEvents>;

/**
 * Test mode: GET /__test/alerts?device=<device id>, the alerts that device sent through the relay
 * (POST /api/sys/alert/), oldest first: the message the server wrote and what became of it — `recorded`
 * (no webhook configured: the sandbox), `sending`, `sent` or `failed` (posted to the webhook).
 */
export const TEST_ALERTS_PATH = '/__test/alerts';
export const TestAlertsParams = Type.Object({ device: DeviceId });
export type TestAlertsParams = Static<typeof TestAlertsParams>;
export const TestAlerts = Type.Object({
  alerts: Type.Array(
    Type.Object({
      text: Type.String(),
      delivery: Type.Union([
        Type.Literal('recorded'),
        Type.Literal('sending'),
        Type.Literal('sent'),
        Type.Literal('failed'),
      ]),
      created_at_ms: Type.Integer(),
    }),
  ),
});
export type TestAlerts = Static<typeof TestAlerts>;
