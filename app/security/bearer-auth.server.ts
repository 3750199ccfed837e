import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { apiError } from "~/http/api-response.server";
import { log } from "~/log.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Route middleware for the machines' API: without a configured token the endpoints do not exist
 * (404); otherwise the request needs `Authorization: Bearer <token>`, compared in constant time
 * (both sides hashed first, so lengths never differ). Answers are never stored by a cache.
 */
export function bearerAuth(token: () => string | undefined): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    const expected = token();
    if (!expected) throw apiError(404, "not found", { "Cache-Control": "no-store" });
    const header = request.headers.get("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!given || !timingSafeEqual(digest(given), digest(expected))) {
      log.warn("admin access refused", { path: new URL(request.url).pathname.slice(0, 200) });
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
