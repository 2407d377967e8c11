import { chooseApiBase } from '@topup/shared/domain/apiHost';
import { appContext } from './context';

// spec 02 §7: the API host for this page. Built for the contract server, the default host is the page's
// own origin (''); a deployment in front of the real API sets API_HOST (and the test and Saudi hosts) at build.

const choice = chooseApiBase(appContext, {
  default: process.env.TOPUP_API_HOST ?? '',
  test: process.env.TOPUP_API_TEST_HOST ?? '',
  saudi: process.env.TOPUP_API_KSA_HOST ?? '',
});

export const apiBase: string = choice.base;

/** An api_base (with is_debug) that is not a full https URL: not used, announced at start and on /test. */
export const rejectedApiBase: string | undefined = choice.rejectedApiBase;
