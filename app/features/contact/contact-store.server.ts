import { randomUUID } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import type { Language } from "~/i18n/languages";
import type { ContactRequest } from "./contact-schema";
import { isRequestStatus, type RequestStatus } from "./request-status";

export interface StoredRequest extends Omit<ContactRequest, "acceptTerms" | "acceptPolicy"> {
  id: string;
  createdAt: string;
  language: Language;
  termsVersion: string;
  policyVersion: string;
  forwardedAt: string | null;
  /** Whether the request goes to the clinic's backend: not at all (forwarding off), waiting, or delivered. */
  forwarding: ForwardingState;
  status: RequestStatus;
  statusChangedAt: string | null;
}

export type ForwardingState = "off" | "pending" | "delivered";

/** Which requests a list shows: words of a name or e-mail, or digits of a phone; and a status. */
export interface RequestFilter {
  query?: string;
  status?: RequestStatus;
}

interface Row {
  id: string;
  created_at: string;
  language: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  terms_version: string;
  policy_version: string;
  delivered_at: string | null;
  forwarding: ForwardingState;
  status: string;
  status_changed_at: string | null;
}

const toStored = (row: Row): StoredRequest => ({
  id: row.id,
  createdAt: row.created_at,
  language: row.language as Language,
  name: row.name,
  email: row.email,
  phone: row.phone,
  country: row.country,
  termsVersion: row.terms_version,
  policyVersion: row.policy_version,
  forwardedAt: row.delivered_at,
  forwarding: row.forwarding,
  status: isRequestStatus(row.status) ? row.status : "new",
  statusChangedAt: row.status_changed_at,
});

const selectColumns = `r.id, r.created_at, r.language, r.name, r.email, r.phone, r.country,
  r.terms_version, r.policy_version, o.delivered_at, r.status, r.status_changed_at,
  CASE WHEN o.request_id IS NULL THEN 'off' WHEN o.delivered_at IS NULL THEN 'pending' ELSE 'delivered' END AS forwarding
  FROM contact_requests r LEFT JOIN contact_outbox o ON o.request_id = r.id`;

/** `%text%` for LIKE, the text's own `%`, `_` and `\` taken literally (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL condition of a filter. A query matches a name or e-mail that contains it (case-insensitive for
 * ASCII letters), or a phone whose digits contain the query's digits (`+55 11 9…`, `(11) 9…`, `5511 9…`).
 */
function whereClause({ query, status }: RequestFilter): { where: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  if (status) {
    conditions.push("r.status = ?");
    params.push(status);
  }
  const text = query?.trim();
  if (text) {
    const matches = ["r.name LIKE ? ESCAPE '\\'", "r.email LIKE ? ESCAPE '\\'"];
    params.push(containing(text), containing(text));
    const digits = text.replace(/\D/g, "");
    if (digits.length >= 3) {
      matches.push(`${phoneDigits} LIKE ?`);
      params.push(`%${digits}%`);
    }
    conditions.push(`(${matches.join(" OR ")})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

/** A phone's digits alone, in SQL: the form lets visitors type spaces, dashes, dots, brackets and a plus. */
const phoneDigits = ["' '", "'-'", "'.'", "'('", "')'", "'+'", "'/'"].reduce(
  (sql, character) => `replace(${sql}, ${character}, '')`,
  "r.phone",
);

/** Contact requests on disk. Every write is a committed, fully synced transaction before it returns. */
export class ContactStore {
  constructor(private readonly db: DatabaseSync) {}

  /**
   * Stores a request once per idempotency key (a double click or a retry stores nothing new), with
   * its outbox entry when forwarding is on. Returns the request's id and whether it was new.
   */
  save(
    request: ContactRequest,
    meta: {
      idempotencyKey: string;
      language: Language;
      termsVersion: string;
      policyVersion: string;
      forward: boolean;
      /** An e-mail notice to the staff is due (SMTP configured). */
      notify?: boolean;
    },
    now = new Date(),
  ): { id: string; created: boolean } {
    const existing = this.db
      .prepare("SELECT id, name, email, phone, country FROM contact_requests WHERE idempotency_key = ?")
      .get(meta.idempotencyKey) as
      | (Pick<ContactRequest, "name" | "email" | "phone" | "country"> & { id: string })
      | undefined;
    if (existing) {
      const same = (["name", "email", "phone", "country"] as const).every(
        (field) => existing[field] === request[field],
      );
      // The same post again (a retry): one request. Other details under the same key (a form resent after
      // an edit): a request of its own, never dropped.
      if (same) return { id: existing.id, created: false };
      return this.save(request, { ...meta, idempotencyKey: randomUUID() }, now);
    }

    const id = randomUUID();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      this.db
        .prepare(
          `INSERT INTO contact_requests (id, idempotency_key, created_at, language, name, email, phone, country,
             terms_version, policy_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          meta.idempotencyKey,
          now.toISOString(),
          meta.language,
          request.name,
          request.email,
          request.phone,
          request.country,
          meta.termsVersion,
          meta.policyVersion,
        );
      if (meta.forward) {
        this.db
          .prepare("INSERT INTO contact_outbox (request_id, next_attempt_at) VALUES (?, ?)")
          .run(id, now.getTime());
      }
      if (meta.notify) {
        this.db.prepare("INSERT INTO notice_outbox (request_id, next_attempt_at) VALUES (?, ?)").run(id, now.getTime());
      }
      this.db.exec("COMMIT");
    } catch (error) {
      // SQLite may have rolled back itself (a full disk): the real cause is the error thrown, not this.
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      // Two submissions with one key at the same moment: the other one stored it.
      const raced = this.db
        .prepare("SELECT id FROM contact_requests WHERE idempotency_key = ?")
        .get(meta.idempotencyKey) as { id: string } | undefined;
      if (raced) return { id: raced.id, created: false };
      throw error;
    }
    return { id, created: true };
  }

  /** Newest first, a page at a time; only those that match the filter, if any. */
  list(page: number, pageSize: number, filter: RequestFilter = {}): { items: StoredRequest[]; total: number } {
    const { where, params } = whereClause(filter);
    const total = (
      this.db.prepare(`SELECT count(*) AS n FROM contact_requests r ${where}`).get(...params) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`SELECT ${selectColumns} ${where} ORDER BY r.created_at DESC, r.id LIMIT ? OFFSET ?`)
      .all(...params, pageSize, (page - 1) * pageSize) as unknown as Row[];
    return { items: rows.map(toStored), total };
  }

  /** How many requests match a search, in all and per status (the inbox's filters show them). */
  countByStatus(query?: string): Record<RequestStatus | "all", number> {
    const { where, params } = whereClause({ query });
    const rows = this.db
      .prepare(`SELECT r.status AS status, count(*) AS n FROM contact_requests r ${where} GROUP BY r.status`)
      .all(...params) as Array<{ status: string; n: number }>;
    const counts = { all: 0, new: 0, contacted: 0, closed: 0 };
    for (const { status, n } of rows) {
      if (isRequestStatus(status)) counts[status] = n;
      counts.all += n;
    }
    return counts;
  }

  /** Records where the staff are with a request; false if there is no such request. */
  setStatus(id: string, status: RequestStatus, now = new Date()): boolean {
    const { changes } = this.db
      .prepare("UPDATE contact_requests SET status = ?, status_changed_at = ? WHERE id = ?")
      .run(status, now.toISOString(), id);
    return changes > 0;
  }

  /** Every request that matches the filter, newest first (for the exports). */
  all(filter: RequestFilter = {}): StoredRequest[] {
    const { where, params } = whereClause(filter);
    return (
      this.db
        .prepare(`SELECT ${selectColumns} ${where} ORDER BY r.created_at DESC, r.id`)
        .all(...params) as unknown as Row[]
    ).map(toStored);
  }

  get(id: string): StoredRequest | undefined {
    const row = this.db.prepare(`SELECT ${selectColumns} WHERE r.id = ?`).get(id) as Row | undefined;
    return row && toStored(row);
  }

  /**
   * Erases one request and its outbox entry. Deleted pages are overwritten (secure_delete) and the
   * write-ahead log is checkpointed and truncated, so the data does not linger in the files.
   */
  delete(id: string): boolean {
    const { changes } = this.db.prepare("DELETE FROM contact_requests WHERE id = ?").run(id);
    if (changes > 0) this.flush();
    return changes > 0;
  }

  /** Erases every request older than the retention period; returns how many. */
  purgeOlderThan(days: number, now = new Date()): number {
    const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    const { changes } = this.db.prepare("DELETE FROM contact_requests WHERE created_at < ?").run(cutoff);
    if (changes > 0) this.flush();
    return Number(changes);
  }

  private flush() {
    this.db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  }
}
