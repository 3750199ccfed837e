// `npm run db:copy-to-postgres`: moves an existing site's data from its SQLite file (`DATA_DIR/clinic.sqlite`) into
// the PostgreSQL database of `DATABASE_URL` (docs/operations.md#several-instances). Stop the server first, so that
// nothing is written meanwhile. The schema is made in PostgreSQL, every row copied in one transaction, and the rows
// counted again; a PostgreSQL database that already holds contact requests is refused. The SQLite file is left as it
// was.
// Runs the app's own code through Vite (app/db/copy-to-postgres.server.ts): from a checkout with `npm ci`.
import { existsSync } from "node:fs";
import path from "node:path";
import { withAppModules } from "./app-modules.mjs";

const dataDir = process.env.DATA_DIR ?? "./data";
const url = process.env.DATABASE_URL ?? "";
const file = path.join(dataDir, "clinic.sqlite");
if (!/^postgres(ql)?:\/\//.test(url)) {
  process.stderr.write("DATABASE_URL must be the PostgreSQL database to copy into (postgres://…)\n");
  process.exit(2);
}
if (!existsSync(file)) {
  process.stderr.write(`${file} does not exist: set DATA_DIR to the folder of the site's SQLite database\n`);
  process.exit(2);
}

let failed = false;
try {
  await withAppModules(async (load) => {
    const { openDatabase } = await load("./app/db/database.server.ts");
    const { PostgresDatabase } = await load("./app/db/postgres.server.ts");
    const { copySqliteToPostgres } = await load("./app/db/copy-to-postgres.server.ts");
    const source = openDatabase(dataDir);
    const target = PostgresDatabase.connect(url, 2);
    try {
      const counts = await copySqliteToPostgres(source, target);
      process.stdout.write(`Copied into PostgreSQL (rows per table): ${JSON.stringify(counts)}\n`);
    } finally {
      source.close();
      await target.close();
    }
  });
} catch (error) {
  failed = true;
  process.stderr.write(`Nothing was copied: ${error instanceof Error ? error.message : String(error)}\n`);
}
process.exit(failed ? 1 : 0);
