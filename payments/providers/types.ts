// One interface for every card provider (DESIGN §11): the sandbox of the contract
// server, Checkout.com Frames and Adyen Web 5.63. A provider's SDK is imported only inside its own folder,
// only through a dynamic import or its official script, and only after the user picks its channel.

export type ProviderId = 'sandbox' | 'frames' | 'adyen';

/** The SDK could not be loaded (offline, blocked, refused by the policy): the page offers the other channels. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  constructor(
    readonly provider: ProviderId,
    options?: { cause?: unknown },
  ) {
    super(`payment provider ${provider} could not be loaded`, options);
  }
}

/** spec 01 §5: the four fields of a new card. */
export type CardFieldName = 'cardNumber' | 'cvv' | 'expiry' | 'holderName';
export type FieldStatus = 'empty' | 'invalid' | 'valid';

export interface FieldsState {
  fields: Record<CardFieldName, FieldStatus>;
  /** spec 01 §5: the submit button is enabled only when all four are valid. */
  allValid: boolean;
  /** The card network as detected from the number, when known. */
  brand?: string;
}

import type { CardBrand } from '@topup/shared/domain/cardBrand';

/** The texts of spec 01 §5, so that fields drawn by an SDK speak the page's Arabic too. */
export interface CardFieldTexts {
  labels: Record<CardFieldName, string>;
  placeholders: Record<CardFieldName, string>;
  /** "please fill in {field}" for each field */
  empty: Record<CardFieldName, string>;
  /** "{field} is filled in incorrectly" for each field */
  invalid: Record<CardFieldName, string>;
  /** A card of a brand the channel does not take (spec 01 §9: the third provider takes mc and visa). */
  brandRefused: string;
}

/** What create_coin_pay needs from a tokenized new card (spec 01 §7). */
export interface TokenizedCard {
  /** The card-checkout token (cko_token), or the sandbox token. */
  token?: string;
  /** Adyen: the JSON text of the card component's state data, sent as platform_data. */
  platformData?: string;
  bin: string;
  last4: string;
  scheme: string;
  issuer: string;
  issuerCountry: string;
  /** 'MM/YY' */
  cardValidDate: string;
  holderName: string;
}

export type TokenizeOutcome =
  | { ok: true; card: TokenizedCard }
  /** invalid: the fields now show their messages; failed: the provider refused or could not be reached */
  | { ok: false; reason: 'invalid' | 'failed'; message?: string };

/** The new-card fields once mounted (DESIGN §11: mounted in a layout effect, destroyed in its cleanup). */
export interface CardFieldsInstance {
  /** The submit gate: not valid → every field's message shows. */
  showErrors(): void;
  tokenize(): Promise<TokenizeOutcome>;
  destroy(): void;
}

export interface MountFieldsOptions {
  texts: CardFieldTexts;
  onState(state: FieldsState): void;
  /** The brands the channel takes (shared/domain/cardFields acceptedBrands); absent or null: every brand. */
  brands?: readonly CardBrand[] | null;
}

/**
 * A provider action (spec 01 §4: ChallengeShopper, IdentifyShopper, RedirectShopper), as Adyen sends it:
 * `type` is 'threeDS2', 'redirect', … The sandbox sends 'redirect' with an embedded challenge page URL.
 */
export interface ProviderAction {
  type: string;
  url?: string;
  method?: string;
  paymentData?: string;
  paymentMethodType?: string;
  [key: string]: unknown;
}

export interface ChallengeCallbacks {
  /** The 3-D Secure details to send with submit_authentication_result (as platform_data). */
  onDetails(details: Record<string, unknown>): void;
  onError(error: unknown): void;
}

export interface ChallengeInstance {
  destroy(): void;
}

export interface CardProvider {
  id: ProviderId;
  /** Downloads the SDK and its CSS. Rejects with ProviderUnavailableError; a later call tries again. */
  load(): Promise<void>;
  mountFields(container: HTMLElement, options: MountFieldsOptions): Promise<CardFieldsInstance>;
  /**
   * Shows a 3-D Secure action where the card fields were (spec 01 §9: challenge window size code 05).
   * Providers whose 3-D Secure is a full-page redirect (the order's `url`) do not implement it.
   */
  handleAction?(
    container: HTMLElement,
    action: ProviderAction,
    callbacks: ChallengeCallbacks,
  ): Promise<ChallengeInstance>;
  /**
   * The provider action types it shows in the page itself (providers/actions.ts); any other redirect is
   * the provider's own page, followed by the page's safe-redirect rule.
   */
  inPageActions?: readonly string[];
  /** spec 01 §5: a saved card's CVV by the provider's own rule (absent: 3 to 4 digits). */
  isSavedCvvValid?(cvv: string): boolean;
}
