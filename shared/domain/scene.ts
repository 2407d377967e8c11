// spec 01 §3, §4: order kinds and scenes. The store starts in the normal scene.

export const ORDER_KIND_NORMAL = 1;
export const ORDER_KIND_RETRY = 2;
export const ORDER_KIND_REPURCHASE = 3;
export const ORDER_KIND_EXPIRED = 4;

export type PayScene = 'normal' | 'retry' | 'repurchase' | 'expire';

export const DEFAULT_SCENE: PayScene = 'normal';

const KIND_OF_SCENE: Readonly<Record<PayScene, number>> = {
  normal: ORDER_KIND_NORMAL,
  retry: ORDER_KIND_RETRY,
  repurchase: ORDER_KIND_REPURCHASE,
  expire: ORDER_KIND_EXPIRED,
};

export function orderKindOfScene(scene: PayScene): number {
  return KIND_OF_SCENE[scene];
}

/** The scene of an order kind; null for a kind the spec does not name. */
export function sceneOfOrderKind(kind: number): PayScene | null {
  const found = (Object.keys(KIND_OF_SCENE) as PayScene[]).find((s) => KIND_OF_SCENE[s] === kind);
  return found ?? null;
}

export interface PayHistory<C> {
  lastPayType: number | null;
  lastPayCard: C | null;
  lastSuccessPayType: number | null;
  lastSuccessPayCard: C | null;
}

export interface PayChoice<C> {
  /** null: nothing stored; the caller uses DEFAULT_PAY_TYPE. */
  payType: number | null;
  card: C | null;
}

/**
 * spec 01 §4: the normal scene proposes what last succeeded; a retry, repurchase or expired-card
 * scene continues with what was last attempted (the payment being retried).
 */
export function payChoiceForScene<C>(scene: PayScene, history: PayHistory<C>): PayChoice<C> {
  if (scene === 'normal') return { payType: history.lastSuccessPayType, card: history.lastSuccessPayCard };
  return { payType: history.lastPayType, card: history.lastPayCard };
}
