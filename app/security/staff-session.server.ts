import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Sql } from "~/db/sql.server";

/** A working day: a session ends eight hours after sign-in, whatever happens in between. */
export const sessionLifetimeMs = 8 * 60 * 60 * 1000;

export interface StaffSession {
  /** The token against cross-site form posts, put in every form of the inbox. */
  csrfToken: string;
  expiresAt: string;
}

const newToken = () => randomBytes(32).toString("base64url");

/**
 * Staff sessions in the database (docs/decisions/010-staff-inbox.md) (so that several instances share them, and signing out ends a session for good).
 * The browser keeps a random token in an HttpOnly cookie; the table keeps only its HMAC-SHA-256 keyed by the
 * password's hash (`ADMIN_PASSWORD_HASH`), so a copy of the database signs nobody in, and a new password ends
 * every session at once: the old tokens no longer lead to a row.
 */
export class StaffSessions {
  private readonly digest: (token: string) => string;

  constructor(
    private readonly db: Sql,
    passwordHash: string,
  ) {
    this.digest = (token) => createHmac("sha256", `staff session ${passwordHash}`).update(token).digest("base64url");
  }

  /** A new session; `token` goes into the cookie and is not kept anywhere else. */
  async create(now = new Date()): Promise<StaffSession & { token: string }> {
    const token = newToken();
    const session = { csrfToken: newToken(), expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString() };
    await this.db.run(
      "INSERT INTO admin_sessions (token_hash, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?)",
      [this.digest(token), session.csrfToken, now.toISOString(), session.expiresAt],
    );
    await this.purgeExpired(now);
    return { token, ...session };
  }

  /** The session of a cookie's token, if it exists and has not expired. */
  async find(token: string | undefined, now = new Date()): Promise<StaffSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const row = await this.db.get<{ csrf_token: string; expires_at: string }>(
      "SELECT csrf_token, expires_at FROM admin_sessions WHERE token_hash = ? AND expires_at > ?",
      [this.digest(token), now.toISOString()],
    );
    return row && { csrfToken: row.csrf_token, expiresAt: row.expires_at };
  }

  /** Signs out: the token no longer opens anything, even if a copy of the cookie survives. */
  async end(token: string | undefined) {
    if (token) await this.db.run("DELETE FROM admin_sessions WHERE token_hash = ?", [this.digest(token)]);
  }

  async purgeExpired(now = new Date()) {
    await this.db.run("DELETE FROM admin_sessions WHERE expires_at <= ?", [now.toISOString()]);
  }
}

/** Whether a form sent the expected token (a non-empty one), compared in constant time. */
export function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== "string" || expected === "") return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a form's token is the session's, compared in constant time. */
export const validCsrfToken = (session: StaffSession, sent: unknown) => sameToken(sent, session.csrfToken);
