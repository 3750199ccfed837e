import type { DatabaseSync } from "node:sqlite";
import { migratePostgres } from "./database.server";
import type { PostgresDatabase } from "./postgres.server";
import type { SqlValue } from "./sql.server";

/** The tables that hold the site's data, parents before the rows that refer to them. */
export const copiedTables = [
  "contact_requests",
  "contact_outbox",
  "notice_outbox",
  "web_vitals_daily",
  "web_vitals_weekly",
  "site_counts_daily",
  "staff_accounts",
  "staff_recovery_codes",
  "staff_invitations",
  "invitation_outbox",
  "digest_outbox",
  "admin_sessions",
  "audit_events",
  "content_texts",
  "content_drafts",
  "content_versions",
  "content_reviews",
  "pictures",
  "picture_files",
] as const;

/** The tables not copied: what a health check writes to see that the database takes writes. */
export const uncopiedTables = ["health_probe"] as const;

/**
 * Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table; a picture's files (up to a few
 * hundred KiB each) go a few at a time.
 */
const batchRows = (table: string) => (table === "picture_files" ? 8 : 500);

/**
 * Copies a SQLite database (opened, hence migrated to the latest version) into a PostgreSQL database: its schema
 * first (the PostgreSQL migrations), then every row of the site's tables, in one transaction, so that a failure
 * leaves PostgreSQL as it was. Refuses a PostgreSQL database that already holds contact requests. Returns the rows
 * copied per table, counted again in PostgreSQL afterwards.
 */
export async function copySqliteToPostgres(
  source: DatabaseSync,
  target: PostgresDatabase,
): Promise<Record<(typeof copiedTables)[number], number>> {
  await migratePostgres(target);
  const existing = await target.get<{ n: number }>("SELECT count(*) AS n FROM contact_requests");
  if (Number(existing?.n) > 0) {
    throw new Error("The PostgreSQL database already holds contact requests: copy into an empty one");
  }
  await target.transaction(async (tx) => {
    for (const table of copiedTables) {
      const rows = source.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, SqlValue>>;
      for (let start = 0; start < rows.length; start += batchRows(table)) {
        const batch = rows.slice(start, start + batchRows(table));
        const columns = Object.keys(batch[0] ?? {});
        const placeholders = batch.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
        await tx.run(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${placeholders}`,
          batch.flatMap((row) => columns.map((column) => row[column] ?? null)),
        );
      }
    }
  });
  const counts = {} as Record<(typeof copiedTables)[number], number>;
  for (const table of copiedTables) {
    const copied = Number((await target.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n);
    const expected = Number((source.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
    if (copied !== expected) throw new Error(`${table}: ${expected} rows in SQLite, ${copied} in PostgreSQL`);
    counts[table] = copied;
  }
  return counts;
}
