import type { FastifyInstance } from 'fastify';
import { SANDBOX_SOCIAL_SDK } from '@topup/shared/contract';
import { facebookSdkScript, googleSdkScript } from './sdkScripts';

/** The sandbox identity provider's SDK stand-ins, at the paths the site's default build loads. */
export function registerSocialSandbox(scope: FastifyInstance): void {
  const serve = (path: string, source: () => string) =>
    scope.get(path, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(source()));
  serve(SANDBOX_SOCIAL_SDK.facebook, facebookSdkScript);
  serve(SANDBOX_SOCIAL_SDK.google, googleSdkScript);
}
