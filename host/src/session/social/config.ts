import { runtimeConfig } from '@topup/platform';
import type { RuntimeConfig } from '@topup/shared/config/runtimeConfig';

// Where the Facebook and Google SDKs come from, and this site's ids with them: the configuration's `social`
//. The sandbox's are the contract server's stand-ins with the id 'sandbox', so the sandbox signs
// in offline with its test tokens (README "Signing in"); production names the real SDKs and ids, and the
// server's Content-Security-Policy allows their hosts from the same document.

export type SocialConfig = RuntimeConfig['social'];

export const socialConfig = (): SocialConfig => runtimeConfig().social;
