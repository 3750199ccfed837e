import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { adminToken, backendURL, baseURL } from "../../playwright.config";
import { expect, nextClientAddress, test, texts } from "./fixtures";

/**
 * What a bot or a broken client may send: every answer is a 4xx or better, with the site's headers, and
 * nothing unreadable or invalid is stored. Generated cases (fast-check) by the hundred run in
 * tests/e2e/reliability.test.ts, by the thousand in `npm run reliability:hostile`.
 */
const admin = { authorization: `Bearer ${adminToken}` };
const stored = async (request: APIRequestContext) =>
  (
    (await (await request.get("/admin/contact-requests?pageSize=200", { headers: admin })).json()) as {
      items: Array<{ name: string; email: string; phone: string }>;
    }
  ).items;

/** One raw HTTP/1.1 request (for targets and bodies a client library would not send); its status line. */
function raw(head: string, body = ""): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    // Written, not ended: a client that half-closes is answered with nothing (Node closes the socket).
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
const statusOf = (answer: string) => Number(answer.split(" ")[1]);

test.describe("a contact post that is not a form", () => {
  for (const [type, body, status] of [
    ["application/json", '{"name":"Ana","email":"ana@example.com"}', 415],
    ["text/plain", "name=Ana", 415],
    ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna', 400],
  ] as const) {
    test(`${type.split(";")[0]}: ${status}, and the page says the request was not saved`, async ({ request }) => {
      const answer = await request.post("/pt?index", {
        data: body,
        headers: { "content-type": type, "x-forwarded-for": nextClientAddress() },
      });
      expect(answer.status()).toBe(status);
      expect(await answer.text()).toContain(texts("pt", "contact").failure.unreadable);
    });
  }

  test("without a content type, on any address that shows the home page: 415", async () => {
    const answer = await raw(
      `POST /qualquer-coisa?index HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\nConnection: close\r\nX-Forwarded-For: ${nextClientAddress()}`,
      "hello world",
    );
    expect(statusOf(answer)).toBe(415);
  });
});

test.describe("request targets", () => {
  test("an absolute URL as the target is read as its path", async () => {
    const answer = await raw("GET http://other.example/pt HTTP/1.1\r\nHost: x\r\nConnection: close");
    expect(statusOf(answer)).toBe(200);
    expect(answer).toContain('<html lang="pt"');
  });

  test("a target that is not a path (`*`) is a 400 with the site's headers", async () => {
    const answer = await raw("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close");
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatch(/content-security-policy: [^\r]*frame-ancestors 'none'/i);
  });

  for (const target of [
    "/en//other.example",
    "/en/\\other.example",
    "/en/\\\\other.example/x",
    "/en///other.example",
  ]) {
    test(`${target} stays on this site`, async () => {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close`);
      expect(statusOf(answer)).toBe(301);
      const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1] ?? "";
      expect(location).toMatch(/^\/[^/\\]/);
      expect(new URL(location, "https://clinic.example").host).toBe("clinic.example");
      expect(answer).toMatch(/\r\npermissions-policy: /i);
    });
  }
});

test("early answers (405, 411, 413, 400) carry the pages' security headers, and no X-Frame-Options", async () => {
  const answers = [
    await raw("PUT / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close"),
    await raw("POST /?index HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close", "0\r\n\r\n"),
    await raw(`POST /?index HTTP/1.1\r\nHost: x\r\nContent-Length: ${1024 * 1024}\r\nConnection: close`),
    await raw("GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close"),
  ];
  expect(answers.map(statusOf)).toEqual([405, 411, 413, 400]);
  for (const answer of answers) {
    expect(answer).toMatch(/\r\ncontent-security-policy: [^\r]*'nonce-/i);
    expect(answer).toMatch(/\r\npermissions-policy: [^\r]*camera=\(\)/i);
    expect(answer).toMatch(/\r\nstrict-transport-security: /i);
    expect(answer).toMatch(/\r\nreferrer-policy: /i);
    expect(answer).not.toMatch(/\r\nx-frame-options:/i);
  }
});

test("requests Node's parser cannot read (400, 431) carry the security headers and a request id too", async () => {
  const answers = [
    await raw("GET /a b c HTTP/1.1\r\nHost: x"),
    await raw("GET / HTTP/1.1\r\nHost: x\r\nBroken Header: 1"),
    await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}`),
  ];
  expect(answers.map(statusOf)).toEqual([400, 400, 431]);
  for (const answer of answers) {
    expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'\r\n/i);
    expect(answer).toMatch(/\r\npermissions-policy: [^\r]*camera=\(\)/i);
    expect(answer).toMatch(/\r\nstrict-transport-security: max-age=/i);
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(answer).toMatch(/\r\nreferrer-policy: /i);
    expect(answer).toMatch(/\r\ncross-origin-opener-policy: same-origin\r\n/i);
    expect(answer).toMatch(/\r\ncross-origin-resource-policy: same-origin\r\n/i);
    expect(answer).toMatch(/\r\nx-request-id: [\da-f-]{36}\r\n/i);
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer).toMatch(/\r\nx-robots-tag: noindex\r\n/i);
  }
  // The server is still there.
  expect(statusOf(await raw("GET /pt HTTP/1.1\r\nHost: x\r\nConnection: close"))).toBe(200);
});

test("a refused admin token is never stored by a cache", async ({ request }) => {
  const answer = await request.get("/admin/contact-requests", { headers: { authorization: "Bearer wrong" } });
  expect(answer.status()).toBe(401);
  expect(answer.headers()["cache-control"]).toBe("no-store");
});

test("every answer about the staff's pages is kept from caches and search engines, even one given before the pages", async () => {
  const answers = [
    await raw("GET /admin/ HTTP/1.1\r\nHost: x\r\nConnection: close"),
    await raw("GET /en/admin HTTP/1.1\r\nHost: x\r\nConnection: close"),
    await raw("PUT /pt/admin HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close"),
    await raw(`POST /admin/login HTTP/1.1\r\nHost: x\r\nContent-Length: ${1024 * 1024}\r\nConnection: close`),
    await raw(
      "POST /admin/login HTTP/1.1\r\nHost: x\r\nOrigin: http://other.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close",
      "a=b",
    ),
    await raw("PUT /pt/admin.data HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close"),
    await raw(
      "POST /admin.data HTTP/1.1\r\nHost: x\r\nOrigin: http://other.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close",
      "a=b",
    ),
    await raw("GET /admin HTTP/1.1\r\nHost: bad host\r\nConnection: close"),
  ];
  expect(answers.map(statusOf)).toEqual([301, 301, 405, 413, 400, 405, 400, 400]);
  for (const answer of answers) {
    expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
    expect(answer).toMatch(/\r\nx-robots-tag: noindex, nofollow\r\n/i);
  }
});

test.describe("what is stored", () => {
  const valid = (key: string, email: string, extra: Record<string, string> = {}) => ({
    idempotencyKey: key,
    name: "Ana Maria",
    email,
    phone: "+55 11 91234 5678",
    country: "BR",
    acceptTerms: "on",
    acceptPolicy: "on",
    ...extra,
  });
  const post = (request: APIRequestContext, form: Record<string, string>) =>
    request.post("/?index", { form, headers: { "x-forwarded-for": nextClientAddress() } });

  test("control characters in a name or phone are not stored: they become a space", async ({ request }) => {
    const email = `control.${Date.now()}@example.com`;
    const sent = await post(
      request,
      valid(`ctl-${Date.now()}-abcdefghij`, email, {
        name: "Ana\u0000\tMaria\r\n",
        phone: "+55\u000b11 91234\u00005678",
      }),
    );
    expect(sent.status()).toBe(200);
    const row = (await stored(request)).find((item) => item.email === email);
    expect(row?.name).toBe("Ana Maria");
    expect(row?.phone).toBe("+55 11 91234 5678");
  });

  test("the CSV export defuses a formula behind invisible or fullwidth characters", async ({ request }) => {
    const email = `formula.${Date.now()}@example.com`;
    const name = '\u200B\u2060=HYPERLINK("http://evil.example")';
    const phone = "\uFF0B351 912 345 678";
    expect((await post(request, valid(`csv-${Date.now()}-abcdefghij`, email, { name, phone }))).status()).toBe(200);
    const csv = await (await request.get("/admin/contact-requests/export.csv", { headers: admin })).text();
    const line = csv.split("\r\n").find((each) => each.includes(email)) ?? "";
    expect(line).toContain(`"'${name.replaceAll('"', '""')}"`);
    expect(line).toContain(`"'${phone}"`);
  });

  test("the same idempotency key with other details is a request of its own, not dropped", async ({ request }) => {
    const email = `edited.${Date.now()}@example.com`;
    const key = `edit-${Date.now()}-abcdefghij`;
    expect((await post(request, valid(key, email))).status()).toBe(200);
    expect((await post(request, valid(key, email, { phone: "+55 21 99876 5432" }))).status()).toBe(200);
    expect((await post(request, valid(key, email))).status()).toBe(200);
    const rows = (await stored(request)).filter((item) => item.email === email);
    expect(rows.map((row) => row.phone).sort()).toEqual(["+55 11 91234 5678", "+55 21 99876 5432"]);
  });
});

test.describe("forwarded to the clinic's backend, no value changes the path", () => {
  /** A request with this name and phone; its e-mail (unique across the parallel workers) and that e-mail as the backend receives it. */
  async function send(request: APIRequestContext, value: string) {
    const email = `path.${randomUUID()}@example.com`;
    const form = { name: value, email, phone: value, country: "PT", acceptTerms: "on", acceptPolicy: "on" };
    const sent = await request.post("/?index", { form, headers: { "x-forwarded-for": nextClientAddress() } });
    expect(sent.status()).toBe(200);
    return { email, encodedEmail: encodeURIComponent(email) };
  }
  /** The raw targets of the calls the backend stand-in received for that e-mail. */
  const receivedFor = async (request: APIRequestContext, encodedEmail: string) =>
    ((await (await request.get(`${backendURL}/__received`)).json()) as Array<{ url: string }>)
      .map((call) => call.url)
      .filter((url) => url.includes(`/${encodedEmail}/`));

  for (const [value, segment] of [
    ["/", "%2F"],
    ["%2F", "%252F"],
    ["%", "%25"],
    ["?", "%3F"],
    ["#", "%23"],
    ["a/../..", "a%2F..%2F.."],
  ] as const) {
    test(`${JSON.stringify(value)} as name and phone: one segment each, exactly`, async ({ request }) => {
      const { encodedEmail } = await send(request, value);
      await expect
        .poll(() => receivedFor(request, encodedEmail), { timeout: 15_000 })
        .toEqual([`/account/infinity/${segment}/${encodedEmail}/PT/${segment}`]);
    });
  }

  for (const value of [".", ".."]) {
    test(`${JSON.stringify(value)} as name and phone: no address can carry it, so never sent, and not forwarded`, async ({
      request,
    }) => {
      const { email, encodedEmail } = await send(request, value);
      const forwarding = async () =>
        (
          (await (
            await request.get(`/admin/contact-requests?q=${encodeURIComponent(email)}`, { headers: admin })
          ).json()) as { items: Array<{ forwarding: string }> }
        ).items.map((item) => item.forwarding);
      await expect.poll(forwarding, { timeout: 15_000 }).toEqual(["given_up"]);
      expect(await receivedFor(request, encodedEmail)).toEqual([]);
    });
  }
});

test("admin tokens: after 10 wrong ones a client's guesses are refused (429), never the right token", async ({
  request,
}) => {
  const client = nextClientAddress();
  const tryToken = (token: string, from = client) =>
    request.get("/admin/contact-requests", { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": from } });
  for (let i = 0; i < 10; i++) expect((await tryToken(`guess-${i}`)).status()).toBe(401);
  const refused = await tryToken("guess-again");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(refused.headers()["cache-control"]).toBe("no-store");
  // The right token is let in, from this client and from another.
  expect((await tryToken(adminToken)).status()).toBe(200);
  expect((await tryToken(adminToken, nextClientAddress())).status()).toBe(200);
});

test("every answer has a request id, which an error page shows for the visitor to quote", async ({ request }) => {
  const page = await request.get("/pt");
  expect(page.headers()["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
  const refused = await raw("PUT /pt HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close");
  const id = /\r\nx-request-id: ([\w-]+)/i.exec(refused)?.[1];
  expect(id).toBeTruthy();
  // In the language of the address, as the site's own error screen.
  expect(refused).toContain(`Referência: <code>${id}</code>`);
  expect(refused).toContain('<a href="/pt">Voltar para a página inicial</a>');
  const english = await raw("PUT /about-us HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close");
  expect(english).toMatch(/Reference: <code>[\w-]+<\/code>/);
  // The same error screen for a page that does not exist, in the visitor's language.
  const missing = await request.get("/pt/service/nao-existe");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(`Referência: <code>${missing.headers()["x-request-id"]}</code>`);
  // A sane id from a proxy in front is kept; anything else is replaced.
  expect((await request.get("/", { headers: { "x-request-id": "proxy-0123456789" } })).headers()["x-request-id"]).toBe(
    "proxy-0123456789",
  );
  expect((await request.get("/", { headers: { "x-request-id": "<script>" } })).headers()["x-request-id"]).not.toContain(
    "<",
  );
});
