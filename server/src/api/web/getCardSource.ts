import { GetCardSourceParams, SavedCardList } from '@topup/shared/contract';
import { savedCardStore } from '../../db/savedCards';
import { sessionUidOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

/**
 * spec 01 §3, §7: GET (and POST in the init and callback batches) /api/web/get_card_source/, the
 * saved cards a browser may pay with, latest used first: the cards saved on this device without
 * logging in, and with a session the user's own cards from any device. A card saved while logged
 * in is not shown to anyone else on the same device. A session key the server does not know counts
 * as no login here (the device's cards still load); calls that need the login answer -10000. A card a
 * payment just saved joins the list once it is ready (spec 01 §4: the page polls get_card_info_by_order).
 */
export const getCardSourceRoute = (ctx: ApiContext): ApiRoute<typeof GetCardSourceParams, SavedCardList> => {
  const cards = savedCardStore(ctx.db);
  return {
    methods: ['GET', 'POST'],
    path: '/api/web/get_card_source/',
    params: GetCardSourceParams,
    data: SavedCardList,
    handle(params, request) {
      return ok({ items: cards.list(params.h5_deviceid, sessionUidOf(ctx, request, params), ctx.now()) });
    },
  };
};
