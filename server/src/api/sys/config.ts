import { ConfigParams, type PkgInfoPayload } from '@topup/shared/contract';
import { readPkgInfo } from '../../db/settings';
import type { ApiContext } from '../context';
import { MSG } from '../messages';
import { ok, type ApiRoute } from '../route';

/**
 * spec 02 §3, spec 01 §7: POST /api/sys/config/ with the form `channel=app_pkg_info&pure=1`.
 * `data` is the JSON text of `{ pkgInfo }`, as the client parses it itself.
 */
export const configRoute = (ctx: ApiContext): ApiRoute<typeof ConfigParams, string> => ({
  methods: ['POST'],
  path: '/api/sys/config/',
  params: ConfigParams,
  invalidMessage: (field) => (field === 'channel' ? MSG.unknownChannel : undefined),
  handle() {
    const payload: PkgInfoPayload = { pkgInfo: readPkgInfo(ctx.db) };
    return ok(JSON.stringify(payload));
  },
});
