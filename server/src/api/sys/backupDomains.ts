import { Type } from '@sinclair/typebox';
import { BackupDomainsText, type BackupDomainsPayload } from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { ok, type ApiRoute } from '../../http/route';

const NoParams = Type.Object({});

/** spec 02 §3, §7: GET /api/sys/backup_domains/; `data` is the JSON text of `{ domains }`. */
export const backupDomainsRoute = (ctx: ApiContext): ApiRoute<typeof NoParams, string> => ({
  methods: ['GET'],
  path: '/api/sys/backup_domains/',
  params: NoParams,
  data: BackupDomainsText,
  handle() {
    const payload: BackupDomainsPayload = { domains: [...ctx.backupBaseUrls] };
    return ok(JSON.stringify(payload));
  },
});
