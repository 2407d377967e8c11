import type { Position } from '@topup/shared/contract/sys';
import { API } from '@topup/shared/contract/paths';
import { trackEvent } from './analytics';
import { createPosition, POSITION_FAILED_EVENT } from './position';
import { api } from './services';

/** spec 02 §3: the device's country, from the position call (asked once, retried, reported when it fails). */
export const { country } = createPosition({
  ask: () => api.get<Position>(API.position.path),
  reportFailure: (result) => trackEvent({ name: POSITION_FAILED_EVENT, int_param1: result }),
});
