import { randomUUID } from "node:crypto";
import type { Sql } from "~/db/sql.server";
import { addCount } from "~/features/insights/site-counts.server";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import type { ContactRequest } from "./contact-schema";
import { type ForwardingState, isRequestStatus, type RequestStatus } from "./request-status";

export interface StoredRequest extends Omit<ContactRequest, "acceptTerms" | "acceptPolicy" | "clinic"> {
  id: string;
  /** The clinic the patient chose (a location's id); none: no preference, or a request from before the choice. */
  clinic: string | null;
  createdAt: string;
  language: Language;
  termsVersion: string;
  policyVersion: string;
  forwardedAt: string | null;
  /** Whether the request goes to the clinic's backend: not at all (forwarding off), waiting, delivered, given up. */
  forwarding: ForwardingState;
  status: RequestStatus;
  statusChangedAt: string | null;
}

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
  clinic: string | null;
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
  clinic: row.clinic,
  termsVersion: row.terms_version,
  policyVersion: row.policy_version,
  forwardedAt: row.delivered_at,
  forwarding: row.forwarding,
  status: isRequestStatus(row.status) ? row.status : "new",
  statusChangedAt: row.status_changed_at,
});

const selectColumns = `r.id, r.created_at, r.language, r.name, r.email, r.phone, r.country, r.clinic,
  r.terms_version, r.policy_version, o.delivered_at, r.status, r.status_changed_at,
  CASE WHEN o.request_id IS NULL THEN 'off' WHEN o.delivered_at IS NOT NULL THEN 'delivered'
    WHEN o.given_up_at IS NOT NULL THEN 'given_up' ELSE 'pending' END AS forwarding
  FROM contact_requests r LEFT JOIN contact_outbox o ON o.request_id = r.id`;

/** `%text%` for LIKE, the text's own `%`, `_` and `\` taken literally (ESCAPE '\'). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The SQL condition of a filter. A query matches a name or e-mail that contains it (case-insensitive for
 * ASCII letters), or a phone whose digits contain the query's digits (`+55 11 9…`, `(11) 9…`, `5511 9…`).
 */
function whereClause({ query, status }: RequestFilter, engine: Sql["engine"]): { where: string; params: string[] } {
  // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does the same for every letter.
  const like = engine === "postgres" ? "ILIKE" : "LIKE";
  const conditions: string[] = [];
  const params: string[] = [];
  if (status) {
    conditions.push("r.status = ?");
    params.push(status);
  }
  const text = query?.trim();
  if (text) {
    const matches = [`r.name ${like} ? ESCAPE '\\'`, `r.email ${like} ? ESCAPE '\\'`];
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

/** Contact requests in the database. Every write is a committed transaction (on disk, synced) before it returns. */
export class ContactStore {
  constructor(private readonly db: Sql) {}

  /**
   * Stores a request once per idempotency key (a double click or a retry stores nothing new), with
   * its outbox entries (forwarding, the staff's notice) in the same transaction. Returns the request's id and
   * whether it was new.
   */
  async save(
    request: ContactRequest,
    meta: {
      idempotencyKey: string;
      language: Language;
      termsVersion: string;
      policyVersion: string;
      forward: boolean;
      /** An e-mail notice to the staff is due (SMTP configured). */
      notify?: boolean;
      /** The page the visitor came to the form from (its path), counted for the owners' figures. */
      from?: string;
    },
    now = new Date(),
  ): Promise<{ id: string; created: boolean }> {
    const existing = await this.db.get<Pick<Row, "id" | "name" | "email" | "phone" | "country" | "clinic">>(
      "SELECT id, name, email, phone, country, clinic FROM contact_requests WHERE idempotency_key = ?",
      [meta.idempotencyKey],
    );
    if (existing) {
      const same =
        (["name", "email", "phone", "country"] as const).every((field) => existing[field] === request[field]) &&
        existing.clinic === (request.clinic ?? null);
      // The same post again (a retry): one request. Other details under the same key (a form resent after
      // an edit): a request of its own, never dropped.
      if (same) return { id: existing.id, created: false };
      return this.save(request, { ...meta, idempotencyKey: randomUUID() }, now);
    }

    const id = randomUUID();
    try {
      await this.db.transaction(async (tx) => {
        await tx.run(
          `INSERT INTO contact_requests (id, idempotency_key, created_at, language, name, email, phone, country,
             clinic, terms_version, policy_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            id,
            meta.idempotencyKey,
            now.toISOString(),
            meta.language,
            request.name,
            request.email,
            request.phone,
            request.country,
            request.clinic ?? null,
            meta.termsVersion,
            meta.policyVersion,
          ],
        );
        if (meta.forward) {
          await tx.run("INSERT INTO contact_outbox (request_id, next_attempt_at) VALUES (?, ?)", [id, now.getTime()]);
        }
        if (meta.notify) {
          await tx.run("INSERT INTO notice_outbox (request_id, next_attempt_at) VALUES (?, ?)", [id, now.getTime()]);
        }
        // Counted apart from the request, so that the figures outlive its erasure (docs/decisions/033-insights.md).
        const from = meta.from?.startsWith("/") ? meta.from : localizedPath(meta.language, "/");
        await addCount(tx, { event: "request", path: from, clinic: request.clinic, language: meta.language, now });
      });
    } catch (error) {
      // Two submissions with one key at the same moment: the other one stored it. Then as above: the same details
      // are that request, other details a request of their own.
      const raced = await this.db
        .get<{ id: string }>("SELECT id FROM contact_requests WHERE idempotency_key = ?", [meta.idempotencyKey])
        .catch(() => undefined);
      if (raced) return this.save(request, meta, now);
      throw error;
    }
    return { id, created: true };
  }

  /** Newest first, a page at a time; only those that match the filter, if any. */
  async list(
    page: number,
    pageSize: number,
    filter: RequestFilter = {},
  ): Promise<{ items: StoredRequest[]; total: number }> {
    const { where, params } = whereClause(filter, this.db.engine);
    const count = await this.db.get<{ n: number }>(`SELECT count(*) AS n FROM contact_requests r ${where}`, params);
    const rows = await this.db.all<Row>(
      `SELECT ${selectColumns} ${where} ORDER BY r.created_at DESC, r.id LIMIT ? OFFSET ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { items: rows.map(toStored), total: Number(count?.n ?? 0) };
  }

  /** How many requests match a search, in all and per status (the inbox's filters show them). */
  async countByStatus(query?: string): Promise<Record<RequestStatus | "all", number>> {
    const { where, params } = whereClause({ query }, this.db.engine);
    const rows = await this.db.all<{ status: string; n: number }>(
      `SELECT r.status AS status, count(*) AS n FROM contact_requests r ${where} GROUP BY r.status`,
      params,
    );
    const counts = { all: 0, new: 0, contacted: 0, closed: 0 };
    for (const { status, n } of rows) {
      if (isRequestStatus(status)) counts[status] = Number(n);
      counts.all += Number(n);
    }
    return counts;
  }

  /** Records where the staff are with a request; false if there is no such request. */
  async setStatus(id: string, status: RequestStatus, now = new Date()): Promise<boolean> {
    const changes = await this.db.run("UPDATE contact_requests SET status = ?, status_changed_at = ? WHERE id = ?", [
      status,
      now.toISOString(),
      id,
    ]);
    return changes > 0;
  }

  /** Every request that matches the filter, newest first (for the exports). */
  async all(filter: RequestFilter = {}): Promise<StoredRequest[]> {
    const { where, params } = whereClause(filter, this.db.engine);
    const rows = await this.db.all<Row>(`SELECT ${selectColumns} ${where} ORDER BY r.created_at DESC, r.id`, params);
    return rows.map(toStored);
  }

  async get(id: string): Promise<StoredRequest | undefined> {
    const row = await this.db.get<Row>(`SELECT ${selectColumns} WHERE r.id = ?`, [id]);
    return row && toStored(row);
  }

  /**
   * Erases one request and its outbox entries. On SQLite, deleted pages are overwritten (secure_delete) and the
   * journal truncated, so the data does not linger in the file; PostgreSQL reclaims the rows' space on its vacuum.
   */
  async delete(id: string): Promise<boolean> {
    const changes = await this.db.run("DELETE FROM contact_requests WHERE id = ?", [id]);
    return changes > 0;
  }

  /** Erases every request older than the retention period; returns how many. */
  async purgeOlderThan(days: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    return this.db.run("DELETE FROM contact_requests WHERE created_at < ?", [cutoff]);
  }
}
