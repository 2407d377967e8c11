import { ConfigParams, PkgInfoText, type PkgInfoPayload } from '@topup/shared/contract';
import { readPkgInfo } from '../../db/settings';
import { deviceIdOf } from '../../context/caller';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { ok, type ApiRoute } from '../../http/route';
import { websiteVersionFor } from './versionOverrides';

/**
 * spec 02 §3, spec 01 §7: POST /api/sys/config/ with the form `channel=app_pkg_info&pure=1`.
 * `data` is the JSON text of `{ pkgInfo }`, as the client parses it itself.
 */
export const configRoute = (ctx: ApiContext): ApiRoute<typeof ConfigParams, string> => ({
  methods: ['POST'],
  path: '/api/sys/config/',
  params: ConfigParams,
  data: PkgInfoText,
  invalidMessage: (field) => (field === 'channel' ? MSG.unknownChannel : undefined),
  handle(_params, request) {
    const pkgInfo = readPkgInfo(ctx.db);
    // test mode only: the version one device is told of (/__test/website-version)
    const announced = websiteVersionFor(ctx.db, deviceIdOf(request));
    const payload: PkgInfoPayload = {
      pkgInfo: announced === undefined ? pkgInfo : { ...pkgInfo, website_version: announced },
    };
    return ok(JSON.stringify(payload));
  },
});
