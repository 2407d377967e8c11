import { ProviderUnavailableError, type FieldsState } from '../types';
import { CARD_FIELD_TEXTS } from '../cardFieldTextsTestKit';
import type {
  AdyenActionComponent,
  AdyenActionOptions,
  AdyenCardComponent,
  AdyenCardOptions,
  AdyenCardState,
  AdyenCheckoutInstance,
  AdyenCoreOptions,
  AdyenPaymentAction,
} from './sdk';

/**
 * A stand-in for Adyen Web 5.63's AdyenCheckout, written to its API (core/core.ts, UIElement.tsx,
 * BaseElement.ts): create('card', options) gives a component with mount/unmount/showValidation/isValid/data
 * that reports through options.onChange and the CbObj callbacks; createFromAction(action, options) gives a
 * component that completes through options.onAdditionalDetails({ data }).
 */
class CardStandIn implements AdyenCardComponent {
  state: AdyenCardState = {
    data: { paymentMethod: { type: 'scheme', holderName: '' } },
    errors: {},
    valid: { holderName: false },
    isValid: false,
  };
  node?: HTMLElement;
  constructor(readonly options: AdyenCardOptions) {}
  readonly mount = jest.fn((node: HTMLElement) => {
    this.node = node;
    node.appendChild(node.ownerDocument.createElement('div')).className = 'adyen-checkout__card-input';
    this.options.onChange?.(this.state);
    return this;
  });
  readonly unmount = jest.fn(() => {
    this.node?.replaceChildren();
    return this;
  });
  readonly showValidation = jest.fn(() => this);
  get isValid() {
    return this.state.isValid;
  }
  get data() {
    return { ...this.state.data, browserInfo: { language: 'ar' }, clientStateDataIndicator: true };
  }
  /** Plays CardInput: a new state through onChange. */
  change(next: Partial<AdyenCardState>) {
    this.state = { ...this.state, ...next };
    this.options.onChange?.(this.state);
  }
  /** The user types a complete, valid mc card and a holder name. */
  fillValidCard(holderName = 'Ali Hassan') {
    this.options.onBinValue?.({ binValue: '555544' });
    this.options.onBrand?.({ brand: 'mc' });
    this.options.onBinLookup?.({ issuingCountryCode: 'nl', supportedBrands: ['mc'] });
    this.options.onFieldValid?.({
      fieldType: 'encryptedCardNumber',
      encryptedFieldName: 'encryptedCardNumber',
      valid: true,
      endDigits: '4444',
      issuerBin: 55554444,
    });
    this.change({
      data: {
        paymentMethod: {
          type: 'scheme',
          holderName,
          encryptedCardNumber: 'eyJhbGciOi.number',
          encryptedExpiryMonth: 'eyJhbGciOi.month',
          encryptedExpiryYear: 'eyJhbGciOi.year',
          encryptedSecurityCode: 'eyJhbGciOi.cvc',
        },
      },
      errors: {},
      valid: {
        encryptedCardNumber: true,
        encryptedExpiryMonth: true,
        encryptedExpiryYear: true,
        encryptedSecurityCode: true,
        holderName: true,
      },
      isValid: true,
    });
  }
}

class ActionStandIn implements AdyenActionComponent {
  constructor(
    readonly action: AdyenPaymentAction,
    readonly options: AdyenActionOptions,
  ) {}
  readonly mount = jest.fn((node: HTMLElement) => {
    node.appendChild(node.ownerDocument.createElement('iframe')).name = 'threeDSIframe';
    return this;
  });
  readonly unmount = jest.fn(() => this);
}

const mockSdk = {
  cards: [] as CardStandIn[],
  actions: [] as ActionStandIn[],
  AdyenCheckout: jest.fn(async (_options: AdyenCoreOptions): Promise<AdyenCheckoutInstance> => ({
    create: jest.fn((_type: 'card', options: AdyenCardOptions) => {
      const card = new CardStandIn(options);
      mockSdk.cards.push(card);
      return card;
    }),
    createFromAction: jest.fn((action: AdyenPaymentAction, options: AdyenActionOptions) => {
      const element = new ActionStandIn(action, options);
      mockSdk.actions.push(element);
      return element;
    }),
  })),
};

jest.mock('@adyen/adyen-web', () => ({
  __esModule: true,
  default: (options: AdyenCoreOptions) => mockSdk.AdyenCheckout(options),
}));

// imported after the mock is declared (jest hoists jest.mock above the imports anyway)
import { adyenProvider } from './index';

const texts = CARD_FIELD_TEXTS;

beforeEach(() => {
  mockSdk.cards = [];
  mockSdk.actions = [];
  mockSdk.AdyenCheckout.mockClear();
});

async function mounted() {
  const provider = adyenProvider({ clientKey: 'test_ABCDEF', environment: 'test' });
  await provider.load();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const states: FieldsState[] = [];
  const fields = await provider.mountFields(container, { texts, onState: (s) => states.push(s) });
  const card = mockSdk.cards[0];
  if (!card) throw new Error('no card component was created');
  return { provider, container, states, last: () => states[states.length - 1], fields, card };
}

describe('the Adyen provider: loading', () => {
  it('imports the package and its stylesheet, and starts no checkout until fields are mounted', async () => {
    await expect(adyenProvider({ clientKey: 'test_A', environment: 'test' }).load()).resolves.toBeUndefined();
    expect(mockSdk.AdyenCheckout).not.toHaveBeenCalled();
  });

  it('is unavailable without a client key', async () => {
    await expect(adyenProvider({ clientKey: '', environment: 'test' }).load()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('is unavailable when the package cannot be downloaded, and tries again on the next load', async () => {
    // a fresh registry: the module instance other tests imported must not answer this import
    jest.resetModules();
    await jest.isolateModulesAsync(async () => {
      let fail = true;
      jest.doMock('@adyen/adyen-web', () => {
        if (fail) throw new Error('ChunkLoadError: loading chunk adyen failed');
        return { __esModule: true, default: mockSdk.AdyenCheckout };
      });
      const isolated = await import('./index');
      const types = await import('../types');
      const provider = isolated.adyenProvider({ clientKey: 'test_A', environment: 'test' });
      const failure = await provider.load().catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(types.ProviderUnavailableError);
      expect(failure).toMatchObject({ provider: 'adyen' });
      fail = false;
      await expect(provider.load()).resolves.toBeUndefined();
    });
  });

  it('is unavailable when the SDK refuses to start (a test key against live)', async () => {
    const provider = adyenProvider({ clientKey: 'test_A', environment: 'live' });
    mockSdk.AdyenCheckout.mockRejectedValueOnce(new Error("you are using a 'test' clientKey"));
    await expect(
      provider.mountFields(document.createElement('div'), { texts, onState: () => undefined }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('the Adyen provider: fields', () => {
  it('starts AdyenCheckout in Arabic with the page texts and no analytics', async () => {
    await mounted();
    expect(mockSdk.AdyenCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        clientKey: 'test_ABCDEF',
        environment: 'test',
        locale: 'ar',
        analytics: { enabled: false },
        showPayButton: false,
        translations: {
          ar: expect.objectContaining({
            'creditCard.numberField.title': texts.labels.cardNumber,
            'creditCard.holderName.placeholder': texts.placeholders.holderName,
            'error.va.sf-cc-num.02': texts.empty.cardNumber,
            'error.va.sf-cc-dat.01': texts.invalid.expiry,
            'error.va.sf-cc-cvc.01': texts.empty.cvv,
            'creditCard.holderName.invalid': texts.invalid.holderName,
          }),
        },
      }),
    );
  });

  it('creates a card component for mc and visa with a required holder name, mounted in the container', async () => {
    const { card, container } = await mounted();
    expect(card.options).toMatchObject({
      brands: ['mc', 'visa'],
      hasHolderName: true,
      holderNameRequired: true,
    });
    expect(card.mount).toHaveBeenCalledTimes(1);
    expect(container.contains(card.node ?? null)).toBe(true);
    expect(container.querySelector('.adyen-checkout__card-input')).not.toBeNull();
  });

  it('types 16 px inside the secured fields: iPhone Safari zooms into a smaller field', async () => {
    const { card } = await mounted();
    expect(card.options.styles?.base?.fontSize).toBe('16px');
  });

  it('maps the component state to the four fields and the submit button', async () => {
    const { card, last } = await mounted();
    expect(last()).toMatchObject({
      fields: { cardNumber: 'empty', expiry: 'empty', cvv: 'empty', holderName: 'empty' },
      allValid: false,
    });

    card.change({
      errors: {
        encryptedCardNumber: { isValid: false, error: 'error.va.sf-cc-num.01' },
        encryptedExpiryDate: { isValid: false, error: 'error.va.sf-cc-dat.04' },
      },
    });
    expect(last()?.fields).toMatchObject({ cardNumber: 'invalid', expiry: 'empty' });

    // a CVV left half typed has no message yet but is not empty
    card.options.onBlur?.({ fieldType: 'encryptedSecurityCode', numChars: 2 });
    card.change({});
    expect(last()?.fields.cvv).toBe('invalid');

    card.fillValidCard();
    expect(last()).toEqual({
      fields: { cardNumber: 'valid', expiry: 'valid', cvv: 'valid', holderName: 'valid' },
      allValid: true,
      brand: 'mastercard',
    });
  });

  it('holds the holder name to the domain rule Adyen does not know (spec 01 §5)', async () => {
    const { card, fields, last, container } = await mounted();
    card.fillValidCard('😀😀');
    expect(last()?.fields.holderName).toBe('invalid');
    expect(last()?.allValid).toBe(false);
    const message = () => container.querySelector('p[data-field="holderName"]')?.textContent;
    expect(message()).toBe('');
    fields.showErrors();
    expect(message()).toBe(texts.invalid.holderName);
    card.fillValidCard('a'.repeat(255));
    expect(last()?.fields.holderName).toBe('invalid');
  });
});

describe('the Adyen provider: the submit gate and tokenization', () => {
  it('shows validation and does not tokenize an invalid card', async () => {
    const { card, fields } = await mounted();
    await expect(fields.tokenize()).resolves.toEqual({ ok: false, reason: 'invalid' });
    expect(card.showValidation).toHaveBeenCalledTimes(1);
  });

  it('gives the state data as platform_data, with what the fields told of the card', async () => {
    const { card, fields } = await mounted();
    card.fillValidCard(' Ali 😀 Hassan ');
    const outcome = await fields.tokenize();
    expect(outcome).toMatchObject({
      ok: true,
      card: {
        bin: '555544',
        last4: '4444',
        scheme: 'mc',
        issuer: '',
        issuerCountry: 'NL',
        cardValidDate: '',
        holderName: 'Ali  Hassan',
      },
    });
    if (!outcome.ok) throw new Error('not tokenized');
    expect(outcome.card.token).toBeUndefined();
    expect(JSON.parse(outcome.card.platformData ?? '')).toEqual({
      paymentMethod: {
        type: 'scheme',
        holderName: 'Ali  Hassan',
        encryptedCardNumber: 'eyJhbGciOi.number',
        encryptedExpiryMonth: 'eyJhbGciOi.month',
        encryptedExpiryYear: 'eyJhbGciOi.year',
        encryptedSecurityCode: 'eyJhbGciOi.cvc',
      },
      browserInfo: { language: 'ar' },
      clientStateDataIndicator: true,
    });
    expect(card.showValidation).not.toHaveBeenCalled();
  });

  it('unmounts the component and clears the container on destroy', async () => {
    const { card, fields, container, states } = await mounted();
    fields.destroy();
    expect(card.unmount).toHaveBeenCalledTimes(1);
    expect(container.childNodes).toHaveLength(0);
    const count = states.length;
    card.change({ isValid: true });
    expect(states).toHaveLength(count);
  });
});

describe('the Adyen provider: 3-D Secure', () => {
  const action = {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentMethodType: 'scheme',
    token: 'eyJ0aHJlZURTTWV0aG9kTm90aWZpY2F0aW9uVVJM',
    authorisationToken: 'Ab02b4c0!BQABAgA',
  };

  it('shows the action with window size 05 where the fields were, and hands over the details', async () => {
    const { provider, container, fields } = await mounted();
    fields.destroy();
    const onDetails = jest.fn();
    const onError = jest.fn();
    const shown = await provider.handleAction?.(container, action, { onDetails, onError });
    const element = mockSdk.actions[0];
    expect(element?.action).toMatchObject(action);
    expect(element?.options.challengeWindowSize).toBe('05');
    expect(container.querySelector('iframe')).not.toBeNull();

    const details = { details: { threeDSResult: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==' } };
    element?.options.onAdditionalDetails({ data: details });
    expect(onDetails).toHaveBeenCalledWith(details);
    element?.options.onError(new Error('challenge timed out'));
    expect(onError).toHaveBeenCalledWith(new Error('challenge timed out'));

    shown?.destroy();
    expect(element?.unmount).toHaveBeenCalledTimes(1);
    expect(container.childNodes).toHaveLength(0);
  });

  it('reads a card action without its payment method type as a card', async () => {
    const { provider, container } = await mounted();
    await provider.handleAction?.(
      container,
      { type: 'redirect', url: 'https://acs.example/3ds', method: 'GET' },
      {
        onDetails: () => undefined,
        onError: () => undefined,
      },
    );
    expect(mockSdk.actions[0]?.action.paymentMethodType).toBe('scheme');
  });
});

describe('the Adyen provider: saved-card CVV', () => {
  it('takes 3 to 4 digits (spec 01 §5), Arabic-Indic digits included', () => {
    const { isSavedCvvValid } = adyenProvider({ clientKey: 'test_A', environment: 'test' });
    expect(isSavedCvvValid?.('123')).toBe(true);
    expect(isSavedCvvValid?.('1234')).toBe(true);
    expect(isSavedCvvValid?.('١٢٣')).toBe(true);
    expect(isSavedCvvValid?.('12')).toBe(false);
    expect(isSavedCvvValid?.('12a')).toBe(false);
  });
});
