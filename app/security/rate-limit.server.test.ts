import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { limiter } from "./limiter.server";
import { clientAddressContext, clientKey, rateLimit, rateLimitContext } from "./rate-limit.server";

// The shared counter (the database's, with PostgreSQL), watched: a limit kept in memory must not ask for it.
vi.mock("./limiter.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("./limiter.server")>();
  return { ...original, limiter: vi.fn(original.limiter) };
});

type Middleware = ReturnType<typeof rateLimit>;

/** One request through the middleware, from `address`; returns the answer and what the route saw. */
async function send(middleware: Middleware, address: string, method = "POST") {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  let seen: { limited: boolean } | undefined;
  const request = new Request("http://clinic.test/", { method });
  const response = (await middleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "/" } as never,
    async () => {
      seen = context.get(rateLimitContext);
      return new Response("ok");
    },
  )) as Response;
  return { response, seen };
}

describe("rateLimit", () => {
  it("lets a client send the limit, then marks its requests with a Retry-After, others unaffected", async () => {
    const limit = rateLimit({ name: "test", limit: () => 2, windowSeconds: 60 });
    expect((await send(limit, "10.0.0.1")).seen).toEqual({ limited: false });
    const second = await send(limit, "10.0.0.1");
    expect(second.seen).toEqual({ limited: false });
    expect(second.response.headers.get("RateLimit")).toMatch(/^"test";r=0;t=(59|60)$/);
    const third = await send(limit, "10.0.0.1");
    expect(third.seen).toEqual({ limited: true });
    expect(Number(third.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(third.response.headers.get("RateLimit-Policy")).toBe('"test";q=2;w=60');
    expect((await send(limit, "10.0.0.2")).seen).toEqual({ limited: false });
  });

  it("counts only the methods it is given", async () => {
    const limit = rateLimit({ name: "posts", limit: () => 1, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      const { response, seen } = await send(limit, "10.0.0.3", "GET");
      expect(seen).toEqual({ limited: false });
      expect(response.headers.get("RateLimit")).toBeNull();
    }
    expect((await send(limit, "10.0.0.3")).seen).toEqual({ limited: false });
    expect((await send(limit, "10.0.0.3")).seen).toEqual({ limited: true });
  });
});

describe("rateLimit kept in memory", () => {
  it("counts in this process alone, without the shared counter (no database write per request)", async () => {
    vi.mocked(limiter).mockClear();
    const limit = rateLimit({ name: "local", limit: () => 1, windowSeconds: 60, methods: ["GET"], shared: false });
    expect((await send(limit, "10.0.0.4", "GET")).seen).toEqual({ limited: false });
    expect((await send(limit, "10.0.0.4", "GET")).seen).toEqual({ limited: true });
    expect((await send(limit, "10.0.0.5", "GET")).seen).toEqual({ limited: false });
    expect(limiter).not.toHaveBeenCalled();
    await send(rateLimit({ name: "shared", limit: () => 1, windowSeconds: 60 }), "10.0.0.4");
    expect(limiter).toHaveBeenCalledTimes(1);
  });
});

describe("clientKey", () => {
  it("counts an IPv6 client by its /64 network, however the address is written", () => {
    expect(clientKey("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey("2001:db8:85a3:8d3::1")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey("2001:0DB8:85A3:08D3:ffff::9")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("2001:db8:85a3:8d4::1")).not.toBe(clientKey("2001:db8:85a3:8d3::1"));
  });

  it("counts an IPv4 client by its address, also when it arrives written as IPv6", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("reads an address a proxy forwarded with its port, in brackets or with a zone", () => {
    expect(clientKey("203.0.113.9:5678")).toBe("203.0.113.9");
    expect(clientKey("[2001:db8:85a3:8d3::1]:443")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey("[2001:db8:85a3:8d3::1]")).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("192.0.2.1%eth0")).toBe("192.0.2.1");
  });

  it("puts what is not an address under one key", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not an address")).toBe("unknown");
  });
});
