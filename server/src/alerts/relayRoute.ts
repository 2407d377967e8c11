import { AlertParams } from '@topup/shared/contract/alert';
import { NoData } from '@topup/shared/contract';
import { ALERT_TOO_MANY, BAD_REQUEST } from '@topup/shared/contract/codes';
import { ALERT_PATH } from '@topup/shared/contract/alertPath';
import { storageFailureMessage } from '@topup/shared/domain/analytics/storageFailureMessage';
import { deviceIdOf } from '../context/caller';
import type { ApiContext } from '../context/context';
import { MSG } from '../http/messages';
import { fail, type ApiRoute } from '../http/route';
import { alertStore } from './store';
import { postToWebhook } from './webhook';

export interface RelayOptions {
  /** The team chat webhook of the configuration's server section; '' is none (the sandbox's). */
  webhook: string;
  /** The post to the webhook (webhook.ts); a test may pass its own. */
  post?: (url: string, message: { text: string }) => Promise<boolean>;
}

/**
 * Ours (DESIGN §13): POST /api/sys/alert/, the relay of a page's storage-failure alert to the team chat
 * (spec 02 §8 has the page post to the webhook itself, which puts a write credential in every page). The
 * page sends the failure's facts; the server writes the message and records it (alerts/store.ts), then
 * posts it to the webhook when one is configured. At most 5 alerts per device in 10 minutes and 30 a
 * minute from every device together (ALERT_LIMITS), then ALERT_TOO_MANY (32140). The answer does not say
 * whether the chat took it: the page has nothing to do about it either way.
 */
export const alertRelayRoute = (
  ctx: ApiContext,
  options: RelayOptions,
): ApiRoute<typeof AlertParams, never> => {
  const store = alertStore(ctx.db);
  const post = options.post ?? postToWebhook;
  return {
    methods: ['POST'],
    path: ALERT_PATH,
    params: AlertParams,
    data: NoData,
    async handle(alert, request) {
      const deviceId = deviceIdOf(request);
      if (deviceId === undefined) return fail(BAD_REQUEST, MSG.deviceIdInvalid, 400);
      const { text } = storageFailureMessage({
        op: alert.op,
        key: alert.key,
        errorName: alert.error_name,
        version: alert.version,
        client: alert.client,
        view: alert.view,
      });
      const id = store.admit(deviceId, text, options.webhook ? 'sending' : 'recorded', ctx.now());
      if (id === undefined) return fail(ALERT_TOO_MANY, MSG.alertTooMany);
      if (options.webhook) store.settle(id, (await post(options.webhook, { text })) ? 'sent' : 'failed');
      return { result: 0 };
    },
  };
};
