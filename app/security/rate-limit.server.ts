import ipaddr from "ipaddr.js";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { createContext, type MiddlewareFunction } from "react-router";
import { limiter } from "./limiter.server";

/**
 * Who a client is for the rate limits: its IPv4 address, or the /64 network of its IPv6 address. One home or
 * phone gets a whole /64 (RFC 6177), so counting single IPv6 addresses would give one visitor 2⁶⁴ budgets.
 * An IPv4 address written as IPv6 (`::ffff:203.0.113.9`) is its IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  // Some proxies forward the address with its port (`203.0.113.9:5678`, `[2001:db8::1]:443`) or a zone (`%eth0`):
  // the client is the address alone. What still does not read as one shares a single key.
  const bare = address
    ?.trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, "$1")
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1")
    .replace(/%.*$/, "");
  if (!bare || !ipaddr.isValid(bare)) return "unknown";
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}

/** The client's key (`clientKey`) from its address as the HTTP server sees it (`TRUST_PROXY` applied), set by server/app.ts. */
export const clientAddressContext = createContext<string>("unknown");

/** What the route's rate limiter decided for this request; the route answers in its own words. */
export const rateLimitContext = createContext<{ limited: boolean }>({ limited: false });

interface RateLimitOptions {
  /** Names the limit in the `RateLimit` headers and keeps its counts apart from other limits. */
  name: string;
  /** Requests one client may send in the window (read once, at the first request). */
  limit: () => number;
  windowSeconds: number;
  /** The methods that count; others pass untouched. */
  methods?: readonly string[];
  /**
   * Counted where every instance sees it (in the database with PostgreSQL: limiter.server.ts), the default; false:
   * in this process's memory, for an endpoint that must not cost a database write per call.
   */
  shared?: boolean;
}

/**
 * Route middleware counting requests per client address over a fixed window. Over the limit it
 * only marks the request (`rateLimitContext`), so that a page can still answer with a translated
 * message and keep what the visitor typed; every counted answer carries the standard
 * `RateLimit-Policy` / `RateLimit` headers, and `Retry-After` when refused.
 */
export function rateLimit({ name, limit, windowSeconds, methods = ["POST"], shared = true }: RateLimitOptions) {
  let counter: { points: number; limiter: RateLimiterAbstract } | undefined;
  const middleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
    if (!methods.includes(request.method)) return next();
    if (!counter) {
      const points = limit();
      const options = { keyPrefix: name, points, duration: windowSeconds };
      counter = { points, limiter: shared ? limiter(options) : new RateLimiterMemory(options) };
    }
    let result: RateLimiterRes;
    let limited = false;
    try {
      result = await counter.limiter.consume(context.get(clientAddressContext));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      limited = true;
    }
    context.set(rateLimitContext, { limited });
    const response = await next();
    const reset = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    try {
      response.headers.set("RateLimit-Policy", `"${name}";q=${counter.points};w=${windowSeconds}`);
      response.headers.set("RateLimit", `"${name}";r=${result.remainingPoints};t=${reset}`);
      if (limited) response.headers.set("Retry-After", String(reset));
    } catch {
      // A response with immutable headers (a redirect) goes out as it is.
    }
    return response;
  };
  return middleware;
}
