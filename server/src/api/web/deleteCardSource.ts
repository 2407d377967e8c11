import { DeleteCardSourceParams, DeleteCardSourceResult } from '@topup/shared/contract';
import { sessionUidOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §4, §7: GET /api/web/delete_card_source/ (fingerprint, h5_deviceid, session_key). Deletes
 * (marks deleted) every saved card with that fingerprint that this device sees, and with a session the
 * user's own cards from any device: the same card saved twice goes at once. Deleting again deletes
 * nothing and still succeeds (`deleted` 0).
 */
export const deleteCardSourceRoute = (
  ctx: ApiContext,
): ApiRoute<typeof DeleteCardSourceParams, DeleteCardSourceResult> => ({
  methods: ['GET'],
  path: '/api/web/delete_card_source/',
  params: DeleteCardSourceParams,
  data: DeleteCardSourceResult,
  handle(params, request) {
    const owner = sessionUidOf(ctx, request, params);
    return ok({
      deleted: ctx.payments.cards.deleteByFingerprint(params.fingerprint, params.h5_deviceid, owner),
    });
  },
});
