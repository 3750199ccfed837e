import { createHash, timingSafeEqual } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { MiddlewareFunction } from "react-router";
import { apiError } from "~/http/api-response.server";
import { log } from "~/log.server";
import { limiter } from "./limiter.server";
import { clientAddressContext } from "./rate-limit.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Wrong tokens: 10 per client per 15 minutes; past that, the client's wrong tokens are answered 429 without being
 * counted further. Counted per client only: one client's failures never refuse another's, and the right token is
 * never refused at all (`bearerAuth`).
 */
export const wrongTokenLimits = { perClient: 10, windowSeconds: 15 * 60 } as const;

/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), or undefined. The scheme's name is
 * case-insensitive (RFC 9110 §11.1): `bearer abc` is `Bearer abc`.
 */
export function bearerToken(header: string | null): string | undefined {
  return header ? /^Bearer +(\S.*)$/i.exec(header)?.[1] : undefined;
}

function wrongTokenGuard() {
  // Made at the first wrong token, once the database is open (shared counts with PostgreSQL: limiter.server.ts).
  let counter: RateLimiterAbstract | undefined;
  const perClient = () => {
    counter ??= limiter({
      keyPrefix: "admin-client",
      points: wrongTokenLimits.perClient,
      duration: wrongTokenLimits.windowSeconds,
    });
    return counter;
  };
  /** Logged once per burst: the first refusal of a window, not every try after it. */
  let burstLoggedUntil = 0;
  return {
    /** Milliseconds before this client's wrong tokens are counted again (0: now). */
    blockedFor: async (client: string) => {
      const state = await perClient().get(client);
      const ms = state && state.consumedPoints >= wrongTokenLimits.perClient ? state.msBeforeNext : 0;
      if (ms > 0 && Date.now() > burstLoggedUntil) {
        burstLoggedUntil = Date.now() + ms;
        log.warn("admin access: wrong tokens over the limit, further tries refused", {
          retryAfterSeconds: Math.ceil(ms / 1000),
        });
      }
      return ms;
    },
    /** Counts a wrong token; true for a client's first in its window (the one logged of a burst). */
    failed: async (client: string) => (await perClient().penalty(client)).consumedPoints === 1,
  };
}

/**
 * Route middleware for the machines' API: without a configured token the endpoints do not exist (404); otherwise
 * the request needs `Authorization: Bearer <token>`, compared in constant time (both sides hashed first, so lengths
 * never differ). The token is compared first: the right one always passes, whatever other requests did, from this
 * address or any other, so that nobody can lock the clinic's backend out. A wrong or missing token counts against
 * its client alone, and past that client's limit is answered 429. What keeps the token from being guessed is its
 * strength (at least 24 characters, `openssl rand -hex 32` advised: docs/configuration.md), not the count: a
 * refused client could still tell a right token by its 200. The count spares the log and signals a confused or
 * abusive client. Answers are never stored by a cache.
 */
export function bearerAuth(token: () => string | undefined): MiddlewareFunction<Response> {
  const guard = wrongTokenGuard();
  return async ({ request, context }, next) => {
    const expected = token();
    if (!expected) throw apiError(404, "not found", { "Cache-Control": "no-store" });
    const given = bearerToken(request.headers.get("authorization"));
    if (given !== undefined && timingSafeEqual(digest(given), digest(expected))) {
      const response = await next();
      response.headers.set("Cache-Control", "no-store");
      return response;
    }
    const client = context.get(clientAddressContext);
    const blocked = await guard.blockedFor(client);
    if (blocked > 0) {
      throw apiError(429, "too many tries", {
        "Retry-After": String(Math.ceil(blocked / 1000)),
        "Cache-Control": "no-store",
      });
    }
    // Logged once per client and window, not per try: a guessing burst is one line here and one when refused.
    if (await guard.failed(client)) {
      log.info("admin access refused", { path: new URL(request.url).pathname.slice(0, 200) });
    }
    throw apiError(401, "unauthorized", {
      "WWW-Authenticate": 'Bearer realm="clinic-admin"',
      "Cache-Control": "no-store",
    });
  };
}
