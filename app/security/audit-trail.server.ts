import { v7 as timeOrderedId } from "uuid";
import type { Sql } from "~/db/sql.server";
import { currentRequestId } from "~/log.server";

/**
 * What the trail records (docs/decisions/018-audit-trail.md): every sign-in, its failures and lockouts, sign-outs,
 * changes of passwords, second factors, sessions and accounts, and every action on patients' requests, by the staff or
 * through the clinic's API; and the site's content: every draft saved, the drafts discarded, every picture uploaded, every
 * publish (with the drafts' authors), revert and confirmed review.
 */
export const auditActions = [
  "sign_in",
  "sign_in_failed",
  "sign_in_locked",
  "second_factor_failed",
  "sign_out",
  "password_changed",
  "second_factor_enrolled",
  "second_factor_changed",
  "recovery_code_used",
  "recovery_codes_renewed",
  "sessions_ended",
  "account_created",
  "account_invited",
  "invitation_accepted",
  "account_reset",
  "account_deactivated",
  "account_reactivated",
  "audit_exported",
  "request_status_changed",
  "requests_exported",
  "request_erased",
  "api_requests_listed",
  "api_request_read",
  "api_requests_exported",
  "api_request_erased",
  "content_draft_saved",
  "content_drafts_discarded",
  "picture_uploaded",
  "content_published",
  "content_reverted",
  "content_review_confirmed",
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * Who acted: a staff account's id (`acc_…`), `api` (the bearer token), `command_line` (`npm run staff:add` on the
 * server), or `anonymous` (a sign-in that failed before a person was known; the account tried, if any, is the event's
 * object).
 */
export type AuditActor = `acc_${string}` | "api" | "command_line" | "anonymous";
export const isAuditAction = (value: unknown): value is AuditAction => auditActions.includes(value as AuditAction);

/**
 * A few facts about the action (a status, a count, a format, the keys of the texts a draft saved, the accounts whose
 * drafts a publish put live): words, numbers and lists of identifiers, never a patient's details or a text itself.
 */
export type AuditDetail = Readonly<Record<string, string | number | readonly string[]>>;

export interface AuditEvent {
  id: string;
  occurredAt: string;
  action: AuditAction;
  actor: string;
  /** The object acted on: a request's id, an account's id. */
  objectId: string | null;
  detail: AuditDetail | null;
  /** The client's IPv4 address or IPv6 /64 network (`clientKey`). */
  client: string | null;
  /** The request's id, as the server's log lines carry it. */
  requestId: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor;
  objectId?: string;
  detail?: AuditDetail;
  client?: string;
}

/** A detail's words: short identifiers only, so that no free text (a name, an address) can slip into the trail. */
const detailWord = /^[\w.:-]{0,40}$/;
/**
 * An item of a detail's list: an identifier (an account's id, a text's `pt/home:hero.title`), longer than a word but
 * still without spaces, so no sentence fits; a list holds at most `detailListLength` of them.
 */
const detailItem = /^[\w.:/-]{1,160}$/;
const detailListLength = 1000;

const fitsDetail = (value: AuditDetail[string]) =>
  typeof value === "number"
    ? Number.isFinite(value)
    : typeof value === "string"
      ? detailWord.test(value)
      : Array.isArray(value) && value.length <= detailListLength && value.every((item) => detailItem.test(item));

function checkedDetail(detail: AuditDetail | undefined): string | null {
  if (!detail) return null;
  for (const [key, value] of Object.entries(detail)) {
    if (!detailWord.test(key) || !fitsDetail(value)) {
      throw new Error(`audit detail ${key} is not a short word, a number or a list of identifiers`);
    }
  }
  return JSON.stringify(detail);
}

interface Row {
  id: string;
  occurred_at: string;
  action: AuditAction;
  actor: string;
  object_id: string | null;
  detail: string | null;
  client: string | null;
  request_id: string | null;
}

const event = (row: Row): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurred_at,
  action: row.action,
  actor: row.actor,
  objectId: row.object_id,
  detail: row.detail ? (JSON.parse(row.detail) as AuditDetail) : null,
  client: row.client,
  requestId: row.request_id,
});

/** Filters of the trail's list, all optional. */
export interface AuditQuery {
  action?: AuditAction;
  actor?: string;
  objectId?: string;
  /** ISO times: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/**
 * The audit trail in the database: append-only (the schema refuses an update), newest first, purged only after
 * `AUDIT_RETENTION_DAYS`. An event's id is a UUIDv7, which grows with each event this process records, so that the
 * events of one millisecond (a sign-in and the first action after it) still list in the order they happened.
 */
export class AuditTrail {
  constructor(private readonly db: Sql) {}

  async record(entry: AuditEntry, now = new Date()): Promise<void> {
    await this.db.run(
      `INSERT INTO audit_events (id, occurred_at, action, actor, object_id, detail, client, request_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        timeOrderedId(),
        now.toISOString(),
        entry.action,
        entry.actor,
        entry.objectId ?? null,
        checkedDetail(entry.detail),
        entry.client ?? null,
        currentRequestId() ?? null,
      ],
    );
  }

  async list(query: AuditQuery = {}): Promise<{ events: AuditEvent[]; total: number }> {
    const conditions: string[] = [];
    const params: string[] = [];
    const where = (condition: string, value: string | undefined) => {
      if (value === undefined) return;
      conditions.push(condition);
      params.push(value);
    };
    where("action = ?", query.action);
    where("actor = ?", query.actor);
    where("object_id = ?", query.objectId);
    // Stored times are full ISO strings (`…:00.000Z`): a bound is written the same way to compare as text.
    const iso = (time: string | undefined) => (time === undefined ? undefined : new Date(time).toISOString());
    where("occurred_at >= ?", iso(query.from));
    where("occurred_at < ?", iso(query.to));
    const filter = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 100_000);
    const offset = Math.max(query.offset ?? 0, 0);
    const [rows, count] = await Promise.all([
      this.db.all<Row>(
        `SELECT * FROM audit_events ${filter} ORDER BY occurred_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.db.get<{ n: number | string }>(`SELECT count(*) AS n FROM audit_events ${filter}`, params),
    ]);
    return { events: rows.map(event), total: Number(count?.n ?? 0) };
  }

  /** Deletes the events older than the trail's retention; the only way an event leaves it. */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    return this.db.run("DELETE FROM audit_events WHERE occurred_at < ?", [cutoff]);
  }
}
