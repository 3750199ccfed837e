// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearerAuth, wrongTokenLimits } from "./bearer-auth.server";
import { clientAddressContext } from "./rate-limit.server";

afterEach(() => vi.restoreAllMocks());

const token = "right-token-0123456789abcdef";
type Middleware = ReturnType<typeof bearerAuth>;

/** One API request through the middleware from `address`; a refusal is thrown as a Response, as in a route. */
async function send(middleware: Middleware, address: string, given?: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const headers: Record<string, string> = given === undefined ? {} : { authorization: `Bearer ${given}` };
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

  it("refuses a client for the window after 10 wrong tokens, even with the right one; other clients pass", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    for (let i = 0; i < wrongTokenLimits.perClient; i++)
      expect((await send(auth, "10.2.0.1", `guess-${i}`)).status).toBe(401);
    const refused = await send(auth, "10.2.0.1", token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(wrongTokenLimits.windowSeconds - 5);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect((await send(auth, "10.2.0.2", token)).status).toBe(200);
  });

  it("refuses everyone after 100 wrong tokens in all, spread over many clients", async () => {
    captureLog();
    const auth = bearerAuth(() => token);
    for (let i = 0; i < wrongTokenLimits.overall; i++) {
      expect((await send(auth, `10.3.${Math.floor(i / 5)}.${i % 5}`, `guess-${i}`)).status).toBe(401);
    }
    const refused = await send(auth, "10.3.200.1", token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBeTruthy();
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
