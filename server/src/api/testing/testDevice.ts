import { TEST_DEVICE_PATH, TestDeviceParams, type TestDevice } from '@topup/shared/contract';
import { USER_NOT_FOUND } from '@topup/shared/contract/codes';
import { copySeedCards, markDeviceVerified } from '../../db/testDevices';
import type { ApiContext } from '../../context/context';
import { MSG } from '../../http/messages';
import { fail, ok, type ApiRoute } from '../../http/route';

/**
 * Test mode: POST /__test/device `{ device, cards?, verified_uid? }` prepares a browser as a test needs it
 * (its own copies of the seed cards; a recipient it has verified), so parallel tests share nothing.
 */
export const testDeviceRoute = (ctx: ApiContext): ApiRoute<typeof TestDeviceParams, TestDevice> => ({
  methods: ['POST'],
  path: TEST_DEVICE_PATH,
  params: TestDeviceParams,
  handle({ device, cards, verified_uid }) {
    const recipient = verified_uid === undefined ? undefined : ctx.users.byDisplayOrInternalUid(verified_uid);
    if (verified_uid !== undefined && !recipient) return fail(USER_NOT_FOUND, MSG.userNotFound);
    if (recipient) markDeviceVerified(ctx.db, device, recipient.uid);
    return ok({ cards: cards === 1 ? copySeedCards(ctx.db, device) : [], verified: recipient ? 1 : 0 });
  },
});
