import { createHash, randomBytes } from "node:crypto";
import type { Sql } from "~/db/sql.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { recoveryCodeDigest } from "~/security/totp.server";
import type { StaffRole } from "./staff-roles";

/** How long an invitation's link stays valid: three days. */
export const invitationLifetimeMs = 72 * 60 * 60 * 1000;

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  /** The person has chosen a password (an invited account has none until it accepts). */
  hasPassword: boolean;
  /** The second factor is set up. */
  enrolled: boolean;
  createdAt: string;
}

/** An account with its secrets, for the sign-in only. */
export interface StaffCredentials extends StaffAccount {
  passwordHash: string | null;
  totpSecret: string | null;
  totpLastStep: number;
}

interface Row {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | string;
  active: number | string;
  created_at: string;
}

const credentials = (row: Row): StaffCredentials => ({
  id: row.id,
  email: row.email,
  role: row.role,
  active: Number(row.active) === 1,
  hasPassword: row.password_hash !== null,
  enrolled: row.totp_secret !== null,
  createdAt: row.created_at,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpLastStep: Number(row.totp_last_step),
});

const account = (row: Row): StaffAccount => {
  const { passwordHash: _p, totpSecret: _t, totpLastStep: _s, ...rest } = credentials(row);
  return rest;
};

/** An e-mail address as accounts are found by it: trimmed and in lower case. */
export const accountEmail = (email: string) => email.trim().toLowerCase();

/** Whether a text is an e-mail address an account may have (one @, a dot in the domain, no spaces, 254 at most). */
export const validAccountEmail = (email: string) =>
  email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(accountEmail(email));

const newId = () => `acc_${randomBytes(12).toString("base64url")}`;
const tokenDigest = (token: string) => createHash("sha256").update(token).digest("base64url");

export class AccountExistsError extends Error {
  constructor() {
    super("an account with this e-mail address exists");
  }
}

export class StaffAccounts {
  constructor(private readonly db: Sql) {}

  /** A new account; with a password hash it may sign in at once (the command line), without one it awaits an invitation's acceptance. */
  async create(
    input: { email: string; role: StaffRole; passwordHash?: string },
    now = new Date(),
  ): Promise<StaffAccount> {
    const email = accountEmail(input.email);
    if (await this.db.get("SELECT id FROM staff_accounts WHERE email = ?", [email])) throw new AccountExistsError();
    const id = newId();
    await this.db.run(
      `INSERT INTO staff_accounts (id, email, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
      [id, email, input.role, input.passwordHash ?? null, now.toISOString(), now.toISOString()],
    );
    return (await this.find(id)) as StaffAccount;
  }

  async find(id: string): Promise<StaffAccount | undefined> {
    const row = await this.db.get<Row>("SELECT * FROM staff_accounts WHERE id = ?", [id]);
    return row && account(row);
  }

  /** The language an owner asked the weekly figures in (docs/decisions/033-insights.md), or none. */
  async weeklyDigestOf(id: string): Promise<Language | null> {
    const row = await this.db.get<{ weekly_digest: string | null }>(
      "SELECT weekly_digest FROM staff_accounts WHERE id = ?",
      [id],
    );
    return isLanguage(row?.weekly_digest) ? row.weekly_digest : null;
  }

  /** Asks for the weekly figures in a language, or stops them (`null`). */
  async setWeeklyDigest(id: string, language: Language | null, now = new Date()) {
    await this.db.run("UPDATE staff_accounts SET weekly_digest = ?, updated_at = ? WHERE id = ?", [
      language,
      now.toISOString(),
      id,
    ]);
  }

  /** The account of an e-mail address, with its secrets (to sign in). */
  async credentials(email: string): Promise<StaffCredentials | undefined> {
    if (email.length > 254) return undefined;
    const row = await this.db.get<Row>("SELECT * FROM staff_accounts WHERE email = ?", [accountEmail(email)]);
    return row && credentials(row);
  }

  async credentialsOf(id: string): Promise<StaffCredentials | undefined> {
    const row = await this.db.get<Row>("SELECT * FROM staff_accounts WHERE id = ?", [id]);
    return row && credentials(row);
  }

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.all<Row>("SELECT * FROM staff_accounts ORDER BY email");
    return rows.map(account);
  }

  async count(): Promise<number> {
    const row = await this.db.get<{ n: number | string }>("SELECT count(*) AS n FROM staff_accounts");
    return Number(row?.n ?? 0);
  }

  async setPassword(id: string, passwordHash: string, now = new Date()) {
    await this.db.run("UPDATE staff_accounts SET password_hash = ?, updated_at = ? WHERE id = ?", [
      passwordHash,
      now.toISOString(),
      id,
    ]);
  }

  /**
   * Deactivates an account, or reactivates it. A deactivation that would leave no active owner is not made: false
   * (`keepingAnOwner`).
   */
  async setActive(id: string, active: boolean, now = new Date()): Promise<boolean> {
    const change = async (tx: Sql) =>
      (await tx.run("UPDATE staff_accounts SET active = ?, updated_at = ? WHERE id = ?", [
        active ? 1 : 0,
        now.toISOString(),
        id,
      ])) === 1;
    return active ? change(this.db) : this.keepingAnOwner(id, change);
  }

  /**
   * Runs `change`, which takes account `id` out of the owners who can sign in (an active owner with a password), only
   * if another one is left: else false, nothing changed. The owners are locked first (PostgreSQL: `FOR UPDATE`, which
   * reads them again once a concurrent change is committed; SQLite: one writer at a time), so that two owners
   * deactivating or resetting each other at once leave one of them.
   */
  private keepingAnOwner(id: string, change: (tx: Sql) => Promise<boolean>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const lock = tx.engine === "postgres" ? "FOR UPDATE" : "";
      const owners = await tx.all<{ id: string }>(
        `SELECT id FROM staff_accounts WHERE role = 'owner' AND active = 1 AND password_hash IS NOT NULL ${lock}`,
      );
      if (owners.some((owner) => owner.id === id) && owners.length < 2) return false;
      return change(tx);
    });
  }

  /**
   * Sets up the second factor with the secret the person's app now holds, and the step of the code that proved it
   * (which cannot be used again); new recovery codes replace any old ones.
   */
  async enrol(id: string, secret: string, step: number, recoveryCodes: readonly string[], now = new Date()) {
    await this.db.transaction(async (tx) => {
      await tx.run("UPDATE staff_accounts SET totp_secret = ?, totp_last_step = ?, updated_at = ? WHERE id = ?", [
        secret,
        step,
        now.toISOString(),
        id,
      ]);
      await this.storeRecoveryCodes(tx, id, recoveryCodes, now);
    });
  }

  /** Takes a code's step as used, if no later one was: true once per step, even for two sign-ins at once. */
  async takeStep(id: string, step: number): Promise<boolean> {
    return (
      (await this.db.run("UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?", [
        step,
        id,
        step,
      ])) === 1
    );
  }

  async replaceRecoveryCodes(id: string, codes: readonly string[], now = new Date()) {
    await this.db.transaction((tx) => this.storeRecoveryCodes(tx, id, codes, now));
  }

  private async storeRecoveryCodes(tx: Sql, id: string, codes: readonly string[], now: Date) {
    await tx.run("DELETE FROM staff_recovery_codes WHERE account_id = ?", [id]);
    for (const code of codes) {
      await tx.run("INSERT INTO staff_recovery_codes (code_hash, account_id, created_at) VALUES (?, ?, ?)", [
        recoveryCodeDigest(code.replace(/-/g, "")),
        id,
        now.toISOString(),
      ]);
    }
  }

  /**
   * A forgotten password or a lost phone with its recovery codes (ASVS V6.4.3, V6.4.4): the owner, who knows the
   * person, resets the account's sign-in: the password, the second factor and the recovery codes are gone, and an
   * invitation (`invite`) lets the person choose a password and set up an app again, as at the start. Never the last
   * owner who can sign in: false (`keepingAnOwner`).
   */
  async resetSignIn(id: string, now = new Date()): Promise<boolean> {
    return this.keepingAnOwner(id, async (tx) => {
      await tx.run(
        "UPDATE staff_accounts SET password_hash = NULL, totp_secret = NULL, totp_last_step = 0, updated_at = ? WHERE id = ?",
        [now.toISOString(), id],
      );
      await tx.run("DELETE FROM staff_recovery_codes WHERE account_id = ?", [id]);
      return true;
    });
  }

  /** Uses up a recovery code (normalised: `normalRecoveryCode`): true if it was one of the account's, once. */
  async spendRecoveryCode(id: string, normalCode: string): Promise<boolean> {
    return (
      (await this.db.run("DELETE FROM staff_recovery_codes WHERE code_hash = ? AND account_id = ?", [
        recoveryCodeDigest(normalCode),
        id,
      ])) === 1
    );
  }

  async recoveryCodesLeft(id: string): Promise<number> {
    const row = await this.db.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM staff_recovery_codes WHERE account_id = ?",
      [id],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * An invitation for a new account (or a new link for an invited one that has not accepted yet): the token goes into
   * the link and nowhere else; the table keeps its digest.
   */
  async invite(accountId: string, by: string, now = new Date()): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + invitationLifetimeMs).toISOString();
    await this.db.transaction(async (tx) => {
      await tx.run("DELETE FROM staff_invitations WHERE account_id = ?", [accountId]);
      await tx.run(
        "INSERT INTO staff_invitations (token_hash, account_id, expires_at, created_by) VALUES (?, ?, ?, ?)",
        [tokenDigest(token), accountId, expiresAt, by],
      );
    });
    return { token, expiresAt };
  }

  /** The account an invitation's token is for, while it is valid and the account still awaits its password. */
  async invited(token: string, now = new Date()): Promise<StaffAccount | undefined> {
    if (!/^[\w-]{43}$/.test(token)) return undefined;
    const row = await this.db.get<Row>(
      `SELECT a.* FROM staff_invitations i JOIN staff_accounts a ON a.id = i.account_id
       WHERE i.token_hash = ? AND i.expires_at > ? AND a.active = 1 AND a.password_hash IS NULL`,
      [tokenDigest(token), now.toISOString()],
    );
    return row && account(row);
  }

  /** Accepts an invitation: the account gets its password, and the link is used up. */
  async accept(token: string, passwordHash: string, now = new Date()): Promise<StaffAccount | undefined> {
    const invited = await this.invited(token, now);
    if (!invited) return undefined;
    const used = await this.db.transaction(async (tx) => {
      if ((await tx.run("DELETE FROM staff_invitations WHERE token_hash = ?", [tokenDigest(token)])) !== 1)
        return false;
      await tx.run("UPDATE staff_accounts SET password_hash = ?, updated_at = ? WHERE id = ?", [
        passwordHash,
        now.toISOString(),
        invited.id,
      ]);
      return true;
    });
    return used ? { ...invited, hasPassword: true } : undefined;
  }

  /** When each invited account's link runs out (accounts without a password). */
  async invitationsExpiry(): Promise<Map<string, string>> {
    const rows = await this.db.all<{ account_id: string; expires_at: string }>(
      "SELECT account_id, expires_at FROM staff_invitations",
    );
    return new Map(rows.map((row) => [row.account_id, row.expires_at]));
  }
}
