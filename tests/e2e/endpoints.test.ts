import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { adminToken, dataDir } from "../../playwright.config";
import { expect, nextClientAddress, test } from "./fixtures";

/** The endpoints that are not pages, each a React Router route (docs/decisions/006-one-server-shape.md). */
const admin = { authorization: `Bearer ${adminToken}` };

test("/health answers 200 while the database can be read, and is never cached", async ({ request }) => {
  const response = await request.get("/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toBe("no-store");
});

test("the measurement endpoint takes only POST and counts reports per client", async ({ request }) => {
  const get = await request.get("/api/web-vitals");
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe("POST");
  const report = JSON.stringify({ page: "/pt/our-story", metrics: [{ name: "CLS", value: 0.01 }] });
  const posted = await request.post("/api/web-vitals", { data: report, headers: { "content-type": "text/plain" } });
  expect(posted.status()).toBe(204);
  // Like every answer of the API, never kept by a cache.
  expect(posted.headers()["cache-control"]).toBe("no-store");
  expect(get.headers()["cache-control"]).toBe("no-store");
  expect(posted.headers().ratelimit).toMatch(/^"web-vitals";r=59;t=\d+$/);
  expect(posted.headers()["ratelimit-policy"]).toBe('"web-vitals";q=60;w=900');
});

test("the clinic's API: one request by id, JSON 404 for unknown ids and addresses, 405 for other methods", async ({
  request,
}) => {
  const email = `endpoint.${Date.now()}@example.com`;
  const form = {
    idempotencyKey: `endpoint-${Date.now()}-0123456789`,
    name: "Endpoint Test",
    email,
    phone: "+34 612 345 678",
  };
  const sent = await request.post("/?index", {
    form: { ...form, country: "ES", acceptTerms: "on", acceptPolicy: "on" },
  });
  expect(sent.status()).toBe(200);
  const { items } = (await (await request.get("/admin/contact-requests?pageSize=200", { headers: admin })).json()) as {
    items: Array<{ id: string; email: string }>;
  };
  const stored = items.find((item) => item.email === email);
  expect(stored).toBeDefined();
  const one = await request.get(`/admin/contact-requests/${stored?.id}`, { headers: admin });
  expect(one.status()).toBe(200);
  expect(await one.json()).toMatchObject({ id: stored?.id, name: "Endpoint Test", country: "ES", language: "en" });
  expect(one.headers()["cache-control"]).toBe("no-store");
  const missing = await request.get("/admin/contact-requests/no-such-id", { headers: admin });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "not found" });
  const unknown = await request.get("/admin/no/such/endpoint", { headers: admin });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ error: "not found" });
  const post = await request.post("/admin/contact-requests/no-such-id", { headers: admin, form: { x: "1" } });
  expect(post.status()).toBe(405);
  // Without the token, nothing is told about what exists.
  expect((await request.get("/admin/no/such/endpoint")).status()).toBe(401);
  expect((await request.delete("/admin/contact-requests/no-such-id")).status()).toBe(401);
});

test("/healthz: the database takes writes, and the forwarding outbox's backlog, without personal data", async ({
  request,
}) => {
  const answer = await request.get("/healthz");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const body = await answer.json();
  expect(body).toMatchObject({ status: "ok", database: { readable: true, writable: true } });
  expect(body.outbox.waiting).toEqual(expect.any(Number));
  expect(body.outbox.oldestWaitingSeconds).toEqual(expect.any(Number));
  expect(body.outbox.givenUp).toEqual(expect.any(Number));
  expect(JSON.stringify(body)).not.toMatch(/@|\+\d/);
});

test("/healthz: 60 checks per client and minute, then 429; a burst writes the database once per 5 s at most", async ({
  request,
}) => {
  const check = (client: string) => request.get("/healthz", { headers: { "x-forwarded-for": client } });
  // The row the check writes, read from the server's own database file (the server may be writing: wait for it).
  const probe = () => {
    const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true, timeout: 5_000 });
    try {
      return (db.prepare("SELECT checked_at FROM health_probe").get() as { checked_at: string }).checked_at;
    } finally {
      db.close();
    }
  };
  const client = nextClientAddress();
  const started = Date.now();
  const written = new Set<string>();
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) {
    statuses.push((await check(client)).status());
    written.add(probe());
  }
  const spans = Math.floor((Date.now() - started) / 5_000);
  expect(statuses).toEqual(Array(60).fill(200));
  // Each write is at least 5 s after the one before: one per span begun, and the one before the burst.
  expect(written.size).toBeLessThanOrEqual(spans + 2);
  const refused = await check(client);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(refused.headers()["ratelimit-policy"]).toBe('"healthz";q=60;w=60');
  expect(refused.headers()["cache-control"]).toBe("no-store");
  expect((await check(nextClientAddress())).status()).toBe(200);
});

test("the clinic's API: wrong tokens from many clients lock out no one with the right token", async ({ request }) => {
  const clients = Array.from({ length: 10 }, () => nextClientAddress());
  const asClient = (address: string, authorization: string) =>
    request.get("/admin/contact-requests?pageSize=1", { headers: { authorization, "x-forwarded-for": address } });
  for (const address of clients) {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await asClient(address, `Bearer wrong-token-${i}`)).status());
    expect(statuses, address).toEqual(Array(10).fill(401));
  }
  // Each of those clients has spent its budget of wrong tokens.
  const refused = await asClient(clients[3] ?? "", "Bearer wrong-token-again");
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  // The right token passes from a client of its own, and from one of those clients too.
  expect((await asClient(nextClientAddress(), `Bearer ${adminToken}`)).status()).toBe(200);
  expect((await asClient(clients[3] ?? "", `Bearer ${adminToken}`)).status()).toBe(200);
  // The scheme's name is case-insensitive (RFC 9110 §11.1).
  expect((await asClient(nextClientAddress(), `bearer ${adminToken}`)).status()).toBe(200);
});
