import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@topup/platform';
import { logger } from '@topup/platform/src/hostSide';
import { RemoteFailed } from './RemoteFailed';

// DESIGN §7, second layer against a failing remote: when loading a remote module finally fails, the runtime
// resolves to a fallback page (an Arabic message with a retry) instead of throwing into the app.
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-remote-fallback',
    errorLoadRemote(args) {
      logger.debug('remote failed', args.id, args.lifecycle, args.error);
      if (args.lifecycle !== 'onLoad') return undefined; // let manifest/entry errors reach the load call
      const fallback: RemotePageModule = { default: RemoteFailed, failed: true };
      return fallback;
    },
  };
}
