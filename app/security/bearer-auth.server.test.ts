// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearerAuth, bearerToken, wrongTokenLimits } from "./bearer-auth.server";
import { clientAddressContext } from "./rate-limit.server";

afterEach(() => vi.restoreAllMocks());

const token = "right-token-0123456789abcdef";
type Middleware = ReturnType<typeof bearerAuth>;

/** One API request through the middleware from `address`; a refusal is thrown as a Response, as in a route. */
async function send(middleware: Middleware, address: string, given?: string, scheme = "Bearer"): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const headers: Record<string, string> = given === undefined ? {} : { authorization: `${scheme} ${given}` };
  const request = new Request("http://clinic.test/admin/contact-requests", { headers });
  try {
    return (await middleware(
      { request, context, params: {}, url: new URL(request.url), pattern: "/admin/contact-requests" } as never,
      async () => Response.json({ items: [] }),
    )) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The JSON lines the log writes meanwhile. */
function captureLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const capture = (line: unknown) => lines.push(JSON.parse(String(line))) > 0;
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
  return lines;
}

describe("bearerAuth", () => {
  it("lets the right token through and refuses a wrong or missing one; no answer is stored by a cache", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    const allowed = await send(auth, "10.1.0.1", token);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("Cache-Control")).toBe("no-store");
    for (const given of ["wrong", undefined, `${token}x`]) {
      const refused = await send(auth, "10.1.0.2", given);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      expect(refused.headers.get("WWW-Authenticate")).toMatch(/^Bearer /);
    }
  });

  it("refuses a client's wrong tokens for the window after 10 of them, but never its right token", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    for (let i = 0; i < wrongTokenLimits.perClient; i++)
      expect((await send(auth, "10.2.0.1", `guess-${i}`)).status).toBe(401);
    const refused = await send(auth, "10.2.0.1", "guess-again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(wrongTokenLimits.windowSeconds - 5);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect((await send(auth, "10.2.0.1")).status).toBe(429);
    // The right token is not a guess: it passes, from this client as from any other.
    expect((await send(auth, "10.2.0.1", token)).status).toBe(200);
    expect((await send(auth, "10.2.0.2", token)).status).toBe(200);
  });

  it("lets nobody lock the right token out: 10 wrong tokens from each of 10 clients refuse only those clients' guesses", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    for (let client = 0; client < 10; client++) {
      for (let i = 0; i < wrongTokenLimits.perClient; i++) {
        expect((await send(auth, `10.3.0.${client}`, `guess-${client}-${i}`)).status).toBe(401);
      }
    }
    expect((await send(auth, "10.3.0.10", token)).status).toBe(200);
    expect((await send(auth, "10.3.0.4", token)).status).toBe(200);
    expect((await send(auth, "10.3.0.4", "guess-more")).status).toBe(429);
    // A client of its own still has its whole budget: its wrong token is a 401, not a 429.
    expect((await send(auth, "10.3.0.11", "guess")).status).toBe(401);
  });

  it("reads the scheme's name case-insensitively (RFC 9110 §11.1), and nothing else as a bearer token", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR", "Bearer  "]) {
      expect((await send(auth, "10.6.0.1", token, scheme)).status, scheme).toBe(200);
    }
    for (const scheme of ["Basic", "Bearer:", "Token", ""]) {
      expect((await send(auth, "10.6.0.2", token, scheme)).status, scheme).toBe(401);
    }
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`Bearer${token}`)).toBeUndefined();
    expect(bearerToken("Bearer ")).toBeUndefined();
    expect(bearerToken(null)).toBeUndefined();
  });

  it("logs a guessing burst in two lines (its first wrong token, then the refusal), not one per try", async () => {
    const lines = captureLog();
    const auth = bearerAuth(() => token);
    for (let i = 0; i < 50; i++) await send(auth, "10.4.0.1", `guess-${i}`);
    expect(lines.map(({ level, message }) => `${level} ${message}`)).toEqual([
      "info admin access refused",
      "warn admin access: wrong tokens over the limit, further tries refused",
    ]);
  });

  it("without a configured token, the API does not exist (404)", async () => {
    captureLog();
    const answer = await send(
      bearerAuth(() => undefined),
      "10.5.0.1",
      token,
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });
});
