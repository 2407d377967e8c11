import { chooseApiBase } from '@topup/shared/domain/apiHost';
import { appContext } from './context';
import { runtimeConfig } from './runtimeConfig';

// spec 02 §7: the API host for this page, from the environment's configuration: the sandbox's
// is the page's own origin (''); a deployment in front of the real API names its hosts (and the test and
// Saudi ones) there.

const { api } = runtimeConfig();
const choice = chooseApiBase(appContext, { default: api.host, test: api.testHost, saudi: api.ksaHost });

export const apiBase: string = choice.base;

/** An api_base (with is_debug) that is not a full https URL: not used, announced at start and on /test. */
export const rejectedApiBase: string | undefined = choice.rejectedApiBase;
