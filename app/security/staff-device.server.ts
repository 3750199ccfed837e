import { createHmac, randomBytes } from "node:crypto";
import { sameToken } from "./staff-session.server";

/**
 * A browser a person signed in with, both factors: it keeps a mark (an HttpOnly cookie, `__Host-` over HTTPS) that
 * spares its tries at that account, and that account only, the sign-in's limits per client, per address and overall
 * (sign-in-guard.server.ts), so that strangers guessing from many addresses cannot lock the staff out. The mark names
 * the account and a random id, signed with the account's password hash: nothing is stored, it cannot be forged, and a
 * new password voids the account's marks.
 */
export const staffDeviceCookieName = "staff_device";

/** How long a browser stays known after its last sign-in: half a year. */
export const staffDeviceSeconds = 183 * 24 * 60 * 60;

const signature = (accountId: string, id: string, passwordHash: string) =>
  createHmac("sha256", `staff device ${passwordHash}`).update(`${accountId}.${id}`).digest("base64url");

/** A new mark for a browser that has just signed in to an account (password and second factor). */
export function newDeviceMark(accountId: string, passwordHash: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${accountId}.${id}.${signature(accountId, id, passwordHash)}`;
}

/** The account a mark claims to be of (to look its password hash up), or undefined for no mark or a malformed one. */
export function markedAccount(mark: string | undefined): string | undefined {
  if (!mark || mark.length > 200) return undefined;
  const parts = mark.split(".");
  return parts.length === 3 && parts.every(Boolean) ? parts[0] : undefined;
}

/** The id of a genuine mark (made with this account's password hash), or undefined. */
export function knownDevice(mark: string | undefined, passwordHash: string | null | undefined): string | undefined {
  const accountId = markedAccount(mark);
  if (!accountId || !mark || !passwordHash) return undefined;
  const [, id = "", sent] = mark.split(".");
  return sameToken(sent, signature(accountId, id, passwordHash)) ? id : undefined;
}
