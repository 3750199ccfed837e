/** One schema change: its number (the database's version once it has run), name and SQL. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const fileName = /^(?:.*\/)?(\d{3})-([a-z0-9-]+)\.sql$/;

/**
 * Orders migration files (`NNN-name.sql`) by number and checks that the numbers run 1, 2, 3, …
 * without gap or repeat: a database's version is the number of the last one it has run.
 */
export function orderMigrations(files: Record<string, string>): Migration[] {
  const list = Object.entries(files).map(([file, sql]) => {
    const match = fileName.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNN-name.sql`);
    return { version: Number(match[1]), name: match[2] as string, sql };
  });
  list.sort((a, b) => a.version - b.version);
  for (const [index, migration] of list.entries()) {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations must be numbered 001, 002, … without gaps: expected ${index + 1}, found ${migration.version}`,
      );
    }
  }
  return list;
}

/**
 * The site's schema, in order: one file per change under `migrations/`, append-only. A released
 * file is never edited (a test keeps their checksums): a change is always a new file.
 */
export const migrations = orderMigrations(
  import.meta.glob<string>("./migrations/*.sql", { query: "?raw", import: "default", eager: true }),
);

/** The PostgreSQL schema (`DATABASE_URL`), in the same form: its own ordered, append-only list. */
export const postgresMigrations = orderMigrations(
  import.meta.glob<string>("./migrations-postgres/*.sql", { query: "?raw", import: "default", eager: true }),
);
