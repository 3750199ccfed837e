import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContactStore } from "~/features/contact/contact-store.server";
import { ContentStore } from "~/features/content/content-store.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { StaffAccounts } from "~/features/staff/staff-accounts.server";
import { VitalsStore } from "~/features/web-vitals/vitals-store.server";
import { AuditTrail } from "~/security/audit-trail.server";
import { StaffSessions } from "~/security/staff-session.server";
import { copiedTables, copySqliteToPostgres, uncopiedTables } from "./copy-to-postgres.server";
import { openDatabase } from "./database.server";
import type { PostgresDatabase } from "./postgres.server";
import { SqliteDatabase } from "./sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "./testing.server";

describe.runIf(testEngines.includes("postgres"))("copying a SQLite database into PostgreSQL", () => {
  let dir: string;
  let target: TestDatabase | undefined;
  afterEach(async () => {
    await target?.drop();
    target = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("brings every request, outbox entry, total and session across, as the stores read them", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "copy-"));
    const sqlite = new SqliteDatabase(openDatabase(dir));
    const store = new ContactStore(sqlite);
    const meta = { language: "pt" as const, termsVersion: "t", policyVersion: "p" };
    for (let i = 0; i < 1_203; i++) {
      await store.save(
        {
          name: `Paciente ${i} Ção`,
          email: `p${i}@example.com`,
          phone: "+55 11 91234-5678",
          country: "BR",
          acceptTerms: true,
          acceptPolicy: true,
        },
        { ...meta, idempotencyKey: `key-${i}`, forward: i % 2 === 0, notify: i % 3 === 0 },
        new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
      );
    }
    const first = (await store.list(1, 1)).items[0];
    await store.setStatus(first?.id ?? "", "contacted", new Date("2026-11-24T09:00:00Z"));
    await new VitalsStore(sqlite).record({ page: "/", metrics: [{ name: "LCP", value: 1300 }] });
    const accounts = new StaffAccounts(sqlite);
    const owner = await accounts.create({ email: "owner@clinic.test", role: "owner", passwordHash: "scrypt:test" });
    await accounts.enrol(owner.id, "JBSWY3DPEHPK3PXP", 59_000_000, ["aaaa-bbbb-cccc-dddd-eeee-ffff"]);
    const invited = await accounts.create({ email: "new@clinic.test", role: "front_desk" });
    const invitation = await accounts.invite(invited.id, owner.id);
    const times = { idleMs: 30 * 60_000, lifetimeMs: 8 * 3_600_000 };
    const session = await new StaffSessions(sqlite, times).create(owner.id, "full");
    await new AuditTrail(sqlite).record({ action: "sign_in", actor: owner.id as `acc_${string}`, client: "127.0.0.1" });
    // The clinic's published texts and an uploaded picture.
    const content = new ContentStore(sqlite);
    const heroPt = { language: "pt", namespace: "home", key: "hero.title" } as const;
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", owner.id);
    await content.publish(
      owner.id,
      () => "Beleza atemporal",
      () => [],
    );
    const bytes = new Uint8Array([0, 1, 2, 254, 255, 0, 10, 13]);
    await new PictureStore(sqlite).save(
      { id: "0123456789abcdef0123", kind: "treatment", files: [{ format: "avif", width: 480, bytes }] },
      owner.id,
    );

    target = await openTestDatabase("postgres");
    const counts = await copySqliteToPostgres(sqlite.connection, target.db as PostgresDatabase);
    expect(counts).toEqual({
      contact_requests: 1_203,
      contact_outbox: 602,
      notice_outbox: 401,
      web_vitals_daily: 1,
      web_vitals_weekly: 0,
      site_counts_daily: 1,
      staff_accounts: 2,
      staff_recovery_codes: 1,
      staff_invitations: 1,
      invitation_outbox: 0,
      digest_outbox: 0,
      admin_sessions: 1,
      audit_events: 1,
      content_texts: 1,
      content_drafts: 0,
      content_versions: 1,
      content_reviews: 0,
      pictures: 1,
      picture_files: 1,
    });
    const copied = new ContactStore(target.db);
    expect(await copied.list(1, 50)).toEqual(await store.list(1, 50));
    expect(await copied.countByStatus()).toEqual({ all: 1_203, new: 1_202, contacted: 1, closed: 0 });
    expect(await new VitalsStore(target.db).list(1)).toEqual(await new VitalsStore(sqlite).list(1));
    // The staff sign in as before: their accounts, second factors, invitations and sessions came along.
    const { token: _token, ...open } = session;
    expect(await new StaffSessions(target.db, times).find(session.token)).toEqual(open);
    const copiedAccounts = new StaffAccounts(target.db);
    expect(await copiedAccounts.credentialsOf(owner.id)).toEqual(await accounts.credentialsOf(owner.id));
    expect(await copiedAccounts.spendRecoveryCode(owner.id, "aaaabbbbccccddddeeeeffff")).toBe(true);
    expect(await copiedAccounts.invited(invitation.token)).toEqual(await accounts.invited(invitation.token));
    expect(await new AuditTrail(target.db).list()).toEqual(await new AuditTrail(sqlite).list());
    expect(await new ContentStore(target.db).published()).toEqual(await content.published());
    expect(await new ContentStore(target.db).versions()).toEqual(await content.versions());
    expect(await new PictureStore(target.db).file("0123456789abcdef0123", 480, "avif")).toEqual(Buffer.from(bytes));

    // Copying again into a database that holds requests is refused, and changes nothing.
    await expect(copySqliteToPostgres(sqlite.connection, target.db as PostgresDatabase)).rejects.toThrow(/already/);
    expect((await copied.list(1, 1)).total).toBe(1_203);
    await sqlite.close();
    // 1,203 requests written one by one, then copied: seconds on a busy machine, where vitest's default is 5.
  }, 60_000);

  it("copies every table of the schema but the health check's", () => {
    dir = mkdtempSync(path.join(tmpdir(), "copy-"));
    const sqlite = openDatabase(dir);
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    sqlite.close();
    expect(tables.map(({ name }) => name).sort()).toEqual([...copiedTables, ...uncopiedTables].sort());
  });
});
