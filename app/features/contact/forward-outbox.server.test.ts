import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Sql, SqlValue } from "~/db/sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { claimLeaseMs } from "~/jobs/job-runner.server";
import { requestScope } from "~/log.server";
import { ContactStore } from "./contact-store.server";
import { ForwardOutbox, forwardUrl, maxAttemptsRefused } from "./forward-outbox.server";

/** A small real HTTP server standing in for the clinic's backend. */
function backend() {
  const received: Array<{ url: string; accept: string | undefined; key?: string | undefined }> = [];
  let status = 200;
  /** Names whose calls never get an answer (a backend that hangs on some requests). */
  const hangOn = new Set<string>();
  const server: Server = createServer((req, res) => {
    received.push({ url: req.url ?? "", accept: req.headers.accept, key: req.headers["idempotency-key"] as string });
    if (hangOn.has(decodeURIComponent(req.url?.split("/")[3] ?? ""))) return;
    res.writeHead(status, { "content-type": "application/json" }).end("{}");
  });
  return {
    received,
    hangOn,
    setStatus: (value: number) => {
      status = value;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let test: TestDatabase;
let db: Sql;
let clock = Date.parse("2026-11-20T10:00:00Z");
const now = () => clock;

const save = (store: ContactStore, key: string, name = "Zoë O'Brien / Ana") =>
  store.save(
    {
      name,
      email: "zoe+clinic@example.com",
      phone: "+351 912 345 678",
      country: "PT",
      acceptTerms: true,
      acceptPolicy: true,
    },
    { idempotencyKey: key, language: "en", termsVersion: "t1", policyVersion: "p1", forward: true },
    new Date(clock),
  );

describe("forwardUrl", () => {
  const person = { name: "Ana", email: "a@b.pt", country: "PT", phone: "+351 91" };
  const path = (base: string, values: Partial<typeof person>) => {
    const url = forwardUrl(base, { ...person, ...values });
    return url && `${url.pathname}${url.search}`;
  };

  it("percent-encodes each value", () => {
    expect(
      forwardUrl("http://b", { name: "Ana Maria/ç", email: "a+b@c.pt", country: "PT", phone: "+351 91" })?.href,
    ).toBe("http://b/account/infinity/Ana%20Maria%2F%C3%A7/a%2Bb%40c.pt/PT/%2B351%2091");
  });

  it.each([
    ["/", "%2F"],
    ["%2F", "%252F"],
    ["%", "%25"],
    ["?", "%3F"],
    ["#", "%23"],
    ["\\", "%5C"],
    ["...", "..."],
    ["a/../b", "a%2F..%2Fb"],
    ["%2E%2E", "%252E%252E"],
    ["O'Brien (Zoë)", "O'Brien%20(Zo%C3%AB)"],
  ])("keeps %j one segment of its own, as name and as phone", (value, encoded) => {
    expect(path("http://b", { name: value, phone: value })).toBe(`/account/infinity/${encoded}/a%40b.pt/PT/${encoded}`);
  });

  it.each([".", "..", ""])("builds no address for %j, which no path segment can carry as it is", (value) => {
    expect(path("http://b", { name: value })).toBeUndefined();
    expect(path("http://b", { phone: value })).toBeUndefined();
    expect(path("http://b", { email: value })).toBeUndefined();
  });

  it("keeps the base's own path and query, and sends a lone surrogate as U+FFFD", () => {
    expect(path("https://b/api/v1?key=k", {})).toBe("/api/v1/account/infinity/Ana/a%40b.pt/PT/%2B351%2091?key=k");
    expect(path("http://b", { name: "A\uD800" })).toBe("/account/infinity/A%EF%BF%BD/a%40b.pt/PT/%2B351%2091");
  });
});

describe.each(testEngines)("ForwardOutbox on %s", (engine) => {
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    clock = Date.parse("2026-11-20T10:00:00Z");
  });
  afterEach(() => test.drop());

  it("sends each stored request once, as an encoded GET with Accept: application/json and its idempotency key", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    await save(store, "a");
    const outbox = new ForwardOutbox(db, url, { now });
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received).toEqual([
      {
        url: "/account/infinity/Zo%C3%AB%20O'Brien%20%2F%20Ana/zoe%2Bclinic%40example.com/PT/%2B351%20912%20345%20678",
        accept: "application/json",
        key: (await store.all())[0]?.id,
      },
    ]);
    expect((await store.all())[0]?.forwardedAt).not.toBeNull();
    await server.stop();
  });

  it("keeps retrying with back-off while the backend is down, then delivers once it is up", async () => {
    const server = backend();
    const url = await server.start();
    server.setStatus(503);
    await save(new ContactStore(db), "a");
    const outbox = new ForwardOutbox(db, url, { now, random: () => 0 });
    // Down for hours: each attempt fails, and the next waits longer.
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      expect(await outbox.runOnce()).toBe(0);
      const { next_attempt_at } = (await db.get<{ next_attempt_at: number }>(
        "SELECT next_attempt_at FROM contact_outbox",
      )) ?? { next_attempt_at: 0 };
      delays.push(next_attempt_at - clock);
      expect(await outbox.runOnce()).toBe(0); // not due yet: no extra request
      clock = next_attempt_at;
    }
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
    expect(server.received).toHaveLength(8);
    server.setStatus(200);
    expect(await outbox.runOnce()).toBe(1);
    expect(server.received).toHaveLength(9);
    expect(await db.get("SELECT attempts, last_status FROM contact_outbox")).toEqual({
      attempts: 9,
      last_status: "200",
    });
    await server.stop();
  });

  it("survives a restart mid-outbox without sending anything twice", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    await save(store, "first", "First Person");
    await new ForwardOutbox(db, url, { now }).runOnce();
    await save(store, "second", "Second Person");
    // The process stops before the second was sent; another starts.
    const outbox = new ForwardOutbox(db, url, { now });
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received.map((r) => decodeURIComponent(r.url.split("/")[3] ?? ""))).toEqual([
      "First Person",
      "Second Person",
    ]);
    await server.stop();
  });

  it("counts an unreachable backend as a failed attempt, and a later start delivers", async () => {
    const server = backend();
    const url = await server.start();
    await server.stop(); // nothing listens there now
    await save(new ContactStore(db), "a");
    expect(await new ForwardOutbox(db, url, { now }).runOnce()).toBe(0);
    expect(await db.get("SELECT attempts, last_status FROM contact_outbox")).toEqual({
      attempts: 1,
      last_status: "network-error",
    });
  });

  it("sends several at once: requests a hanging backend never answers hold back none of the others", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    for (let i = 0; i < 3; i++) {
      server.hangOn.add(`Hanging ${i}`);
      await save(store, `hang-${i}`, `Hanging ${i}`);
    }
    for (let i = 0; i < 12; i++) await save(store, `fine-${i}`, `Fine ${i}`);
    const started = Date.now();
    expect(await new ForwardOutbox(db, url, { now, timeoutMs: 1_000 }).runOnce()).toBe(12);
    // The hanging calls time out once, together (1 s here, 5 s in production), not one after another (3 s).
    expect(Date.now() - started).toBeLessThan(2_900);
    const waiting = await db.all("SELECT last_status FROM contact_outbox WHERE delivered_at IS NULL");
    expect(waiting).toEqual([{ last_status: "timeout" }, { last_status: "timeout" }, { last_status: "timeout" }]);
    await server.stop();
  }, 15_000);

  it("brings every waiting request forward when the backend answers again", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    server.setStatus(503);
    for (let i = 0; i < 5; i++) await save(store, `w-${i}`, `Waiting ${i}`);
    const outbox = new ForwardOutbox(db, url, { now, random: () => 0 });
    expect(await outbox.runOnce()).toBe(0);
    // One of them is due first and succeeds: all the others go in the same round.
    await db.run(
      "UPDATE contact_outbox SET next_attempt_at = ? WHERE request_id = (SELECT min(request_id) FROM contact_outbox)",
      [clock],
    );
    server.setStatus(200);
    expect(await outbox.runOnce()).toBe(5);
    expect(server.received).toHaveLength(10);
    await server.stop();
  });

  it("stops at once while a call hangs, and the request stays pending for the next start", async () => {
    const server = backend();
    const url = await server.start();
    server.hangOn.add("Slow Backend");
    await save(new ContactStore(db), "slow", "Slow Backend");
    const outbox = new ForwardOutbox(db, url);
    outbox.start();
    await expect.poll(() => server.received.length).toBe(1);
    const stopping = Date.now();
    await outbox.stop();
    expect(Date.now() - stopping).toBeLessThan(1_000);
    expect(await db.get("SELECT attempts, delivered_at, claimed_until FROM contact_outbox")).toEqual({
      attempts: 0,
      delivered_at: null,
      claimed_until: null,
    });
    server.hangOn.clear();
    expect(await new ForwardOutbox(db, url).runOnce()).toBe(1);
    await server.stop();
  });

  it("works on its own once started: a woken outbox delivers without being asked again", async () => {
    const server = backend();
    const url = await server.start();
    const outbox = new ForwardOutbox(db, url, { pollMs: 50 });
    outbox.start();
    await save(new ContactStore(db), "a");
    outbox.wake();
    await expect.poll(() => server.received.length, { timeout: 3_000 }).toBe(1);
    await outbox.stop();
    await server.stop();
  });

  it("logs its work as its own, not as part of the request that woke it", async () => {
    const server = backend();
    const url = await server.start();
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const outbox = new ForwardOutbox(db, url, { pollMs: 50 });
      outbox.start();
      await save(new ContactStore(db), "woken");
      requestScope.run({ requestId: "visitor-request-1" }, () => outbox.wake());
      await expect.poll(() => lines.some((line) => line.includes('"contact request forwarded"'))).toBe(true);
      await outbox.stop();
    } finally {
      spy.mockRestore();
    }
    expect(lines.join("")).not.toContain("visitor-request-1");
    await server.stop();
  });

  it("two instances on one database deliver every request exactly once between them", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    for (let i = 0; i < 40; i++) await save(store, `both-${i}`, `Both ${i}`);
    const [a, b] = [new ForwardOutbox(db, url, { now }), new ForwardOutbox(db, url, { now })];
    const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(byA + byB).toBe(40);
    const names = server.received.map((r) => decodeURIComponent(r.url.split("/")[3] ?? ""));
    expect(new Set(names).size).toBe(40);
    expect(names).toHaveLength(40);
    await server.stop();
  });

  it("lets an outcome that comes after its claim ran out change nothing: the instance that took over decides", async () => {
    const server = backend();
    const url = await server.start();
    await save(new ContactStore(db), "late", "Late");
    let called: () => void = () => undefined;
    const calling = new Promise<void>((resolve) => {
      called = resolve;
    });
    let answer: (response: Response) => void = () => undefined;
    const slowFetch = (() => {
      called();
      return new Promise<Response>((respond) => {
        answer = respond;
      });
    }) as typeof fetch;
    const lateRound = new ForwardOutbox(db, url, { now, fetch: slowFetch }).runOnce();
    await calling;
    // The call outlives its claim; another instance takes the request over and delivers it.
    clock += claimLeaseMs;
    expect(await new ForwardOutbox(db, url, { now }).runOnce()).toBe(1);
    answer(new Response(null, { status: 503 }));
    expect(await lateRound).toBe(0);
    expect(await db.get("SELECT attempts, last_status, claimed_until FROM contact_outbox")).toEqual({
      attempts: 1,
      last_status: "200",
      claimed_until: null,
    });
    expect(
      (await db.get<{ delivered_at: string | null }>("SELECT delivered_at FROM contact_outbox"))?.delivered_at,
    ).toBeTruthy();
    await server.stop();
  });

  it("records a delivery through a moment's database failure, so that the backend is not called twice", async () => {
    const server = backend();
    const url = await server.start();
    await save(new ContactStore(db), "blip", "Blip");
    // The first attempt to record the delivery fails, as when PostgreSQL restarts right after the backend answered.
    let failures = 1;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (property === "run") {
          return (sql: string, params?: SqlValue[]) => {
            if (sql.includes("delivered_at = ?") && failures-- > 0) return Promise.reject(new Error("terminated"));
            return target.run(sql, params);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    expect(await new ForwardOutbox(flaky, url, { now }).runOnce()).toBe(1);
    clock += claimLeaseMs;
    expect(await new ForwardOutbox(db, url, { now }).runOnce()).toBe(0);
    expect(server.received).toHaveLength(1);
    expect(await db.get("SELECT attempts, last_status, claimed_until FROM contact_outbox")).toEqual({
      attempts: 1,
      last_status: "200",
      claimed_until: null,
    });
    await server.stop();
  });

  it("leaves a request claimed by an instance that died alone until the claim runs out, then sends it", async () => {
    const server = backend();
    const url = await server.start();
    const { id } = await save(new ContactStore(db), "orphan", "Orphan");
    // Another instance claimed it and died mid-call.
    await db.run("UPDATE contact_outbox SET claimed_until = ? WHERE request_id = ?", [clock + claimLeaseMs, id]);
    const outbox = new ForwardOutbox(db, url, { now });
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received).toHaveLength(0);
    clock += claimLeaseMs;
    expect(await outbox.runOnce()).toBe(1);
    expect(await db.get("SELECT attempts, claimed_until FROM contact_outbox")).toEqual({
      attempts: 1,
      claimed_until: null,
    });
    await server.stop();
  });

  it("gives up a request the backend refuses for good after 3 attempts, and the inbox reads it as given up", async () => {
    const server = backend();
    const url = await server.start();
    server.setStatus(422);
    const store = new ContactStore(db);
    const { id } = await save(store, "refused");
    const outbox = new ForwardOutbox(db, url, { now, random: () => 0 });
    for (let round = 0; round < 5; round++) {
      expect(await outbox.runOnce()).toBe(0);
      clock += 60_000;
    }
    expect(server.received).toHaveLength(maxAttemptsRefused);
    expect(await db.get("SELECT attempts, last_status, claimed_until FROM contact_outbox")).toEqual({
      attempts: 3,
      last_status: "422",
      claimed_until: null,
    });
    expect((await store.get(id))?.forwarding).toBe("given_up");
    await server.stop();
  });

  it.each([
    ["503", 503],
    ["408", 408],
    ["429", 429],
    ["500", 500],
  ])("keeps retrying a %s as an outage, not a refusal", async (_, status) => {
    const server = backend();
    const url = await server.start();
    server.setStatus(status);
    const store = new ContactStore(db);
    const { id } = await save(store, "outage");
    const outbox = new ForwardOutbox(db, url, { now, random: () => 0 });
    for (let round = 0; round < 6; round++) {
      await outbox.runOnce();
      clock += 60_000;
    }
    expect(server.received).toHaveLength(6);
    expect((await store.get(id))?.forwarding).toBe("pending");
    server.setStatus(200);
    expect(await outbox.runOnce()).toBe(1);
    expect((await store.get(id))?.forwarding).toBe("delivered");
    await server.stop();
  });

  it("gives up at once, without a call, a request whose values no address can carry", async () => {
    const server = backend();
    const url = await server.start();
    const store = new ContactStore(db);
    const dots = await save(store, "dots", "..");
    const fine = await save(store, "fine", "Fine Person");
    const outbox = new ForwardOutbox(db, url, { now });
    expect(await outbox.runOnce()).toBe(1);
    clock += 24 * 60 * 60 * 1000;
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received.map((r) => r.url)).toEqual([
      "/account/infinity/Fine%20Person/zoe%2Bclinic%40example.com/PT/%2B351%20912%20345%20678",
    ]);
    expect((await store.get(dots.id))?.forwarding).toBe("given_up");
    expect((await store.get(fine.id))?.forwarding).toBe("delivered");
    expect(await db.get("SELECT last_status FROM contact_outbox WHERE request_id = ?", [dots.id])).toEqual({
      last_status: "unsendable",
    });
    await server.stop();
  });

  it("keeps trying for as long as the request is kept, then gives it up, and the purge erases both", async () => {
    const server = backend();
    const url = await server.start();
    server.setStatus(503);
    const store = new ContactStore(db);
    const { id } = await save(store, "kept");
    const day = 24 * 60 * 60 * 1000;
    const outbox = new ForwardOutbox(db, url, { now, random: () => 0, retentionMs: day });
    expect(await outbox.runOnce()).toBe(0);
    clock += day - 60_000;
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received).toHaveLength(2);
    // A day old: the request is due for erasure, and its data goes nowhere any more.
    clock += 60_000;
    server.setStatus(200);
    expect(await outbox.runOnce()).toBe(0);
    expect(server.received).toHaveLength(2);
    expect(await db.get("SELECT attempts, last_status, claimed_until FROM contact_outbox")).toEqual({
      attempts: 2,
      last_status: "503",
      claimed_until: null,
    });
    expect(await store.purgeOlderThan(1, new Date(clock + 1))).toBe(1);
    expect(await store.get(id)).toBeUndefined();
    expect(await db.get("SELECT count(*) AS n FROM contact_outbox")).toEqual({ n: 0 });
    await server.stop();
  });
});
