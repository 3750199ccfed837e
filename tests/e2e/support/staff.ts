import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { contentBaseURL, contentDataDir, dataDir, staffPassword, staffPasswordHash } from "../../../playwright.config";

/**
 * Staff accounts for the browser journeys (docs/decisions/019-staff-accounts.md): each test makes its own, written in
 * the test server's SQLite file as `npm run staff:add` and the enrolment would leave it (the password `staffPassword`,
 * and, unless `enrolled` is false, a TOTP secret its "authenticator app" holds), so that no two tests share an
 * account's one-time codes or sessions.
 */
export interface TestAccount {
  id: string;
  email: string;
  password: string;
  /** The secret of the account's authenticator app (base32), or "" before enrolment. */
  secret: string;
  /** Two recovery codes of an enrolled account (the database keeps their digests, as the enrolment does). */
  recoveryCodes: string[];
}

/** The database of the server the running test speaks to: the content editor's tests have one of their own. */
const databaseFile = () =>
  path.join(test.info().project.use.baseURL === contentBaseURL ? contentDataDir : dataDir, "clinic.sqlite");

const database = () => new DatabaseSync(databaseFile(), { timeout: 5_000 });

/** A recovery code as the enrolment makes them: six groups of four base32 letters. */
const recoveryCode = () =>
  [...randomBytes(24)]
    .map((byte) => "abcdefghijklmnopqrstuvwxyz234567"[byte % 32])
    .join("")
    .replace(/(.{4})(?!$)/g, "$1-");

export function createStaffAccount(
  role: "owner" | "front_desk" | "editor",
  { enrolled = true }: { enrolled?: boolean } = {},
): TestAccount {
  const id = `acc_e2e${randomBytes(6).toString("hex")}`;
  const email = `${role.replace("_", "-")}-${id.slice(7)}@clinic.test`;
  const secret = enrolled ? new Secret({ size: 20 }).base32 : "";
  const now = new Date().toISOString();
  const recoveryCodes = enrolled ? [recoveryCode(), recoveryCode()] : [];
  const db = database();
  try {
    db.prepare(
      `INSERT INTO staff_accounts (id, email, role, password_hash, totp_secret, totp_last_step, active, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?)`,
    ).run(id, email, role, staffPasswordHash, secret || null, now, now);
    for (const code of recoveryCodes) {
      db.prepare("INSERT INTO staff_recovery_codes (code_hash, account_id, created_at) VALUES (?, ?, ?)").run(
        createHash("sha256").update(code.replaceAll("-", "")).digest("base64url"),
        id,
        now,
      );
    }
  } finally {
    db.close();
  }
  return { id, email, password: staffPassword, secret, recoveryCodes };
}

/** The code the account's authenticator app shows, `stepsAhead` steps of 30 s from now. */
export const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** The English labels of the sign-in's two steps. */
const labels = { email: "E-mail address", password: "Password", signIn: "Sign in", code: "Code", next: "Continue" };

/**
 * Signs in as a person does: address and password on `/admin/login` (or `path`), then the app's code. `stepsAhead`
 * takes a later code, for an account that already used the current one. Returns the code it used (now spent).
 */
export async function signIn(page: Page, account: TestAccount, { path = "/admin/login", stepsAhead = 0 } = {}) {
  await page.goto(path);
  await page.getByLabel(labels.email).fill(account.email);
  await page.getByLabel(labels.password).fill(account.password);
  await page.getByRole("button", { name: labels.signIn }).click();
  const code = appCode(account.secret, stepsAhead);
  await page.getByLabel(labels.code, { exact: true }).fill(code);
  await page.getByRole("button", { name: labels.next }).click();
  return code;
}

/** Sets a session's last use back by `minutes`, as if its person had left the computer that long. */
export function idleSessionsOf(account: TestAccount, minutes: number) {
  const db = database();
  try {
    db.prepare("UPDATE admin_sessions SET last_seen_at = ? WHERE account_id = ?").run(
      new Date(Date.now() - minutes * 60_000).toISOString(),
      account.id,
    );
  } finally {
    db.close();
  }
}

/** The audit trail's events since a time, as the server wrote them (docs/decisions/018-audit-trail.md). */
export function auditSince(since: string) {
  const db = new DatabaseSync(databaseFile(), { readOnly: true, timeout: 5_000 });
  try {
    return db
      .prepare(
        "SELECT action, actor, object_id, detail, client, request_id FROM audit_events WHERE occurred_at >= ? ORDER BY occurred_at",
      )
      .all(since) as Array<Record<string, string | null>>;
  } finally {
    db.close();
  }
}
