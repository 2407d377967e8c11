import { Type } from '@sinclair/typebox';
import {
  ADD_EVENT_BODY_MAX_BYTES,
  AddEventBatch,
  AddEventBody,
  AddEventParams,
  NoData,
} from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { insertEvents } from '../../db/events';
import type { ApiContext } from '../../context/context';
import { parseRequestJson } from '../../http/jsonDepth';
import { MSG } from '../../http/messages';
import { parseParams } from '../../http/params';
import { fail, type ApiRoute } from '../../http/route';

/**
 * What the route reads first: anything, so that the handler can tell one event (its fields) from several
 * (`events`: a JSON list, or its text in a form as a beacon sends it) and check each form against its own
 * schema.
 */
const AddEventRequest = Type.Object({ events: Type.Optional(Type.Unknown()) });

type Read = { ok: true; events: AddEventParams[] } | { ok: false; field: string };

function readEvents(raw: Record<string, unknown>): Read {
  if (raw.events === undefined) {
    const one = parseParams(AddEventParams, raw);
    return one.ok ? { ok: true, events: [one.value] } : one;
  }
  let list: unknown = raw.events;
  if (typeof list === 'string') {
    try {
      list = parseRequestJson(list);
    } catch {
      return { ok: false, field: 'events' };
    }
  }
  const batch = parseParams(AddEventBatch, { events: list });
  return batch.ok ? { ok: true, events: batch.value.events } : { ok: false, field: 'events' };
}

/**
 * spec 02 §7: GET /api/sys/add_event/ stores one analytics event. POST takes one event too, or (ours) a
 * batch of up to 200 in `events` — as JSON from the analytics queue, as a form from its beacon — stored
 * all or none: a batch with one malformed event is refused whole (400), which the client drops rather
 * than sends again.
 */
export const addEventRoute = (ctx: ApiContext): ApiRoute<typeof AddEventRequest, never> => ({
  methods: ['GET', 'POST'],
  path: '/api/sys/add_event/',
  params: AddEventRequest,
  data: NoData,
  bodyLimit: ADD_EVENT_BODY_MAX_BYTES,
  // the handler reads `events` itself (above): the contract is one event's fields, a batch, or the beacon's form
  documented: {
    query: AddEventParams,
    body: AddEventBody,
    bodyTypes: ['application/json', 'application/x-www-form-urlencoded'],
  },
  handle(input) {
    const read = readEvents(input as Record<string, unknown>);
    if (!read.ok) return fail(BAD_REQUEST, MSG.invalidField(read.field), 400);
    insertEvents(ctx.db, read.events);
    return { result: 0 };
  },
});
