import { TEST_WEBSITE_VERSION_PATH, TestWebsiteVersionParams } from '@topup/shared/contract';
import type { ApiContext } from '../../context/context';
import { overrideWebsiteVersion } from '../sys/versionOverrides';
import { ok, type ApiRoute } from '../../http/route';

/** Test mode: POST /__test/website-version `{ device, website_version }` (shared/contract/testMode.ts). */
export const testWebsiteVersionRoute = (
  ctx: ApiContext,
): ApiRoute<typeof TestWebsiteVersionParams, { website_version: string }> => ({
  methods: ['POST'],
  path: TEST_WEBSITE_VERSION_PATH,
  params: TestWebsiteVersionParams,
  handle({ device, website_version }) {
    overrideWebsiteVersion(ctx.db, device, website_version);
    return ok({ website_version });
  },
});
