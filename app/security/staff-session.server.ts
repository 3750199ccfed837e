import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Sql } from "~/db/sql.server";

/**
 * How a session ends by itself (OWASP ASVS 5.0 V7.3): after `idleMs` without a page asked for (`STAFF_IDLE_MINUTES`,
 * 30 by default), and `lifetimeMs` after sign-in whatever happens (`STAFF_SESSION_HOURS`, 8). A sign-in halfway (the
 * password right, the second factor to come) has 10 minutes.
 */
export interface SessionTimes {
  idleMs: number;
  lifetimeMs: number;
}
export const halfwayMs = 10 * 60 * 1000;
/**
 * Open sessions per account (ASVS V7.1.2): five (a desk, a laptop, a phone, with room to spare). A sixth sign-in ends
 * the one used least recently, which then meets the sign-in page.
 */
export const sessionsPerAccount = 5;
/** `last_seen_at` is written at most once a minute: not a database write for every page. */
const touchEveryMs = 60 * 1000;

/**
 * Where a sign-in stands: `password` (right; the second factor is due), `enrol` (right; the second factor is being
 * set up, first sign-in), `full` (both factors: the staff area opens).
 */
export type SessionStage = "password" | "enrol" | "full";

export interface StaffSession {
  /** The digest of the cookie's token: the session's id in the table, never a way in. */
  id: string;
  accountId: string;
  stage: SessionStage;
  /** The token against cross-site form posts, put in every form of the staff area. */
  csrfToken: string;
  expiresAt: string;
  /** The TOTP secret offered while the second factor is being set up, until a code proves the app holds it. */
  pendingSecret: string | null;
}

/** A session as its person sees it in the list of their sessions. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  client: string | null;
  agent: string | null;
}

/** Where a session was opened: the client's address key (IPv6 as its /64) and a short name of the browser. */
export interface SessionOrigin {
  client?: string;
  userAgent?: string | null;
}

const newToken = () => randomBytes(32).toString("base64url");
/** The token has 256 random bits: a plain SHA-256 keeps it beyond use by anyone who reads the table. */
const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A browser's name and system from its User-Agent, as the list of sessions shows it ("Firefox on Windows"). */
export function browserName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return [browser, system].filter(Boolean).join(" · ") || null;
}

interface Row {
  token_hash: string;
  account_id: string;
  stage: SessionStage;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  client: string | null;
  agent: string | null;
  pending_secret: string | null;
}

/**
 * Staff sessions in the database (docs/decisions/019-staff-accounts.md), so that several instances share them, and
 * signing out, deactivating an account or "sign out the others" ends a session for good. The browser keeps a random
 * token in a cookie that is not kept past the browser's closing; the table keeps only its SHA-256.
 */
export class StaffSessions {
  constructor(
    private readonly db: Sql,
    private readonly times: SessionTimes,
  ) {}

  /** A new session; `token` goes into the cookie and is not kept anywhere else. */
  async create(
    accountId: string,
    stage: SessionStage,
    origin: SessionOrigin = {},
    now = new Date(),
  ): Promise<StaffSession & { token: string }> {
    const token = newToken();
    const csrfToken = newToken();
    const expiresAt = new Date(now.getTime() + (stage === "full" ? this.times.lifetimeMs : halfwayMs)).toISOString();
    await this.db.run(
      `INSERT INTO admin_sessions (token_hash, csrf_token, created_at, expires_at, account_id, stage, last_seen_at, client, agent)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        digest(token),
        csrfToken,
        now.toISOString(),
        expiresAt,
        accountId,
        stage,
        now.toISOString(),
        origin.client ?? null,
        browserName(origin.userAgent),
      ],
    );
    await this.purgeExpired(now);
    if (stage === "full") await this.keepNewest(accountId);
    return { token, id: digest(token), accountId, stage, csrfToken, expiresAt, pendingSecret: null };
  }

  /**
   * The session of a cookie's token, if it exists, has not expired and has been used within the idle time; its
   * last use is then now.
   */
  async find(token: string | undefined, now = new Date()): Promise<StaffSession | undefined> {
    if (!token || token.length > 100) return undefined;
    const row = await this.db.get<Row>(
      "SELECT * FROM admin_sessions WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?",
      [digest(token), now.toISOString(), new Date(now.getTime() - this.times.idleMs).toISOString()],
    );
    if (!row) return undefined;
    if (now.getTime() - Date.parse(row.last_seen_at) > touchEveryMs) {
      await this.db.run("UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?", [
        now.toISOString(),
        row.token_hash,
      ]);
    }
    return {
      id: row.token_hash,
      accountId: row.account_id,
      stage: row.stage,
      csrfToken: row.csrf_token,
      expiresAt: row.expires_at,
      pendingSecret: row.pending_secret,
    };
  }

  /** Ends an account's full sessions beyond `sessionsPerAccount`, the least recently used first. */
  private async keepNewest(accountId: string) {
    const rows = await this.db.all<{ token_hash: string }>(
      "SELECT token_hash FROM admin_sessions WHERE account_id = ? AND stage = 'full' ORDER BY last_seen_at DESC, created_at DESC",
      [accountId],
    );
    for (const row of rows.slice(sessionsPerAccount)) await this.endById(row.token_hash);
  }

  /** Keeps the TOTP secret offered to a session that sets up its second factor. */
  async offerSecret(session: StaffSession, secret: string | null) {
    await this.db.run("UPDATE admin_sessions SET pending_secret = ? WHERE token_hash = ?", [secret, session.id]);
  }

  /**
   * A new token after an authentication (ASVS V7.2.4): both factors passed (the halfway session becomes a full one),
   * or a re-authentication on the account page. The old token opens nothing afterwards; a secret on offer moves along.
   */
  async complete(session: StaffSession, origin: SessionOrigin = {}, now = new Date()) {
    await this.endById(session.id);
    const renewed = await this.create(session.accountId, "full", origin, now);
    if (session.stage === "full" && session.pendingSecret) await this.offerSecret(renewed, session.pendingSecret);
    return { ...renewed, pendingSecret: session.stage === "full" ? session.pendingSecret : null };
  }

  /** Ends one of an account's sessions (from its list), if it is that account's. */
  async endOne(accountId: string, id: string) {
    return this.db.run("DELETE FROM admin_sessions WHERE account_id = ? AND token_hash = ?", [accountId, id]);
  }

  /** Ends every session but one (`keep`: the owner's own), of every account. */
  async endEveryone(keep: string) {
    return this.db.run("DELETE FROM admin_sessions WHERE token_hash <> ?", [keep]);
  }

  /** The full sessions of an account, most recently used first. */
  async list(accountId: string, now = new Date()): Promise<SessionSummary[]> {
    const rows = await this.db.all<Row>(
      `SELECT * FROM admin_sessions WHERE account_id = ? AND stage = 'full' AND expires_at > ? AND last_seen_at > ?
       ORDER BY last_seen_at DESC`,
      [accountId, now.toISOString(), new Date(now.getTime() - this.times.idleMs).toISOString()],
    );
    return rows.map((row) => ({
      id: row.token_hash,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      client: row.client,
      agent: row.agent,
    }));
  }

  /** How many open (full) sessions each account has. */
  async openByAccount(now = new Date()): Promise<Map<string, number>> {
    const rows = await this.db.all<{ account_id: string; n: number | string }>(
      `SELECT account_id, count(*) AS n FROM admin_sessions WHERE stage = 'full' AND expires_at > ? AND last_seen_at > ?
       GROUP BY account_id`,
      [now.toISOString(), new Date(now.getTime() - this.times.idleMs).toISOString()],
    );
    return new Map(rows.map((row) => [row.account_id, Number(row.n)]));
  }

  /** Signs out: the token no longer opens anything, even if a copy of the cookie survives. */
  async end(token: string | undefined) {
    if (token) await this.endById(digest(token));
  }

  async endById(id: string) {
    return this.db.run("DELETE FROM admin_sessions WHERE token_hash = ?", [id]);
  }

  /** Ends every session of an account but one (`keep`: the session asking), or all of them. */
  async endAll(accountId: string, keep?: string) {
    return this.db.run("DELETE FROM admin_sessions WHERE account_id = ? AND token_hash <> ?", [accountId, keep ?? ""]);
  }

  async purgeExpired(now = new Date()) {
    await this.db.run("DELETE FROM admin_sessions WHERE expires_at <= ? OR last_seen_at <= ?", [
      now.toISOString(),
      new Date(now.getTime() - this.times.idleMs).toISOString(),
    ]);
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
