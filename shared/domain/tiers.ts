import { DEFAULT_APPLE_PAY_TYPE, channelKind, normaliseApplePayType, type ChannelKind } from './payTypes';

// spec 01 §3, §4: the charge list (tiers), the recommended and remembered tiers, and the channels of a tier.

export interface PayMethodLike {
  subType: number;
  recharge_id: number;
}

export interface PayGroupLike {
  displayName: string;
  methods: readonly PayMethodLike[];
}

export interface TierLike {
  amount: number;
  pay_list: readonly PayGroupLike[];
}

export interface ChargeListInfoLike<T extends TierLike = TierLike> {
  is_new: number;
  is_new_uid: number;
  is_new_h5device: number;
  /** Amounts (USD) recommended to new users. */
  recommends: readonly number[];
  list: readonly T[];
}

/** Amounts are USD with cents: compare in cents so 4.99 read back from storage still matches. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** spec 01 §3: a new user is new by account, by uid or by device. */
export function isNewUser(
  info: Pick<ChargeListInfoLike, 'is_new' | 'is_new_uid' | 'is_new_h5device'>,
): boolean {
  return info.is_new === 1 || info.is_new_uid === 1 || info.is_new_h5device === 1;
}

export interface TierHighlights {
  /** New users: the recommended amounts that are on the list, in the order the server recommends. */
  recommended: number[];
  /** Returning users: the amount they paid last time, when it is still on the list. */
  remembered: number | null;
}

function hasAmount(info: ChargeListInfoLike, amount: number): boolean {
  return info.list.some((t) => sameAmount(t.amount, amount));
}

/** spec 01 §2, §3: a recommended list for new users, a remembered list for returning users. */
export function tierHighlights(info: ChargeListInfoLike, lastAmount: number | null): TierHighlights {
  if (isNewUser(info)) {
    return { recommended: info.recommends.filter((a) => hasAmount(info, a)), remembered: null };
  }
  const remembered = lastAmount !== null && hasAmount(info, lastAmount) ? lastAmount : null;
  return { recommended: [], remembered };
}

/**
 * The tier selected when the page opens: the remembered amount for a returning user, the first
 * recommended one for a new user, otherwise the first tier (null for an empty list).
 */
export function preselectedAmount(info: ChargeListInfoLike, lastAmount: number | null): number | null {
  const h = tierHighlights(info, lastAmount);
  if (h.remembered !== null) return h.remembered;
  const [firstRecommended] = h.recommended;
  if (firstRecommended !== undefined) return firstRecommended;
  return info.list[0]?.amount ?? null;
}

function mergeGroups<G extends PayGroupLike>(into: G[], groups: readonly G[]): void {
  for (const group of groups) {
    const same = into.findIndex((g) => g.displayName === group.displayName);
    const existing = same >= 0 ? into[same] : undefined;
    if (!existing) {
      into.push(group);
      continue;
    }
    const methods = [...existing.methods];
    for (const m of group.methods) if (!methods.some((x) => x.subType === m.subType)) methods.push(m);
    into[same] = { ...existing, methods };
  }
}

/**
 * spec 01 §3: tiers are grouped by amount. An amount listed twice becomes one tier with the pay groups
 * of both (same display name: methods merged, the first list's method kept for a repeated subType).
 * The order of first appearance is kept.
 */
export function groupTiersByAmount<T extends TierLike>(list: readonly T[]): T[] {
  const out: T[] = [];
  for (const tier of list) {
    const i = out.findIndex((t) => sameAmount(t.amount, tier.amount));
    const existing = i >= 0 ? out[i] : undefined;
    if (!existing) {
      out.push(tier);
      continue;
    }
    const groups = [...existing.pay_list];
    mergeGroups(groups, tier.pay_list);
    out[i] = { ...existing, pay_list: groups };
  }
  return out;
}

/** spec 01 §4 (balance dialog "try {lower tier}$"): the largest amount below this one, or null. */
export function lowerTier(list: readonly TierLike[], amount: number): number | null {
  let best: number | null = null;
  for (const t of list) {
    if (Math.round(t.amount * 100) < Math.round(amount * 100) && (best === null || t.amount > best))
      best = t.amount;
  }
  return best;
}

export interface Channel {
  kind: ChannelKind;
  subType: number;
  recharge_id: number;
  displayName: string;
}

export interface ChannelOptions {
  /** spec 01 §3: the third-provider card is hidden unless its gray check passes. */
  thirdCardVisible: boolean;
  /** The store's Apple Pay type (gray release, spec 02 §4); normalised here. */
  applePayType?: number | null;
}

/**
 * The channels a tier offers, in the order of its display groups. Unknown subTypes are left out.
 * Apple Pay shows as one channel, at the place of the first Apple Pay method: the store's Apple Pay
 * type when the tier offers it, else the default 26, else the first Apple Pay method offered.
 */
export function channelsForTier(tier: TierLike, options: ChannelOptions): Channel[] {
  const all: Channel[] = [];
  for (const group of tier.pay_list) {
    for (const m of group.methods) {
      const kind = channelKind(m.subType);
      if (kind === null) continue;
      if (kind === 'thirdCard' && !options.thirdCardVisible) continue;
      if (all.some((c) => c.subType === m.subType)) continue;
      all.push({ kind, subType: m.subType, recharge_id: m.recharge_id, displayName: group.displayName });
    }
  }
  const apple = all.filter((c) => c.kind === 'applePay');
  if (apple.length <= 1) return all;
  const wanted = normaliseApplePayType(options.applePayType).type;
  const chosen =
    apple.find((c) => c.subType === wanted) ??
    apple.find((c) => c.subType === DEFAULT_APPLE_PAY_TYPE) ??
    apple[0];
  const firstApple = all.indexOf(apple[0] as Channel);
  return all.flatMap((c, i) => {
    if (c.kind !== 'applePay') return [c];
    return i === firstApple && chosen ? [chosen] : [];
  });
}
