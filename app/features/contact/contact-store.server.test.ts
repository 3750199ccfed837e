import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import type { ContactRequest } from "./contact-schema";
import { ContactStore } from "./contact-store.server";

let dir: string;
let db: DatabaseSync;
let store: ContactStore;

const request = (name = "Maria da Silva"): ContactRequest => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  phone: "+55 11 91234-5678",
  country: "BR",
  acceptTerms: true,
  acceptPolicy: true,
});
const meta = (key: string, forward = false) => ({
  idempotencyKey: key,
  language: "pt" as const,
  termsVersion: "reply-2026-11",
  policyVersion: "2026-11-15",
  forward,
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "contact-store-"));
  db = openDatabase(dir);
  store = new ContactStore(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("ContactStore", () => {
  it("stores a request with its language, time and consent versions", () => {
    const { id, created } = store.save(request(), meta("k1"), new Date("2026-11-20T10:00:00Z"));
    expect(created).toBe(true);
    expect(store.get(id)).toMatchObject({
      name: "Maria da Silva",
      country: "BR",
      language: "pt",
      createdAt: "2026-11-20T10:00:00.000Z",
      termsVersion: "reply-2026-11",
      policyVersion: "2026-11-15",
    });
  });

  it("stores a request only once per idempotency key", () => {
    const first = store.save(request(), meta("same-key"));
    const again = store.save(request(), meta("same-key"));
    expect(again).toEqual({ id: first.id, created: false });
    expect(store.list(1, 10).total).toBe(1);
  });

  it("survives a restart: the data is on disk", () => {
    const { id } = store.save(request(), meta("k1"));
    db.close();
    db = openDatabase(dir);
    expect(new ContactStore(db).get(id)?.email).toBe("maria.da.silva@example.com");
  });

  it("lists newest first, a page at a time", () => {
    for (let i = 0; i < 5; i++) store.save(request(`Person ${i}`), meta(`k${i}`), new Date(Date.UTC(2026, 10, 1 + i)));
    const page1 = store.list(1, 2);
    expect(page1.total).toBe(5);
    expect(page1.items.map((r) => r.name)).toEqual(["Person 4", "Person 3"]);
    expect(store.list(3, 2).items.map((r) => r.name)).toEqual(["Person 0"]);
  });

  it("erases a request so that it no longer lingers in the database files", () => {
    const { id } = store.save(request("Erasable Person"), meta("k1", true));
    store.save(request("Kept Person"), meta("k2"));
    expect(store.delete(id)).toBe(true);
    expect(store.get(id)).toBeUndefined();
    expect(db.prepare("SELECT count(*) AS n FROM contact_outbox").get()).toEqual({ n: 0 });
    for (const file of ["clinic.sqlite", "clinic.sqlite-wal"]) {
      let bytes = "";
      try {
        bytes = readFileSync(path.join(dir, file)).toString("latin1");
      } catch {
        continue;
      }
      expect(bytes, file).not.toContain("erasable.person@example.com");
    }
    expect(store.delete(id)).toBe(false);
  });

  it("purges requests older than the retention period", () => {
    const now = new Date("2026-11-20T00:00:00Z");
    store.save(request("Old"), meta("old"), new Date("2025-11-01T00:00:00Z"));
    store.save(request("Recent"), meta("recent"), new Date("2026-11-01T00:00:00Z"));
    expect(store.purgeOlderThan(365, now)).toBe(1);
    expect(store.all().map((r) => r.name)).toEqual(["Recent"]);
  });

  it("starts every request as new; the staff move it to contacted, then closed", () => {
    const { id } = store.save(request(), meta("status"));
    expect(store.get(id)).toMatchObject({ status: "new", statusChangedAt: null });
    expect(store.setStatus(id, "contacted", new Date("2026-11-21T09:00:00Z"))).toBe(true);
    expect(store.get(id)).toMatchObject({ status: "contacted", statusChangedAt: "2026-11-21T09:00:00.000Z" });
    expect(store.setStatus("no-such-request", "closed")).toBe(false);
    expect(() => db.prepare("UPDATE contact_requests SET status = 'lost'").run()).toThrow(/CHECK/);
  });

  it("finds requests by a part of the name or e-mail, by the digits of the phone, and by status", () => {
    const ana = store.save({ ...request("Ana Lima"), phone: "+55 (11) 98765-4321" }, meta("a")).id;
    const joao = store.save({ ...request("João Souza"), email: "joao_100%@example.com" }, meta("j")).id;
    store.save(request("Marta Ruiz"), meta("m"));
    store.setStatus(joao, "contacted");
    const ids = (filter: Parameters<ContactStore["list"]>[2]) => store.list(1, 10, filter).items.map((r) => r.id);

    expect(ids({ query: "ana" })).toEqual([ana]);
    expect(ids({ query: "LIMA" })).toEqual([ana]);
    expect(ids({ query: "joao_100%" })).toEqual([joao]);
    // `%` and `_` are letters here, not wildcards.
    expect(ids({ query: "%" })).toEqual([joao]);
    expect(ids({ query: "11 98765" })).toEqual([ana]);
    expect(ids({ query: "5511987654321" })).toEqual([ana]);
    expect(ids({ status: "contacted" })).toEqual([joao]);
    expect(ids({ status: "contacted", query: "ana" })).toEqual([]);
    expect(store.list(1, 10, { status: "new" }).total).toBe(2);
    expect(store.all({ status: "new" })).toHaveLength(2);
    expect(store.countByStatus()).toEqual({ all: 3, new: 2, contacted: 1, closed: 0 });
    expect(store.countByStatus("jo")).toEqual({ all: 1, new: 0, contacted: 1, closed: 0 });
  });

  it("tells whether a request goes to the clinic's backend: off, waiting or delivered", () => {
    const off = store.save(request("Ana Lima"), meta("a")).id;
    const queued = store.save(request("João Souza"), meta("j", true)).id;
    expect(store.get(off)?.forwarding).toBe("off");
    expect(store.get(queued)?.forwarding).toBe("pending");
    db.prepare("UPDATE contact_outbox SET delivered_at = ? WHERE request_id = ?").run("2026-11-24T10:00:00Z", queued);
    expect(store.get(queued)).toMatchObject({ forwarding: "delivered", forwardedAt: "2026-11-24T10:00:00Z" });
  });
});
