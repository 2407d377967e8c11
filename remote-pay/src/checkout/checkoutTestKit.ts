// A checkout ready to pay, for the checkout's unit tests (never bundled): a test store on fake services,
// the Arabic texts, a checked recipient, the charge list of the seed's tiers, gray release that shows the
// third-provider card, and a fake card-step surface.
import { fillCall, type StoreServices } from '@topup/platform';
import { createTestStore, fail, type FakeCall, type FakeRoute } from '@topup/platform/src/testing/testStore';
import type { ChargeListInfo, PkgInfo, SavedCard, Tier, UserLookup } from '@topup/shared/contract';
import errors from '@topup/shared/i18n/ar/errors.json';
import { payTexts as pay } from '@topup/shared/i18n/payTexts';
import type { CardSurface } from '@topup/payments';
import { recipientActions } from '../recipient/recipientSlice';
import { pkgInfoCall, rechargeListCall } from '../tiers/calls';
import { tiersActions } from '../tiers/tiersSlice';
import type { GrayScores } from '../tiers/channelConfig';

type TestStore = ReturnType<typeof createTestStore>['store'];
type Fields = NonNullable<CardSurface['fields']>;
type TokenizeOutcome = Awaited<ReturnType<Fields['tokenize']>>;
type ChallengeCallbacks = Parameters<NonNullable<CardSurface['provider']['handleAction']>>[2];

export const recipient: UserLookup = {
  uid: 21000011,
  display_uid: 1000011,
  nickname: 'نورة',
  icon: '/a.svg',
  is_guest: 0,
  source: 1,
  status: 0,
};

const tier = (amount: number, recharge: number): Tier => ({
  amount,
  coin: Math.round(amount * 100),
  icon: '/coin.svg',
  extra_coin: 0,
  origin_coin: Math.round(amount * 100),
  pay_list: [
    { displayName: 'Checkout', methods: [{ subType: 23, recharge_id: recharge + 1 }] },
    { displayName: 'Second', methods: [{ subType: 24, recharge_id: recharge + 2 }] },
    { displayName: 'Adyen', methods: [{ subType: 27, recharge_id: recharge + 3 }] },
  ],
});

export const CHARGE_LIST: ChargeListInfo = {
  is_new: 0,
  is_new_uid: 0,
  is_new_h5device: 0,
  pay_group: 'A',
  extra_recommend: 0,
  recommends: [],
  list: [tier(4.99, 100), tier(9.99, 200)],
};

export const PKG_INFO = {
  adyen_card_ratio: 100,
  adyen_card_whitelist: [],
  cko_new_rate: 100,
  cko_new_whitelist: [],
  ABtest_repurchase_ratio: 0,
  applepay_gray_config: [],
} as unknown as PkgInfo;

export const ORDER_ID = 'TP20260115120000001';

export const savedCard = (over: Partial<SavedCard> = {}): SavedCard => ({
  source_id: 'src_sbx_4242',
  bin: '424242',
  last4: '4242',
  scheme: 'visa',
  fingerprint: 'f'.repeat(32),
  issuer_country: 'SA',
  card_valid_date: '12/30',
  is_bank_expire: 0,
  is_remember: 1,
  last_use_at: 1_767_225_600,
  h5_deviceid: '0123456789abcdef0123456789abcdef',
  to_uid: recipient.uid,
  uid: 0,
  login: 0,
  ...over,
});

/**
 * In a test store: the recipient checked and their tiers listed, with the package info unless `pkgInfo`
 * is false (it is then still to come: tiers/tiersSlice.ts selectChannelConfigKnown).
 */
export function showListed(
  store: TestStore,
  {
    lastAmount = null,
    scores = { adyenCard: 0, applePay: 0, repurchase: 0, ckoNew: 0 },
    pkgInfo = true,
  }: { lastAmount?: number | null; scores?: GrayScores; pkgInfo?: boolean } = {},
): void {
  store.dispatch(tiersActions.tiersRestored({ lastAmount, scores }));
  store.dispatch(recipientActions.recipientChosen(recipient));
  store.dispatch(tiersActions.listShownFor(recipient.uid));
  store.dispatch(fillCall(rechargeListCall, { uid: recipient.uid }, CHARGE_LIST));
  if (pkgInfo) store.dispatch(fillCall(pkgInfoCall, {}, PKG_INFO));
}

/** A checkout at /pay with the recipient checked and the tiers listed; answers from `route`. */
export function checkoutStore(
  route: FakeRoute = () => fail(404, 'no route'),
  href?: string,
  services?: Partial<StoreServices>,
) {
  const setup = createTestStore({ route, href, now: () => Date.UTC(2026, 0, 15, 12), services });
  setup.services.i18n.addResourceBundle('ar', 'pay', pay, true, true);
  setup.services.i18n.addResourceBundle('ar', 'errors', errors, true, true);
  const { store } = setup;
  showListed(store, { scores: { adyenCard: 0, applePay: 0, repurchase: 99, ckoNew: 0 } });
  const sent = (path: string): FakeCall[] => setup.calls.filter((c) => c.path === path);
  return { ...setup, sent };
}

/** The charge list becomes one 4.99$ tier whose only channel is Apple Pay of `subType`, and it is chosen. */
export function onlyApplePay(store: ReturnType<typeof checkoutStore>['store'], subType: number): void {
  const tier = { amount: 4.99, coin: 499, icon: '', extra_coin: 0, origin_coin: 499 };
  const methods = [{ subType, recharge_id: subType }];
  store.dispatch(
    fillCall(
      rechargeListCall,
      { uid: recipient.uid },
      { ...CHARGE_LIST, list: [{ ...tier, pay_list: [{ displayName: 'Apple Pay', methods }] }] },
    ),
  );
  store.dispatch(tiersActions.payTypeChosen(subType));
}

/**
 * A card step's payment area with fake fields whose tokenize gives `outcome`, and a provider whose
 * challenge the test answers (`challenge.details(…)`, once `challenge.drawn` has resolved).
 */
export function fakeSurface(outcome?: TokenizeOutcome) {
  const fields = {
    showErrors: jest.fn(),
    tokenize: jest.fn((): Promise<TokenizeOutcome> =>
      Promise.resolve(
        outcome ?? {
          ok: true,
          card: {
            token: 'tok_sbx_1',
            bin: '424242',
            last4: '4242',
            scheme: 'visa',
            issuer: 'Test Bank',
            issuerCountry: 'SA',
            cardValidDate: '12/30',
            holderName: 'Test User',
          },
        },
      ),
    ),
    destroy: jest.fn(),
  };
  let callbacks: ChallengeCallbacks | null = null;
  let shown: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => {
    shown = resolve;
  });
  const surface: CardSurface = {
    provider: {
      id: 'sandbox',
      load: () => Promise.resolve(),
      mountFields: () => Promise.resolve(fields),
      inPageActions: ['redirect'],
      handleAction: jest.fn((_container: HTMLElement, _action: unknown, cb: ChallengeCallbacks) => {
        callbacks = cb;
        shown();
        return Promise.resolve({ destroy: jest.fn() });
      }),
    },
    container: document.createElement('div'),
    fields,
    challenge: null,
  };
  const challenge = {
    drawn,
    details: (details: Record<string, unknown>) => callbacks?.onDetails(details),
    error: () => callbacks?.onError(new Error('challenge')),
  };
  return { surface, fields, challenge };
}
