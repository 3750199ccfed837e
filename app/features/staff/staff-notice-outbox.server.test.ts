import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Sql } from "~/db/sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import type { ContactRequest } from "~/features/contact/contact-schema";
import { ContactStore } from "~/features/contact/contact-store.server";
import { localCertificate } from "../../../tests/support/local-certificate";
import { type MailServer, startMailServer as startServer } from "../../../tests/support/mail-server";
import { NoticeOutbox, type NoticeSettings } from "./staff-notice-outbox.server";

/** A mail server with the tests' certificate (or none: a plaintext relay). */
const startMailServer = ({ starttls = true } = {}) => startServer(starttls ? certificate : undefined);

/** The mail servers' certificate for 127.0.0.1, made once for these tests; the outboxes trust it (`tls`). */
let certificate: { key: string; cert: string };
let tls: { tls: { ca: string } };
beforeAll(async () => {
  certificate = await localCertificate();
  tls = { tls: { ca: certificate.cert } };
});

let test: TestDatabase;
let db: Sql;
let store: ContactStore;
let mail: MailServer;

const patient: ContactRequest = {
  name: "Beatriz Nogueira",
  email: "beatriz.nogueira@example.com",
  phone: "+55 11 97777-1234",
  country: "BR",
  acceptTerms: true,
  acceptPolicy: true,
};
const save = (key: string, notify = true, clinic?: string) =>
  store.save(
    { ...patient, ...(clinic ? { clinic } : {}) },
    { idempotencyKey: key, language: "pt", termsVersion: "t", policyVersion: "p", forward: false, notify },
    new Date("2026-11-24T10:15:00Z"),
  );

const settings = (overrides: Partial<NoticeSettings> = {}): NoticeSettings => ({
  smtpUrl: `smtp://127.0.0.1:${mail.port}`,
  to: ["reception@aurea-clinic.com", "lisboa@aurea-clinic.com"],
  from: "no-reply@aurea-clinic.com",
  language: "en",
  clinicName: "Aurea Clinic",
  timeZone: "America/Sao_Paulo",
  inboxUrl: "https://www.aurea-clinic.com/admin",
  ...overrides,
});

/** A mail's text as the staff read it: quoted-printable's soft line breaks joined and its bytes decoded. */
const readable = (data: string) =>
  Buffer.from(
    data
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

describe.each(testEngines)("NoticeOutbox on %s", (engine) => {
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    store = new ContactStore(db);
    mail = await startMailServer();
  });
  afterEach(async () => {
    await test.drop();
    await mail.close();
  });

  it("sends the staff one notice per new request: a link to the inbox and the time, no personal data", async () => {
    await save("n1", true, "sao_paulo");
    await save("n1", true, "sao_paulo"); // the same post again: one request, one notice
    await save("n2", false); // stored while notices were off: none
    const outbox = new NoticeOutbox(db, settings(), tls);
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    await outbox.stop();

    expect(mail.received).toHaveLength(1);
    const [notice] = mail.received;
    // Over STARTTLS, the mail server's certificate verified.
    expect(notice?.secure).toBe(true);
    expect(notice?.from).toBe("no-reply@aurea-clinic.com");
    expect(notice?.to).toEqual(["reception@aurea-clinic.com", "lisboa@aurea-clinic.com"]);
    expect(notice?.data).toContain("Subject: Aurea Clinic: a new contact request");
    expect(notice?.data).toContain("https://www.aurea-clinic.com/admin");
    // Saved at 10:15 UTC: 7:15 in São Paulo, the staff's time zone here.
    expect(notice?.data).toContain("Nov 24, 2026, 7:15 AM GMT-3");
    // The clinic the patient chose, by its city: who should call back.
    expect(readable(notice?.data ?? "")).toContain("The patient chose the São Paulo clinic.");
    for (const detail of ["Beatriz", "Nogueira", "beatriz.nogueira", "97777"])
      expect(notice?.data).not.toContain(detail);
  });

  it("carries no link when the site's public address is not known, and says where to look", async () => {
    await save("unlinked");
    const outbox = new NoticeOutbox(db, settings({ inboxUrl: null, language: "es" }), tls);
    expect(await outbox.runOnce()).toBe(1);
    await outbox.stop();
    const data = mail.received[0]?.data ?? "";
    expect(data).not.toMatch(/https?:|localhost/);
    expect(readable(data)).toContain("Abra la bandeja de entrada del área del personal del sitio web");
    expect(readable(data)).toContain("El paciente no ha elegido ninguna clínica.");
  });

  it("refuses a mail server that offers no STARTTLS, unless a plaintext relay is allowed", async () => {
    await mail.close();
    mail = await startMailServer({ starttls: false });
    const { id } = await save("plain");
    const strict = new NoticeOutbox(db, settings(), tls);
    expect(await strict.runOnce()).toBe(0);
    await strict.stop();
    expect(mail.received).toEqual([]);
    expect(await db.get("SELECT attempts, last_status, sent_at FROM notice_outbox WHERE request_id = ?", [id])).toEqual(
      { attempts: 1, last_status: "ETLS", sent_at: null },
    );

    await db.run("UPDATE notice_outbox SET next_attempt_at = 0");
    const relay = new NoticeOutbox(db, settings({ allowPlaintext: true }), tls);
    expect(await relay.runOnce()).toBe(1);
    await relay.stop();
    expect(mail.received.map((notice) => notice.secure)).toEqual([false]);
  });

  it("refuses a mail server whose certificate it cannot verify", async () => {
    const { id } = await save("untrusted");
    const outbox = new NoticeOutbox(db, settings());
    expect(await outbox.runOnce()).toBe(0);
    await outbox.stop();
    expect(mail.received).toEqual([]);
    expect(await db.get("SELECT attempts, sent_at FROM notice_outbox WHERE request_id = ?", [id])).toEqual({
      attempts: 1,
      sent_at: null,
    });
  });

  it("writes in the staff's language", async () => {
    await save("pt");
    const outbox = new NoticeOutbox(db, settings({ language: "pt" }), tls);
    await outbox.runOnce();
    await outbox.stop();
    expect(mail.received[0]?.data).toMatch(/Subject: =\?UTF-8\?|Subject: Aurea Clinic: uma nova/);
    expect(mail.received[0]?.data).toContain("caixa de entrada");
  });

  it("keeps a notice the mail server refused and sends it, once, when the server takes it", async () => {
    const { id } = await save("retry");
    let now = Date.parse("2026-11-24T10:15:00Z");
    const outbox = new NoticeOutbox(db, settings(), { ...tls, now: () => now, random: () => 0 });

    mail.state.refusing = true;
    expect(await outbox.runOnce()).toBe(0);
    const pending = await db.get("SELECT attempts, next_attempt_at, sent_at FROM notice_outbox WHERE request_id = ?", [
      id,
    ]);
    expect(pending).toMatchObject({ attempts: 1, next_attempt_at: now + 5_000, sent_at: null });

    // Not due yet: nothing is tried.
    mail.state.refusing = false;
    expect(await outbox.runOnce()).toBe(0);
    now += 5_000;
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    await outbox.stop();
    expect(mail.received).toHaveLength(1);
    expect(await db.get("SELECT attempts, sent_at FROM notice_outbox WHERE request_id = ?", [id])).toMatchObject({
      attempts: 2,
      sent_at: expect.any(String),
    });
  });

  it("survives a mail server that is not there at all, and an erased request takes its notice with it", async () => {
    const { id } = await save("down");
    await mail.close();
    const outbox = new NoticeOutbox(db, settings(), tls);
    expect(await outbox.runOnce()).toBe(0);
    expect(await db.get("SELECT attempts, last_status FROM notice_outbox WHERE request_id = ?", [id])).toMatchObject({
      attempts: 1,
      last_status: expect.stringMatching(/ECONNECTION|ESOCKET|ECONNREFUSED/),
    });
    await store.delete(id);
    expect(await db.get("SELECT count(*) AS n FROM notice_outbox")).toEqual({ n: 0 });
    await outbox.stop();
    mail = await startMailServer();
  });

  it("tries a notice for as long as its request is kept, then gives it up", async () => {
    const { id } = await save("kept");
    const day = 24 * 60 * 60 * 1000;
    let now = Date.parse("2026-11-24T10:15:00Z");
    const outbox = new NoticeOutbox(db, settings(), { ...tls, now: () => now, random: () => 0, retentionMs: day });
    mail.state.refusing = true;
    expect(await outbox.runOnce()).toBe(0);
    now += day - 60_000;
    expect(await outbox.runOnce()).toBe(0);
    now += 60_000;
    mail.state.refusing = false;
    expect(await outbox.runOnce()).toBe(0);
    await outbox.stop();
    expect(mail.received).toHaveLength(0);
    const notice = await db.get<{ attempts: number; given_up_at: string | null }>(
      "SELECT attempts, given_up_at FROM notice_outbox WHERE request_id = ?",
      [id],
    );
    expect(notice).toMatchObject({ attempts: 2, given_up_at: expect.any(String) });
  });
});
