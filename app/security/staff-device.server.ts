import { createHmac, randomBytes } from "node:crypto";
import { sameToken } from "./staff-session.server";

/**
 * A browser the staff signed in with: after a right password it keeps a mark (an HttpOnly cookie) that lets it
 * try again when the sign-in's overall budget is spent (sign-in-guard.server.ts), so that strangers guessing from
 * many addresses cannot lock the staff out. The mark is a random id signed with the password's hash: nothing is
 * stored, it cannot be forged, and a new password voids every mark.
 */
export const staffDeviceCookieName = "staff_device";

/** How long a browser stays known after its last sign-in: half a year. */
export const staffDeviceSeconds = 183 * 24 * 60 * 60;

const signature = (id: string, passwordHash: string) =>
  createHmac("sha256", `staff device ${passwordHash}`).update(id).digest("base64url");

/** A new mark for a browser that has just signed in. */
export function newDeviceMark(passwordHash: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${signature(id, passwordHash)}`;
}

/** The id of a genuine mark (made with this password's hash), or undefined. */
export function knownDevice(mark: string | undefined, passwordHash: string): string | undefined {
  if (!mark || mark.length > 100 || !passwordHash) return undefined;
  const [id, sent, ...rest] = mark.split(".");
  if (!id || !sent || rest.length > 0) return undefined;
  return sameToken(sent, signature(id, passwordHash)) ? id : undefined;
}
