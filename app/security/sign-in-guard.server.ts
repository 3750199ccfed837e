import pLimit from "p-limit";
import { RateLimiterRes } from "rate-limiter-flexible";
import { log } from "~/log.server";
import { limiter } from "./limiter.server";

/**
 * Sign-in tries: 10 per client and 100 in all per 15 minutes. A password, unlike the machines' long random token
 * (bearer-auth.server.ts), may be guessed, so every try counts, the right one too. A try counts before the password
 * is checked, so that a burst of parallel tries cannot slip past the count; a right password gives its try back.
 * A browser that has signed in before
 * (staff-device.server.ts) is counted on its own, 10 tries per 15 minutes, and not in the overall budget: guesses
 * from many addresses may spend that budget, but they cannot lock out the staff's own browsers.
 */
export const signInLimits = { perClient: 10, overall: 100, windowSeconds: 15 * 60 } as const;

/**
 * Password checks running at once. A scrypt check holds 128 MiB for about a tenth of a second: a hundred at
 * once would hold 12 GiB. Checks past this wait their turn.
 */
const checksAtOnce = 2;

/** Who tries: the client's address key (rate-limit.server.ts), and the id of its browser's mark, if it has one. */
export interface SignInClient {
  address: string;
  device?: string;
}

export type SignInOutcome = { kind: "signed-in" } | { kind: "wrong" } | { kind: "limited"; retryAfterSeconds: number };

/**
 * The guard of the staff's sign-in (docs/decisions/010-staff-inbox.md): counts tries per client and overall,
 * refuses past either limit before anything is checked, and runs the password checks a few at a time.
 * With PostgreSQL the counts are shared by every instance (limiter.server.ts).
 */
export function signInGuard() {
  // Made at the first try, once the database is open (shared counts with PostgreSQL: limiter.server.ts).
  let counters: ReturnType<typeof makeCounters> | undefined;
  const makeCounters = () => ({
    perClient: limiter({
      keyPrefix: "sign-in-client",
      points: signInLimits.perClient,
      duration: signInLimits.windowSeconds,
    }),
    overall: limiter({ keyPrefix: "sign-in-all", points: signInLimits.overall, duration: signInLimits.windowSeconds }),
  });
  const queue = pLimit(checksAtOnce);
  /** Logged once per burst: the first refusal of a window, not every try after it. */
  let burstLoggedUntil = 0;

  const refuse = (rejection: unknown): SignInOutcome => {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const ms = Math.max(1000, rejection.msBeforeNext);
    if (Date.now() > burstLoggedUntil) {
      burstLoggedUntil = Date.now() + ms;
      log.warn("staff sign-in: tries over the limit, further tries refused", {
        retryAfterSeconds: Math.ceil(ms / 1000),
      });
    }
    return { kind: "limited", retryAfterSeconds: Math.ceil(ms / 1000) };
  };

  return {
    /** Counts a try by `client` and, if it is within the limits, runs `check` (the password's). */
    async attempt(client: SignInClient, check: () => Promise<boolean>): Promise<SignInOutcome> {
      counters ??= makeCounters();
      const { perClient, overall } = counters;
      const key = client.device ? `device:${client.device}` : client.address;
      try {
        await perClient.consume(key);
      } catch (rejection) {
        return refuse(rejection);
      }
      if (!client.device) {
        try {
          await overall.consume("all");
        } catch (rejection) {
          await perClient.reward(key);
          return refuse(rejection);
        }
      }
      if (await queue(check)) {
        await Promise.all([perClient.reward(key), client.device ? undefined : overall.reward("all")]);
        log.info("staff password accepted: the second factor is due");
        return { kind: "signed-in" };
      }
      log.info("staff sign-in refused: wrong password");
      return { kind: "wrong" };
    },
  };
}
