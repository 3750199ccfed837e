import { RateLimiterRes } from "rate-limiter-flexible";
import { limiter } from "~/security/limiter.server";
import { verifyPassword } from "~/security/password.server";
import { acceptedStep, normalRecoveryCode } from "~/security/totp.server";
import type { StaffAccounts, StaffCredentials } from "./staff-accounts.server";

/**
 * Wrong second-factor codes (or re-authentications) per account: 5 per 15 minutes. A six-digit code is one in a
 * million: five tries per quarter hour leave an attacker who has the password no real chance, and the person waits a
 * quarter hour at most.
 */
export const secondFactorLimits = { perAccount: 5, windowSeconds: 15 * 60 } as const;

let counter: ReturnType<typeof limiter> | undefined;
const tries = () => {
  counter ??= limiter({
    keyPrefix: "second-factor",
    points: secondFactorLimits.perAccount,
    duration: secondFactorLimits.windowSeconds,
  });
  return counter;
};

/** Counts a try against the account's limit: null while within it, else how long to wait. */
async function countTry(accountId: string): Promise<{ kind: "limited"; retryAfterSeconds: number } | null> {
  try {
    await tries().consume(accountId);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { kind: "limited", retryAfterSeconds: Math.ceil(Math.max(1000, rejection.msBeforeNext) / 1000) };
  }
}

export type FactorCheck =
  | { kind: "passed"; via: "totp" | "recovery_code" }
  | { kind: "wrong" }
  | { kind: "limited"; retryAfterSeconds: number };

/**
 * Whether `code` is a second factor of the account: a code of the person's authenticator app (accepted once: a later
 * step than the last one used) or one of their recovery codes (used up). Counts nothing.
 */
async function matchFactor(
  accounts: StaffAccounts,
  account: StaffCredentials,
  code: unknown,
  now: number,
): Promise<"totp" | "recovery_code" | null> {
  if (!account.totpSecret) return null;
  const step = acceptedStep(account.totpSecret, code, account.totpLastStep, now);
  if (step !== null) return (await accounts.takeStep(account.id, step)) ? "totp" : null;
  const recovery = normalRecoveryCode(code);
  if (recovery && (await accounts.spendRecoveryCode(account.id, recovery))) return "recovery_code";
  return null;
}

/**
 * The code a second-factor form sends: its recovery code if one was typed (the field behind "Lost your phone?", which
 * takes letters), else the app's code (the field a phone shows a number pad for, where a recovery code typed on a
 * computer is taken too).
 */
export function typedCode(form: FormData): FormDataEntryValue | null {
  const recovery = form.get("recovery");
  return typeof recovery === "string" && recovery.trim() ? recovery : form.get("code");
}

/**
 * Checks a second factor (`matchFactor`). Every try counts against the account's limit; a right one gives it back.
 */
export async function checkSecondFactor(
  accounts: StaffAccounts,
  account: StaffCredentials,
  code: unknown,
  now = Date.now(),
): Promise<FactorCheck> {
  const limited = await countTry(account.id);
  if (limited) return limited;
  const passed = await matchFactor(accounts, account, code, now);
  if (!passed) return { kind: "wrong" };
  await tries().reward(account.id);
  return { kind: "passed", via: passed };
}

/**
 * Re-authentication before a change of password or second factor (OWASP ASVS 5.0 V6.2.3, V7.5.1): the current
 * password and a fresh code of the app (or a recovery code), both checked again, as one try against the account's
 * limit. The password comes first: a wrong one counts whatever the code, and leaves the code unspent.
 */
export async function reauthenticate(
  accounts: StaffAccounts,
  accountId: string,
  password: unknown,
  code: unknown,
  now = Date.now(),
): Promise<FactorCheck> {
  const account = await accounts.credentialsOf(accountId);
  if (!account?.passwordHash) return { kind: "wrong" };
  const limited = await countTry(account.id);
  if (limited) return limited;
  if (typeof password !== "string" || !(await verifyPassword(password, account.passwordHash))) {
    return { kind: "wrong" };
  }
  const passed = await matchFactor(accounts, account, code, now);
  if (!passed) return { kind: "wrong" };
  await tries().reward(account.id);
  return { kind: "passed", via: passed };
}

/**
 * One factor again, the password, before ending sessions from one's list (ASVS V7.5.2). Wrong passwords count against
 * the same limit as wrong codes.
 */
export async function confirmPassword(
  accounts: StaffAccounts,
  accountId: string,
  password: unknown,
): Promise<Exclude<FactorCheck, { kind: "passed" }> | { kind: "passed" }> {
  const account = await accounts.credentialsOf(accountId);
  if (!account?.passwordHash) return { kind: "wrong" };
  const limited = await countTry(account.id);
  if (limited) return limited;
  if (typeof password !== "string" || !(await verifyPassword(password, account.passwordHash))) {
    return { kind: "wrong" };
  }
  await tries().reward(account.id);
  return { kind: "passed" };
}
