import { Type } from '@sinclair/typebox';
import { Position } from '@topup/shared/contract';
import { ok, type ApiRoute } from '../../http/route';

const NoParams = Type.Object({});
/** The site serves the Saudi flavour (spec 01 §1); there is no IP geolocation offline. */
const COUNTRY = 'SA';

/** spec 02 §7: GET /api/timeline/position/. */
export const positionRoute = (): ApiRoute<typeof NoParams, Position> => ({
  methods: ['GET'],
  path: '/api/timeline/position/',
  params: NoParams,
  data: Position,
  handle: () => ok({ country: COUNTRY }),
});
