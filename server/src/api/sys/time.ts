import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { H5Info, ServerTime } from '@topup/shared/contract';
import { readPkgInfo } from '../../db/settings';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';
import { serverTimeFor } from './timeOverrides';

const NoParams = Type.Object({});
export const unixSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * spec 02 §7: GET /api/sys/ts/, the server clock in unix seconds (in test mode, the time one device was
 * told to get: /__test/server-time).
 */
export const serverTimeRoute = (ctx: ApiContext): ApiRoute<typeof NoParams, ServerTime> => ({
  methods: ['GET'],
  path: '/api/sys/ts/',
  params: NoParams,
  data: ServerTime,
  handle: (_input, request) => ok({ ts: serverTimeFor(ctx.db, deviceIdOf(request)) ?? unixSeconds() }),
});

/** The origin this request reached, so a client dialling a backup host learns that host's API base. */
const ownOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** spec 02 §7: GET /api/sys/h5_info/, also the first call when dialling a backup host. */
export const h5InfoRoute = (ctx: ApiContext): ApiRoute<typeof NoParams, H5Info> => ({
  methods: ['GET'],
  path: '/api/sys/h5_info/',
  params: NoParams,
  data: H5Info,
  handle: (_input, request) =>
    ok({ ts: unixSeconds(), version: readPkgInfo(ctx.db).website_version, api_base: ownOrigin(request) }),
});
