import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { ContactStore } from "~/features/contact/contact-store.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { StaffAccounts } from "~/features/staff/staff-accounts.server";
import { VitalsStore } from "~/features/web-vitals/vitals-store.server";
import { databaseFileName, migrate, openDatabase } from "./database.server";
import { migrations, orderMigrations } from "./migrations";
import { SqliteDatabase } from "./sql.server";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "clinic-db-"));
  dirs.push(dir);
  return path.join(dir, "nested", "data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const version = (db: DatabaseSync) =>
  (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;

describe("openDatabase", () => {
  it("creates the SQLite file under the data directory, with a rollback journal (no memory-mapped index) and full sync", () => {
    const dir = freshDir();
    const db = openDatabase(dir, []);
    expect(existsSync(path.join(dir, databaseFileName))).toBe(true);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "truncate" });
    expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
    expect(db.prepare("PRAGMA secure_delete").get()).toEqual({ secure_delete: 1 });
    db.close();
  });

  it("switches a database left in WAL mode by an earlier release to the rollback journal", () => {
    const dir = freshDir();
    openDatabase(dir, []).close();
    const old = new DatabaseSync(path.join(dir, databaseFileName));
    old.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (x); INSERT INTO t VALUES (1);");
    old.close();
    const db = openDatabase(dir, []);
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "truncate" });
    expect(db.prepare("SELECT x FROM t").get()).toEqual({ x: 1 });
    db.close();
    expect(existsSync(path.join(dir, `${databaseFileName}-wal`))).toBe(false);
  });

  it("runs each migration once, across restarts", () => {
    const dir = freshDir();
    const list = orderMigrations({
      "001-notes.sql": "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",
      "002-seed.sql": "INSERT INTO notes (text) VALUES ('first')",
    });
    openDatabase(dir, list).close();
    const db = openDatabase(dir, list);
    expect(db.prepare("SELECT count(*) AS n FROM notes").get()).toEqual({ n: 1 });
    expect(version(db)).toBe(2);
    db.close();
  });

  it("rolls a failing migration back and keeps the version", () => {
    const db = openDatabase(freshDir(), []);
    const broken = orderMigrations({ "001-broken.sql": "CREATE TABLE a (x INTEGER); INSERT INTO missing VALUES (1);" });
    expect(() => migrate(db, broken)).toThrow();
    expect(version(db)).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined();
    db.close();
  });

  it("refuses a database newer than the code instead of running on it", () => {
    const dir = freshDir();
    openDatabase(dir).close();
    expect(() => openDatabase(dir, migrations.slice(0, -1))).toThrow(/newer than this code/);
  });
});

describe("SqliteDatabase", () => {
  it("fails at once when a transaction's work uses the outer handle (it would wait forever), and rolls back", async () => {
    const db = new SqliteDatabase(openDatabase(freshDir()));
    let later: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO health_probe (id, checked_at) VALUES (1, 'inside')");
        // Started for later, it runs once the transaction has ended.
        later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.get("SELECT 1 AS one"));
        await db.run("INSERT INTO health_probe (id, checked_at) VALUES (2, 'outer')");
      }),
    ).rejects.toThrow(/transaction's own handle/);
    expect(await later).toEqual({ one: 1 });
    expect(await db.get("SELECT count(*) AS n FROM health_probe")).toEqual({ n: 0 });
    await db.close();
  });
});

describe("the migrations", () => {
  it("are numbered files 001, 002, … without gap or repeat", () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
    expect(() => orderMigrations({ "001-a.sql": "", "003-c.sql": "" })).toThrow(/expected 2, found 3/);
    expect(() => orderMigrations({ "001-a.sql": "", "001-b.sql": "" })).toThrow(/expected 2, found 1/);
    expect(() => orderMigrations({ "1-a.sql": "" })).toThrow(/NNN-name\.sql/);
  });

  it("are append-only: a released file never changes (write a new one instead)", () => {
    // Add a line here for each new migration, once it is on main; never edit a line.
    const released: Record<string, string> = {
      "001-contact-requests.sql": "9edbdedbeb1a1d8e59c2e951588fee60d88aad0b378a9986d019b3b3ed9d3be5",
      "002-web-vitals-daily.sql": "69d5b85be5a6222f91305f3c7f4d6eacccbc49f53e9f8d88ab44d66654aa4422",
      "003-health-probe.sql": "000366b4d02042a7277ce73256a961e83db4d78250256d6bf9dbef45d4b006db",
      "004-request-status.sql": "eee3bb613f3064e42e4d3fa1811bf42b2653ed96b369ca016f8b8129d46058d0",
      "005-notice-outbox.sql": "5fbd3c22856812db47d6c4560a3ef3a76078e24ba0037bff1c34d076f0cac2e5",
      "006-admin-sessions.sql": "7f3f27981048bdaf7d72b595180257ea23e68c8ced20bfb9ae1ba64b657c0de5",
      "007-outbox-claims.sql": "081d93049f3db4b72917a7ba070c7b5cb9af3a99f08c103353fc127f1b6e843c",
      "008-jobs-given-up.sql": "d7bea805520bc8b06aa463b0ac68ec2e6a860a2a541c24c9d79cb8be72f17c25",
      "009-audit-trail.sql": "d8197b4b903422face8ae75ba11304f56fd66c2d7950baec60fef66ee1de13e1",
    };
    const folder = new URL("./migrations/", import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".sql"));
    for (const [file, checksum] of Object.entries(released)) {
      expect(files, file).toContain(file);
      const sum = createHash("sha256")
        .update(readFileSync(new URL(file, folder)))
        .digest("hex");
      expect(sum, `${file} was edited after its release`).toBe(checksum);
    }
  });

  /** Rows as the code of each version wrote them, added to a database left at that version. */
  const rowsAt: Record<number, (db: DatabaseSync) => void> = {
    1: (db) => {
      db.exec(`INSERT INTO contact_requests (id, idempotency_key, created_at, language, name, email, phone, country,
        terms_version, policy_version) VALUES ('r1', 'key-0123456789abcdef', '2026-11-01T10:00:00.000Z', 'pt',
        'Ana Souza', 'ana@example.com', '+55 11 91234-5678', 'BR', '2026-11', '2026-11')`);
      db.exec("INSERT INTO contact_outbox (request_id, next_attempt_at) VALUES ('r1', 0)");
    },
    2: (db) => {
      db.exec(`INSERT INTO web_vitals_daily (day, page, metric, count, sum, good, needs_improvement, poor, histogram)
        VALUES ('2026-11-01', '/', 'LCP', 1, 1200, 1, 0, 0, '[0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]')`);
    },
    3: (db) => {
      db.exec("INSERT INTO health_probe VALUES (1, '2026-11-24T04:00:00.000Z')");
    },
    4: (db) => {
      db.exec("UPDATE contact_requests SET status = 'contacted', status_changed_at = '2026-11-24T09:00:00.000Z'");
    },
    5: (db) => {
      db.exec("INSERT INTO notice_outbox (request_id, next_attempt_at) VALUES ('r1', 0)");
    },
    6: (db) => {
      db.exec(`INSERT INTO admin_sessions (token_hash, csrf_token, created_at, expires_at) VALUES ('hash-of-a-token',
        'csrf-token', '2026-11-24T08:00:00.000Z', '2026-11-24T16:00:00.000Z')`);
    },
    7: (db) => {
      db.exec("UPDATE contact_outbox SET claimed_until = 1764000000000");
    },
    8: (db) => {
      db.exec("UPDATE notice_outbox SET given_up_at = '2026-11-26T12:00:00.000Z'");
    },
    9: (db) => {
      db.exec(`INSERT INTO audit_events (id, occurred_at, action, actor, object_id, detail, client, request_id)
        VALUES ('a-1', '2026-11-26T12:00:00.000Z', 'request_erased', 'staff', 'r-1', NULL, '203.0.113.9', 'q-1')`);
    },
    10: (db) => {
      db.exec(`INSERT INTO staff_accounts (id, email, role, password_hash, totp_secret, totp_last_step, active, created_at,
        updated_at) VALUES ('acc_1', 'owner@clinic.test', 'owner', 'scrypt:x', 'JBSWY3DPEHPK3PXP', 5, 1,
        '2026-11-26T12:00:00.000Z', '2026-11-26T12:00:00.000Z')`);
      db.exec("INSERT INTO staff_recovery_codes VALUES ('digest', 'acc_1', '2026-11-26T12:00:00.000Z')");
      db.exec(`INSERT INTO admin_sessions (token_hash, csrf_token, created_at, expires_at, account_id, stage, last_seen_at)
        VALUES ('hash-2', 'csrf-2', '2026-11-26T12:00:00.000Z', '2026-11-26T20:00:00.000Z', 'acc_1', 'full',
        '2026-11-26T12:00:00.000Z')`);
    },
    11: (db) => {
      db.exec("INSERT INTO content_texts VALUES ('pt', 'home', 'hero.title', 'Beleza que dura', 1)");
      db.exec(`INSERT INTO content_versions VALUES (1, '2026-11-26T12:00:00.000Z', 'acc_1', NULL,
        '[{"language":"pt","namespace":"home","key":"hero.title","before":null,"after":"Beleza que dura"}]')`);
      db.exec(
        "INSERT INTO content_drafts VALUES ('fr', 'home', 'hero.title', 'Beauté', '2026-11-26T12:00:00.000Z', 'acc_1')",
      );
      db.exec("INSERT INTO content_reviews VALUES ('it', 'home', 'hero.title', 1)");
    },
    12: (db) => {
      db.exec(`INSERT INTO pictures (id, kind, uploaded_at, uploaded_by)
        VALUES ('0123456789abcdef0123', 'treatment', '2026-11-27T09:00:00.000Z', 'acc_1')`);
      db.exec("INSERT INTO picture_files VALUES ('0123456789abcdef0123', 'avif', 480, X'0001FF')");
      db.exec(`INSERT INTO content_versions VALUES (2, '2026-11-27T09:05:00.000Z', 'acc_1', NULL,
        '[{"language":"en","namespace":"catalogue","key":"treatments.botox.image","before":null,"after":"0123456789abcdef0123"}]')`);
    },
    13: (db) => {
      db.exec(`INSERT INTO pictures VALUES ('fedcba98765432100123', 'logo', '2026-11-28T09:00:00.000Z', 'acc_1',
        NULL)`);
    },
    14: (db) => {
      db.exec(`INSERT INTO contact_requests (id, idempotency_key, created_at, language, name, email, phone, country,
        clinic, terms_version, policy_version) VALUES ('r14', 'key-14-0123456789ab', '2026-11-29T10:00:00.000Z',
        'pt-PT', 'Inês Lopes', 'ines@example.pt', '+351 912 000 111', 'PT', 'lisbon', 't', 'p')`);
    },
    15: (db) => {
      db.exec(`INSERT INTO site_counts_daily (day, event, page, clinic, language, count)
        VALUES ('2026-11-29', 'booking_opened', '/', 'lisbon', 'pt-PT', 2)`);
      db.exec(`INSERT INTO web_vitals_weekly VALUES ('2026-11-23', 'home', 'phone', 'LCP', 1,
        '[0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]')`);
      db.exec(`INSERT INTO web_vitals_daily (day, page, metric, device, count, sum, good, needs_improvement, poor,
        histogram) VALUES ('2026-11-29', '/', 'LCP', 'phone', 1, 900, 1, 0, 0, '[0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0]')`);
    },
  };

  const schemaOf = (db: DatabaseSync) =>
    (db.prepare("SELECT type, name FROM sqlite_master ORDER BY name").all() as Array<{ name: string }>).map((item) => ({
      ...item,
      columns: db.prepare(`PRAGMA table_info(${JSON.stringify(item.name)})`).all(),
    }));

  it("have example rows for every version (add one with each new migration)", () => {
    expect(Object.keys(rowsAt).map(Number)).toEqual(migrations.map((m) => m.version));
  });

  for (let from = 0; from <= migrations.length; from++) {
    it(`upgrade a database at version ${from} to the latest (${migrations.length}), keeping its data`, async () => {
      const dir = freshDir();
      const old = openDatabase(dir, migrations.slice(0, from));
      for (let v = 1; v <= from; v++) rowsAt[v]?.(old);
      old.close();

      const db = openDatabase(dir);
      expect(version(db)).toBe(migrations.length);
      expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
      expect(db.prepare("PRAGMA foreign_key_check").all()).toEqual([]);
      const fresh = openDatabase(freshDir());
      expect(schemaOf(db)).toEqual(schemaOf(fresh));
      fresh.close();
      // What the older version stored is still read by today's code.
      const sql = new SqliteDatabase(db);
      if (from >= 1) expect(await new ContactStore(sql).get("r1")).toMatchObject({ name: "Ana Souza", country: "BR" });
      // Requests stored before the form asked for a clinic have none (no preference); those after keep theirs.
      if (from >= 1) expect((await new ContactStore(sql).get("r1"))?.clinic).toBeNull();
      if (from >= 14) expect((await new ContactStore(sql).get("r14"))?.clinic).toBe("lisbon");
      // The owners' figures count the requests stored before them, by day, clinic and language.
      const counted = db.prepare("SELECT * FROM site_counts_daily WHERE event = 'request' ORDER BY day").all();
      expect(counted).toEqual([
        ...(from >= 1 && from < 15
          ? [{ day: "2026-11-01", event: "request", page: "(unknown)", clinic: "", language: "pt", count: 1 }]
          : []),
        ...(from >= 14 && from < 15
          ? [{ day: "2026-11-29", event: "request", page: "(unknown)", clinic: "lisbon", language: "pt-PT", count: 1 }]
          : []),
      ]);
      // Page-speed totals kept before devices were told stay, under no device.
      const speed = db.prepare("SELECT day, device, count FROM web_vitals_daily ORDER BY day").all();
      expect(speed).toEqual([
        ...(from >= 2 ? [{ day: "2026-11-01", device: "", count: 1 }] : []),
        ...(from >= 15 ? [{ day: "2026-11-29", device: "phone", count: 1 }] : []),
      ]);
      // Requests stored before statuses existed are new.
      if (from >= 1) expect((await new ContactStore(sql).get("r1"))?.status).toBe(from >= 4 ? "contacted" : "new");
      // The shared password's sessions end with the move to accounts (migration 10); accounts' sessions stay.
      const sessions = db.prepare("SELECT account_id FROM admin_sessions ORDER BY account_id").all();
      if (from < 10) expect(sessions).toEqual([]);
      else expect(sessions).toContainEqual({ account_id: "acc_1" });
      if (from >= 10) {
        expect(await new StaffAccounts(sql).credentials("owner@clinic.test")).toMatchObject({
          role: "owner",
          totpLastStep: 5,
        });
      }
      // A picture some version names was published before pictures had a publication: it stays public.
      if (from === 12) {
        expect(await new PictureStore(sql).isPublished("0123456789abcdef0123")).toBe(true);
      }
      if (from >= 2) {
        const totals = await new VitalsStore(sql).list(366, new Date("2026-11-01T12:00:00Z"));
        expect(totals).toEqual([
          ...(from >= 15 ? [expect.objectContaining({ day: "2026-11-29", page: "/", count: 1 })] : []),
          expect.objectContaining({ day: "2026-11-01", page: "/", metric: "LCP", count: 1, p75: 1200 }),
        ]);
      }
      db.close();
    });
  }
});
