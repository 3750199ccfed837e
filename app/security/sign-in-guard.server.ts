import { createHash } from "node:crypto";
import pLimit from "p-limit";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { log } from "~/log.server";
import { limiter } from "./limiter.server";

/**
 * Sign-in tries per 15 minutes: 10 per client, 10 per e-mail address tried, 100 in all. A password, unlike the
 * machines' long random token (bearer-auth.server.ts), may be guessed, so every try counts, the right one too. A try
 * counts before the password is checked, so that a burst of parallel tries cannot slip past the count; a right
 * password gives its try back.
 *
 * A browser that signed in to an account before, both factors (staff-device.server.ts), is spared the three limits
 * when it tries that account, and that account only: it has its own 10 tries per 15 minutes instead. Guesses from many
 * addresses may spend an account's budget or the overall one, but they cannot lock the staff out of their own
 * browsers. Its wrong tries still count against the client, the address and the overall budget, so that a mark of
 * one's own account buys no guesses at another's.
 */
export const signInLimits = {
  perClient: 10,
  perAddress: 10,
  overall: 100,
  perDevice: 10,
  windowSeconds: 15 * 60,
} as const;

/**
 * Password checks running at once. A scrypt check holds 128 MiB for about a tenth of a second: a hundred at
 * once would hold 12 GiB. Checks past this wait their turn.
 */
const checksAtOnce = 2;

/** A try: who tries, at which account. */
export interface SignInTry {
  /** The client's address key (rate-limit.server.ts). */
  client: string;
  /** The e-mail address tried, as accounts are found by it (trimmed, lower case), known to an account or not. */
  email: string;
  /** The id of the browser's mark when it is a genuine mark of the account tried (not of another one). */
  device?: string;
}

/** Which limit refused a try. */
export type SignInLimit = "client" | "address" | "overall" | "device";

export type SignInOutcome =
  | { kind: "signed-in" }
  | { kind: "wrong" }
  | {
      kind: "limited";
      retryAfterSeconds: number;
      limit: SignInLimit;
      /** The refusing limit's key (the client's, the address's digest, the mark's id, or one for all). */
      key: string;
    };

/** The address tried as its counts are kept: a digest, so that the shared `rate_limits` table holds no e-mail address. */
const addressKey = (email: string) => createHash("sha256").update(email).digest("base64url").slice(0, 32);

/**
 * The guard of the staff's sign-in (docs/decisions/010-staff-inbox.md, 019-staff-accounts.md): counts tries per
 * client, per address tried and overall (or, for a known browser of the account, per browser), refuses past a limit
 * before anything is checked, and runs the password checks a few at a time. With PostgreSQL the counts are shared by
 * every instance (limiter.server.ts).
 */
export function signInGuard() {
  // Made at the first try, once the database is open (shared counts with PostgreSQL: limiter.server.ts).
  let counters: Record<SignInLimit, RateLimiterAbstract> | undefined;
  const counter = (keyPrefix: string, points: number) =>
    limiter({ keyPrefix, points, duration: signInLimits.windowSeconds });
  const makeCounters = () => ({
    client: counter("sign-in-client", signInLimits.perClient),
    address: counter("sign-in-address", signInLimits.perAddress),
    overall: counter("sign-in-all", signInLimits.overall),
    device: counter("sign-in-device", signInLimits.perDevice),
  });
  const queue = pLimit(checksAtOnce);
  /** Logged once per burst: the first refusal of a window, not every try after it. */
  let burstLoggedUntil = 0;

  const refuse = (rejection: unknown, limit: SignInLimit, key: string): SignInOutcome => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const ms = Math.max(1000, rejection.msBeforeNext);
    if (Date.now() > burstLoggedUntil) {
      burstLoggedUntil = Date.now() + ms;
      log.warn("staff sign-in: tries over the limit, further tries refused", {
        limit,
        retryAfterSeconds: Math.ceil(ms / 1000),
      });
    }
    return { kind: "limited", retryAfterSeconds: Math.ceil(ms / 1000), limit, key };
  };

  return {
    /** Counts a try and, if it is within the limits, runs `check` (the password's). */
    async attempt(signInTry: SignInTry, check: () => Promise<boolean>): Promise<SignInOutcome> {
      counters ??= makeCounters();
      const keys: Record<SignInLimit, string> = {
        client: signInTry.client,
        address: addressKey(signInTry.email),
        overall: "all",
        device: signInTry.device ?? "",
      };
      const counted: SignInLimit[] = [];
      const giveBack = () => Promise.all(counted.map((limit) => counters?.[limit].reward(keys[limit])));
      if (signInTry.device) {
        try {
          await counters.device.consume(keys.device);
        } catch (rejection) {
          return refuse(rejection, "device", keys.device);
        }
        // Counted everywhere, refused by none of the others.
        const others = ["client", "address", "overall"] as const;
        await Promise.all(others.map((limit) => counters?.[limit].penalty(keys[limit])));
        counted.push("device", ...others);
      } else {
        for (const limit of ["client", "address", "overall"] as const) {
          try {
            await counters[limit].consume(keys[limit]);
            counted.push(limit);
          } catch (rejection) {
            // A refused try checks nothing: the counts it took from the other limits go back.
            await giveBack();
            return refuse(rejection, limit, keys[limit]);
          }
        }
      }
      if (await queue(check)) {
        await giveBack();
        log.info("staff password accepted: the second factor is due");
        return { kind: "signed-in" };
      }
      log.info("staff sign-in refused: wrong password");
      return { kind: "wrong" };
    },
  };
}
