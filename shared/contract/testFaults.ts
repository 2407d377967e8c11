import { Type, type Static } from '@sinclair/typebox';

/** Test-mode switch: POST adds a rule, DELETE clears all (server started in test mode only). */
export const TEST_FAULTS_PATH = '/__test/faults';

/**
 * A fault rule for the e2e suite. `path` is an exact API path or a prefix ending in `*`.
 * The first matching rule fires: after `delayMs`, it drops the connection, or answers a
 * 200 whose body is not JSON (`malformed`), or answers `status`; with only `delayMs` the
 * request then proceeds normally. `loseAnswer` lets the request be handled (an order is made) and then
 * drops the connection instead of answering: the answer lost on its way back. `times` limits how often
 * it fires (unlimited when absent).
 */
export const FaultRule = Type.Object({
  path: Type.String({ pattern: '^/api/', maxLength: 512 }),
  delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120000 })),
  status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
  drop: Type.Optional(Type.Boolean()),
  malformed: Type.Optional(Type.Boolean()),
  loseAnswer: Type.Optional(Type.Boolean()),
  times: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type FaultRule = Static<typeof FaultRule>;
