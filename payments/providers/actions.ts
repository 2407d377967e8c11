import type { StoreServices } from '@topup/platform';
import { isAllowedPaymentRedirect } from '@topup/shared/domain/safeRedirect';
import type { CardProvider, ChallengeCallbacks, ChallengeInstance, ProviderAction } from './types';

// spec 01 §4: ChallengeShopper, IdentifyShopper and RedirectShopper go to 3-D Secure, then the
// authentication result is submitted. What the page does with each kind of provider action is written
// once, in one table from action type to handler, as adyen-web maps its action types to components
// (packages/lib/src/core/ProcessResponse/PaymentAction/actionTypes.ts).

export type ActionOutcome =
  /** drawn where the card fields were; the instance is destroyed by whoever owns that area */
  | { kind: 'inPage'; challenge: ChallengeInstance }
  /** the provider's own page: the browser is leaving */
  | { kind: 'leaving' }
  /** a redirect to a page that is neither this site nor a configured provider (no open redirect) */
  | { kind: 'refused' }
  /** an action no card channel of this site takes (qrCode, voucher, await …) */
  | { kind: 'unsupported'; type: string };

export interface ActionContext {
  provider: CardProvider;
  /** where the card fields were */
  container: HTMLElement;
  action: ProviderAction;
  callbacks: ChallengeCallbacks;
  orderId: string;
  /** origins besides this site an action may send the user to */
  providerOrigins: readonly string[];
  services: Pick<StoreServices, 'page' | 'payEvents'>;
}

type ActionHandler = (ctx: ActionContext) => Promise<ActionOutcome>;

const inPage: ActionHandler = async (ctx) => {
  if (!ctx.provider.handleAction || !ctx.provider.inPageActions?.includes(ctx.action.type))
    return { kind: 'unsupported', type: ctx.action.type };
  return {
    kind: 'inPage',
    challenge: await ctx.provider.handleAction(ctx.container, ctx.action, ctx.callbacks),
  };
};

/** Only to this site or a configured provider, whoever performs the redirect. */
const redirect: ActionHandler = async (ctx) => {
  const url = ctx.action.url ?? '';
  const pageOrigin = ctx.services.page.location().origin;
  if (!isAllowedPaymentRedirect(url, { pageOrigin, providerOrigins: ctx.providerOrigins })) {
    ctx.services.payEvents.emit({ type: 'redirect_refused', orderId: ctx.orderId, url: url.slice(0, 300) });
    return { kind: 'refused' };
  }
  if (ctx.provider.inPageActions?.includes('redirect')) return inPage(ctx);
  ctx.services.page.assign(new URL(url, pageOrigin).href);
  return { kind: 'leaving' };
};

export const ACTION_HANDLERS: Readonly<Record<string, ActionHandler>> = {
  threeDS2: inPage,
  // the two halves of 3-D Secure 2 as older Adyen answers name them
  threeDS2Fingerprint: inPage,
  threeDS2Challenge: inPage,
  redirect,
};

/** Runs a provider action by its type. */
export function runProviderAction(ctx: ActionContext): Promise<ActionOutcome> {
  const handler = ACTION_HANDLERS[ctx.action.type];
  return handler ? handler(ctx) : Promise.resolve({ kind: 'unsupported', type: ctx.action.type });
}
