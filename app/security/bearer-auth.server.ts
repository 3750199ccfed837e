import { createHash, timingSafeEqual } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { MiddlewareFunction } from "react-router";
import { apiError } from "~/http/api-response.server";
import { log } from "~/log.server";
import { limiter } from "./limiter.server";
import { clientAddressContext } from "./rate-limit.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Wrong tokens: 10 per client and 100 in all per 15 minutes. Past either, every try is refused (429)
 * before the token is even compared, so a token cannot be guessed by trying.
 */
export const wrongTokenLimits = { perClient: 10, overall: 100, windowSeconds: 15 * 60 } as const;

function wrongTokenGuard() {
  // Made at the first request, once the database is open (shared counts with PostgreSQL: limiter.server.ts).
  let counters: { perClient: RateLimiterAbstract; overall: RateLimiterAbstract } | undefined;
  const limits = () => {
    counters ??= {
      perClient: limiter({
        keyPrefix: "admin-client",
        points: wrongTokenLimits.perClient,
        duration: wrongTokenLimits.windowSeconds,
      }),
      overall: limiter({
        keyPrefix: "admin-all",
        points: wrongTokenLimits.overall,
        duration: wrongTokenLimits.windowSeconds,
      }),
    };
    return counters;
  };
  /** Logged once per burst: the first refusal of a window, not every try after it. */
  let burstLoggedUntil = 0;
  const wait = (client: string) =>
    Promise.all([limits().perClient.get(client), limits().overall.get("all")]).then((states) =>
      Math.max(
        0,
        ...states.map((state, i) =>
          state && state.consumedPoints >= (i === 0 ? wrongTokenLimits.perClient : wrongTokenLimits.overall)
            ? state.msBeforeNext
            : 0,
        ),
      ),
    );
  return {
    /** Milliseconds to wait before this client may try again (0: it may). */
    blockedFor: async (client: string) => {
      const ms = await wait(client);
      if (ms > 0 && Date.now() > burstLoggedUntil) {
        burstLoggedUntil = Date.now() + ms;
        log.warn("admin access: wrong tokens over the limit, further tries refused", {
          retryAfterSeconds: Math.ceil(ms / 1000),
        });
      }
      return ms;
    },
    /** Counts a wrong token; true for a client's first in its window (the one logged of a burst). */
    failed: async (client: string) => {
      const [mine] = await Promise.all([limits().perClient.penalty(client), limits().overall.penalty("all")]);
      return mine.consumedPoints === 1;
    },
  };
}

/**
 * Route middleware for the machines' API: without a configured token the endpoints do not exist
 * (404); otherwise the request needs `Authorization: Bearer <token>`, compared in constant time
 * (both sides hashed first, so lengths never differ). Answers are never stored by a cache.
 */
export function bearerAuth(token: () => string | undefined): MiddlewareFunction<Response> {
  const guard = wrongTokenGuard();
  return async ({ request, context }, next) => {
    const expected = token();
    if (!expected) throw apiError(404, "not found", { "Cache-Control": "no-store" });
    const client = context.get(clientAddressContext);
    const blocked = await guard.blockedFor(client);
    if (blocked > 0) {
      throw apiError(429, "too many tries", {
        "Retry-After": String(Math.ceil(blocked / 1000)),
        "Cache-Control": "no-store",
      });
    }
    const header = request.headers.get("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!given || !timingSafeEqual(digest(given), digest(expected))) {
      // Logged once per client and window, not per try: a guessing burst is one line here and one when refused.
      if (await guard.failed(client)) {
        log.info("admin access refused", { path: new URL(request.url).pathname.slice(0, 200) });
      }
      throw apiError(401, "unauthorized", {
        "WWW-Authenticate": 'Bearer realm="clinic-admin"',
        "Cache-Control": "no-store",
      });
    }
    const response = await next();
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
}
