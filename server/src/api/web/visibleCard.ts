import type { FastifyRequest } from 'fastify';
import type { SavedCardRow } from '../../db/savedCards';
import { sessionUidOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';

/** What the calls on one saved card send to name it and say who asks (spec 01 §7). */
export interface CardCallParams {
  source_id: string;
  h5_deviceid: string;
  session_key?: string;
}

/**
 * The saved card a card call names, when this device (or the logged-in caller) may use it, and the
 * caller's uid (0 without a login): spec 01 §4, a device sees the cards saved on it without a login, a
 * logged-in user their own from any device. `card` is undefined for a card that is unknown, deleted or
 * someone else's.
 */
export function visibleCardOf(
  ctx: ApiContext,
  request: FastifyRequest,
  params: CardCallParams,
): { owner: number; card: SavedCardRow | undefined } {
  const owner = sessionUidOf(ctx, request, params);
  return { owner, card: ctx.payments.cards.visible(params.source_id, params.h5_deviceid, owner) };
}
