import { ProviderUnavailableError, type CardFieldTexts, type FieldsState } from '../types';
import { CARD_FIELD_TEXTS } from '../cardFieldTextsTestKit';
import { framesProvider } from './index';
import { cardValidDateOf, framesLocalization } from './mapping';
import {
  FRAMES_SCRIPT_URL,
  type CardTokenizedEvent,
  type FramesCardholder,
  type FramesEventName,
  type FramesEvents,
  type FramesGlobal,
  type FramesHost,
  type FramesInitOptions,
} from './sdk';

/**
 * A stand-in for the global `Frames` of framesv2.min.js, written to the API the official wrapper uses:
 * handlers given to init and to addEventHandler both fire, removeAllEventHandlers drops them, submitCard
 * resolves with the cardTokenized payload (or never settles, when a test fires cardTokenizationFailed).
 */
class FramesStandIn implements FramesGlobal {
  readonly Events: FramesEvents = {
    READY: 'ready',
    FRAME_ACTIVATED: 'frameActivated',
    FRAME_FOCUS: 'frameFocus',
    FRAME_BLUR: 'frameBlur',
    FRAME_VALIDATION_CHANGED: 'frameValidationChanged',
    PAYMENT_METHOD_CHANGED: 'paymentMethodChanged',
    CARD_VALIDATION_CHANGED: 'cardValidationChanged',
    CARD_SUBMITTED: 'cardSubmitted',
    CARD_TOKENIZED: 'cardTokenized',
    CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed',
  };
  cardholder?: FramesCardholder;
  config?: FramesInitOptions;
  cardValid = false;
  nextSubmit: () => Promise<CardTokenizedEvent> = () => new Promise(() => undefined);
  private readonly handlers = new Map<FramesEventName, Set<(event: never) => void>>();

  readonly init = jest.fn((options: FramesInitOptions) => {
    this.config = options;
    for (const name of Object.values(this.Events)) {
      const handler = (options as unknown as Record<string, unknown>)[name];
      if (typeof handler === 'function') this.addEventHandler(name, handler as (event: never) => void);
    }
  });
  isCardValid = () => this.cardValid;
  readonly submitCard = jest.fn(() => this.nextSubmit());
  addEventHandler(event: FramesEventName, handler: (event: never) => void) {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }
  removeEventHandler(event: FramesEventName, handler: (event: never) => void) {
    return this.handlers.get(event)?.delete(handler) ?? false;
  }
  readonly removeAllEventHandlers = jest.fn((event: FramesEventName) => this.handlers.delete(event));
  readonly enableSubmitForm = jest.fn();

  fire(event: FramesEventName, payload: unknown) {
    for (const handler of [...(this.handlers.get(event) ?? [])]) (handler as (e: unknown) => void)(payload);
  }
  handlerCount(event: FramesEventName) {
    return this.handlers.get(event)?.size ?? 0;
  }
  /** The user fills in every frame correctly. */
  fillValidCard() {
    for (const element of ['card-number', 'expiry-date', 'cvv']) {
      this.fire('frameValidationChanged', { element, isValid: true, isEmpty: false });
    }
    this.cardValid = true;
    this.fire('cardValidationChanged', {
      isValid: true,
      isElementValid: { cardNumber: true, expiryDate: true, cvv: true },
    });
  }
}

// Frames builds its expiry placeholder from two parts (frames/mapping.ts): a month and a year around " / "
const texts: CardFieldTexts = {
  ...CARD_FIELD_TEXTS,
  placeholders: {
    cardNumber: 'رقم البطاقة',
    cvv: 'CVV',
    expiry: 'شهر / سنة',
    holderName: 'الاسم كما على البطاقة',
  },
};

const TOKENIZED: CardTokenizedEvent = {
  type: 'card',
  token: 'tok_ubfj2q76miwundwlk72vxt2i7q',
  expires_on: '2031-01-01T00:00:00Z',
  expiry_month: 6,
  expiry_year: 2031,
  scheme: 'Visa',
  last4: '4242',
  bin: '424242',
  card_type: 'Credit',
  issuer: 'STATE BANK OF MAURITIUS',
  issuer_country: 'MU',
};

function setup({ loaded = true } = {}) {
  const doc = document.implementation.createHTMLDocument('pay');
  const frames = new FramesStandIn();
  // loaded: false plays a page before the script ran; the test defines Frames when it "loads" the tag
  const host: FramesHost = loaded ? { Frames: frames } : {};
  const provider = framesProvider({ publicKey: 'pk_sbox_test' }, { document: doc, host });
  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const states: FieldsState[] = [];
  const last = () => states[states.length - 1];
  return { doc, frames, host, provider, container, states, last };
}

async function mounted() {
  const s = setup();
  const fields = await s.provider.mountFields(s.container, { texts, onState: (st) => s.states.push(st) });
  const holder = s.container.querySelector<HTMLInputElement>('input[data-field="holderName"]');
  if (!holder) throw new Error('no holder name input');
  const typeHolder = (value: string) => {
    holder.value = value;
    holder.dispatchEvent(new Event('input'));
  };
  return { ...s, fields, holder, typeHolder };
}

const messageOf = (container: HTMLElement, field: string) =>
  container.querySelector(`[data-field="${field}"] p`)?.textContent ?? '';

describe('the Frames provider: loading', () => {
  it('loads framesv2 from Checkout.com and finds Frames', async () => {
    const { doc, provider, host, frames } = setup({ loaded: false });
    const loading = provider.load();
    const tag = doc.querySelector(`script[src="${FRAMES_SCRIPT_URL}"]`);
    expect(tag).not.toBeNull();
    host.Frames = frames;
    tag?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('is unavailable when the script fails, and tries again on the next load', async () => {
    const { doc, provider, host, frames } = setup({ loaded: false });
    const first = provider.load();
    doc.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(first).rejects.toMatchObject({ provider: 'frames' });
    expect(doc.querySelector('script')).toBeNull();

    const second = provider.load();
    host.Frames = frames;
    doc.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });

  it('is unavailable when the script loads but defines no Frames', async () => {
    const { doc, provider } = setup({ loaded: false });
    const loading = provider.load();
    doc.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('is unavailable without a public key, and loads nothing', async () => {
    const doc = document.implementation.createHTMLDocument('pay');
    const provider = framesProvider({ publicKey: '' }, { document: doc, host: {} });
    await expect(provider.load()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(doc.querySelector('script')).toBeNull();
  });

  it('has no handleAction: its 3-D Secure is the order url the page follows', () => {
    expect(setup().provider.handleAction).toBeUndefined();
  });
});

describe('the Frames provider: fields', () => {
  it('draws the three frame containers Frames expects, and a holder name input, inside the container', async () => {
    const { container, frames } = await mounted();
    for (const cls of ['card-number-frame', 'expiry-date-frame', 'cvv-frame']) {
      expect(container.querySelectorAll(`.${cls}`)).toHaveLength(1);
    }
    expect(container.querySelector('input[data-field="holderName"]')?.getAttribute('placeholder')).toBe(
      texts.placeholders.holderName,
    );
    expect(container.textContent).toContain(texts.labels.cardNumber);
    expect(frames.init).toHaveBeenCalledTimes(1);
    expect(frames.config).toMatchObject({
      publicKey: 'pk_sbox_test',
      localization: {
        cardNumberPlaceholder: 'رقم البطاقة',
        expiryMonthPlaceholder: 'شهر',
        expiryYearPlaceholder: 'سنة',
        cvvPlaceholder: 'CVV',
      },
      // 16 px inside the frames: iPhone Safari zooms into a smaller field
      style: { base: { direction: 'ltr', textAlign: 'right', fontSize: '16px' } },
    });
  });

  it('starts with every field empty and the submit button off', async () => {
    const { last } = await mounted();
    expect(last()).toEqual({
      fields: { cardNumber: 'empty', cvv: 'empty', expiry: 'empty', holderName: 'empty' },
      allValid: false,
      brand: undefined,
    });
  });

  it('maps frameValidationChanged to each field, and enables submit only when all four are valid', async () => {
    const { frames, typeHolder, last } = await mounted();
    frames.fire('frameValidationChanged', { element: 'card-number', isValid: false, isEmpty: false });
    expect(last()?.fields.cardNumber).toBe('invalid');
    frames.fire('paymentMethodChanged', { isValid: true, paymentMethod: 'Mastercard' });
    expect(last()?.brand).toBe('mastercard');

    frames.fillValidCard();
    expect(last()?.fields).toEqual({
      cardNumber: 'valid',
      expiry: 'valid',
      cvv: 'valid',
      holderName: 'empty',
    });
    expect(last()?.allValid).toBe(false);

    typeHolder('Ali Hassan');
    expect(last()?.fields.holderName).toBe('valid');
    expect(last()?.allValid).toBe(true);

    frames.fire('frameValidationChanged', { element: 'cvv', isValid: false, isEmpty: true });
    expect(last()?.fields.cvv).toBe('empty');
    expect(last()?.allValid).toBe(false);
  });

  it("follows Frames' card verdict: a card it calls invalid keeps the button off", async () => {
    const { frames, typeHolder, last } = await mounted();
    frames.fillValidCard();
    typeHolder('Ali');
    frames.fire('cardValidationChanged', {
      isValid: false,
      isElementValid: { cardNumber: false, expiryDate: true, cvv: true },
    });
    expect(last()?.fields.cardNumber).toBe('invalid');
    expect(last()?.allValid).toBe(false);
  });

  it('strips emoji and symbols from the holder name as it is typed (spec 01 §5)', async () => {
    const { holder, typeHolder, last } = await mounted();
    typeHolder('Ali 😀 Hassan!');
    expect(holder.value).toBe('Ali  Hassan');
    expect(last()?.fields.holderName).toBe('valid');
    typeHolder('😀😀');
    expect(holder.value).toBe('');
    expect(last()?.fields.holderName).toBe('empty');
    typeHolder('a'.repeat(255));
    expect(last()?.fields.holderName).toBe('invalid');
  });

  it("shows a field's message once it is left", async () => {
    const { frames, container } = await mounted();
    expect(messageOf(container, 'cardNumber')).toBe('');
    frames.fire('frameBlur', { element: 'card-number' });
    expect(messageOf(container, 'cardNumber')).toBe(texts.empty.cardNumber);
    frames.fire('frameValidationChanged', { element: 'card-number', isValid: false, isEmpty: false });
    expect(messageOf(container, 'cardNumber')).toBe(texts.invalid.cardNumber);
    expect(messageOf(container, 'cvv')).toBe('');
  });
});

describe('the Frames provider: the submit gate and tokenization', () => {
  it('does not submit an invalid card: every message shows and is read out', async () => {
    const { frames, fields, container } = await mounted();
    frames.fire('frameValidationChanged', { element: 'expiry-date', isValid: false, isEmpty: false });
    await expect(fields.tokenize()).resolves.toEqual({ ok: false, reason: 'invalid' });
    expect(frames.submitCard).not.toHaveBeenCalled();
    expect(messageOf(container, 'cardNumber')).toBe(texts.empty.cardNumber);
    expect(messageOf(container, 'expiry')).toBe(texts.invalid.expiry);
    expect(messageOf(container, 'holderName')).toBe(texts.empty.holderName);
    const announcer = container.querySelector('[role="alert"]');
    expect(announcer?.textContent).toContain(texts.invalid.expiry);
    expect(announcer?.textContent).toContain(texts.empty.holderName);
  });

  it("also asks Frames' isCardValid before submitting", async () => {
    const { frames, fields, typeHolder } = await mounted();
    frames.fillValidCard();
    typeHolder('Ali');
    frames.cardValid = false;
    await expect(fields.tokenize()).resolves.toMatchObject({ ok: false, reason: 'invalid' });
    expect(frames.submitCard).not.toHaveBeenCalled();
  });

  it('maps the cardTokenized payload to the card the order needs, with MM/YY', async () => {
    const { frames, fields, typeHolder } = await mounted();
    frames.fillValidCard();
    typeHolder('  Ali Hassan ');
    frames.nextSubmit = () => Promise.resolve(TOKENIZED);
    await expect(fields.tokenize()).resolves.toEqual({
      ok: true,
      card: {
        token: 'tok_ubfj2q76miwundwlk72vxt2i7q',
        bin: '424242',
        last4: '4242',
        scheme: 'Visa',
        issuer: 'STATE BANK OF MAURITIUS',
        issuerCountry: 'MU',
        cardValidDate: '06/31',
        holderName: 'Ali Hassan',
      },
    });
    expect(frames.cardholder?.name).toBe('Ali Hassan');
    // a token is single-use: the form is unlocked for the next attempt
    expect(frames.enableSubmitForm).toHaveBeenCalledTimes(1);
  });

  it('gives one outcome to a second tap while tokenizing', async () => {
    const { frames, fields, typeHolder } = await mounted();
    frames.fillValidCard();
    typeHolder('Ali');
    let resolve: (e: CardTokenizedEvent) => void = () => undefined;
    frames.nextSubmit = () => new Promise((r) => (resolve = r));
    const first = fields.tokenize();
    const second = fields.tokenize();
    expect(second).toBe(first);
    resolve(TOKENIZED);
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(frames.submitCard).toHaveBeenCalledTimes(1);
  });

  it('fails on cardTokenizationFailed and unlocks the form for a retry', async () => {
    const { frames, fields, typeHolder } = await mounted();
    frames.fillValidCard();
    typeHolder('Ali');
    const outcome = fields.tokenize();
    expect(frames.handlerCount('cardTokenizationFailed')).toBe(1);
    frames.fire('cardTokenizationFailed', { errorCode: 'request_invalid', message: 'token_invalid' });
    await expect(outcome).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(frames.enableSubmitForm).toHaveBeenCalledTimes(1);
    expect(frames.handlerCount('cardTokenizationFailed')).toBe(0);

    frames.nextSubmit = () => Promise.resolve(TOKENIZED);
    await expect(fields.tokenize()).resolves.toMatchObject({ ok: true });
  });

  it('fails when submitCard rejects', async () => {
    const { frames, fields, typeHolder } = await mounted();
    frames.fillValidCard();
    typeHolder('Ali');
    frames.nextSubmit = () => Promise.reject(new Error('network'));
    await expect(fields.tokenize()).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(frames.enableSubmitForm).toHaveBeenCalledTimes(1);
  });
});

describe('the Frames provider: destroy', () => {
  it("removes Frames' handlers and clears the container; later events change nothing", async () => {
    const { frames, fields, container, states } = await mounted();
    fields.destroy();
    expect(container.childNodes).toHaveLength(0);
    for (const event of Object.values(frames.Events)) {
      expect(frames.removeAllEventHandlers).toHaveBeenCalledWith(event);
    }
    const count = states.length;
    frames.fire('frameValidationChanged', { element: 'cvv', isValid: true, isEmpty: false });
    expect(states).toHaveLength(count);
    await expect(fields.tokenize()).resolves.toMatchObject({ ok: false, reason: 'failed' });
  });

  it('mounts again after a destroy (StrictMode mounts twice)', async () => {
    const { provider, frames, container, fields } = await mounted();
    fields.destroy();
    await provider.mountFields(container, { texts, onState: () => undefined });
    expect(frames.init).toHaveBeenCalledTimes(2);
    expect(container.querySelectorAll('.card-number-frame')).toHaveLength(1);
  });
});

describe('Frames mapping', () => {
  it('builds MM/YY from the token expiry, numbers or strings', () => {
    expect(cardValidDateOf(6, 2031)).toBe('06/31');
    expect(cardValidDateOf('12', '2030')).toBe('12/30');
    expect(cardValidDateOf('13', '2030')).toBe('');
  });
  it('splits the expiry placeholder into month and year', () => {
    expect(framesLocalization({ ...texts.placeholders, expiry: 'MM/YY' })).toMatchObject({
      expiryMonthPlaceholder: 'MM',
      expiryYearPlaceholder: 'YY',
    });
  });
});
