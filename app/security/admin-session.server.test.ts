import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { AdminSessions, sessionLifetimeMs, validCsrfToken } from "./admin-session.server";

let dir: string;
let db: DatabaseSync;
let sessions: AdminSessions;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "admin-sessions-"));
  db = openDatabase(dir);
  sessions = new AdminSessions(db);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("staff sessions", () => {
  it("open with their cookie's token until they expire, eight hours after sign-in", () => {
    const start = new Date("2026-11-24T08:00:00Z");
    const { token, csrfToken, expiresAt } = sessions.create(start);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBe(new Date(start.getTime() + sessionLifetimeMs).toISOString());
    expect(sessions.find(token, new Date("2026-11-24T15:59:00Z"))).toEqual({ csrfToken, expiresAt });
    expect(sessions.find(token, new Date("2026-11-24T16:00:00Z"))).toBeUndefined();
    expect(sessions.find(`${token}x`, start)).toBeUndefined();
    expect(sessions.find(undefined, start)).toBeUndefined();
  });

  it("keep only a hash of the token: the database alone signs nobody in", () => {
    const { token } = sessions.create();
    const rows = db.prepare("SELECT * FROM admin_sessions").all();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("end for good when the staff sign out, and expired ones are cleared", () => {
    const { token } = sessions.create(new Date("2026-11-24T08:00:00Z"));
    const other = sessions.create(new Date("2026-11-24T08:00:00Z"));
    sessions.end(token);
    expect(sessions.find(token, new Date("2026-11-24T09:00:00Z"))).toBeUndefined();
    expect(sessions.find(other.token, new Date("2026-11-24T09:00:00Z"))).toBeDefined();
    sessions.create(new Date("2026-11-25T08:00:00Z"));
    expect(db.prepare("SELECT count(*) AS n FROM admin_sessions").get()).toEqual({ n: 1 });
  });

  it("accept a form only with the session's own token", () => {
    const session = sessions.create();
    expect(validCsrfToken(session, session.csrfToken)).toBe(true);
    expect(validCsrfToken(session, sessions.create().csrfToken)).toBe(false);
    expect(validCsrfToken(session, "")).toBe(false);
    expect(validCsrfToken(session, undefined)).toBe(false);
    expect(validCsrfToken(session, ["x"])).toBe(false);
  });
});
