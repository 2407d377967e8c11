// spec 01 §6: topping up another account needs a code sent to that account's in-app inbox, except
// for accounts already in this device's recharge target list. The logged-in user's own account needs
// none, and spec 01 §4 keeps the last verified uid so the same account is not asked twice in a row.

export interface VerificationContext {
  uid: number;
  loggedInUid: number | null;
  localTargetUids: readonly number[];
  lastVerifiedUid: number | null;
}

export function needsVerification(ctx: VerificationContext): boolean {
  if (ctx.loggedInUid !== null && ctx.uid === ctx.loggedInUid) return false;
  if (ctx.localTargetUids.includes(ctx.uid)) return false;
  if (ctx.lastVerifiedUid !== null && ctx.uid === ctx.lastVerifiedUid) return false;
  return true;
}
