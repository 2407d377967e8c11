import { Type } from '@sinclair/typebox';
import { HealthCheck } from '@topup/shared/contract';
import { ok, type ApiRoute } from '../../http/route';

const NoParams = Type.Object({});

/** spec 02 §7: GET /api/gm/hii/, dialled with a 5 s timeout to tell whether a host is alive. */
export const healthRoute = (): ApiRoute<typeof NoParams, HealthCheck> => ({
  methods: ['GET'],
  path: '/api/gm/hii/',
  params: NoParams,
  data: HealthCheck,
  handle: () => ok({ ok: true }),
});
