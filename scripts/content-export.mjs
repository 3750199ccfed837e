// `npm run content:export [-- --to app/locales]`: writes the content the clinic published (in the site's database:
// DATABASE_URL, or SQLite under DATA_DIR) as the repository's own text files, `<language>/<namespace>.json`, the
// defaults with the published texts over them. Into app/locales (the default), a commit makes the clinic's edits the
// new defaults. Runs the app's own code through Vite (app/features/content/content-files.server.ts).
import { parseArgs } from "node:util";
import { exitWith, withAppModules } from "./app-modules.mjs";

let args;
try {
  args = parseArgs({ options: { to: { type: "string", default: "app/locales" } } }).values;
} catch (error) {
  process.stderr.write(`${error.message}\nUsage: npm run content:export -- [--to app/locales]\n`);
  process.exit(2);
}
exitWith(
  await withAppModules(async (load) => {
    const { exportContent } = await load("./app/features/content/content-files.server.ts");
    return exportContent({
      to: args.to,
      dataDir: process.env.DATA_DIR ?? "./data",
      databaseUrl: process.env.DATABASE_URL,
    });
  }),
);
