// `npm run content:export [-- --to app/locales]`: writes the content the clinic published (in the site's database:
// DATABASE_URL, or SQLite under DATA_DIR) as the repository's own text files, `<language>/<namespace>.json`, the
// defaults with the published texts over them. Into app/locales (the default), a commit makes the clinic's edits the
// new defaults. Runs the app's own code through Vite (app/features/content/content-files.server.ts).
import { parseArgs } from "node:util";
import { createServer } from "vite";

let args;
try {
  args = parseArgs({ options: { to: { type: "string", default: "app/locales" } } }).values;
} catch (error) {
  process.stderr.write(`${error.message}\nUsage: npm run content:export -- [--to app/locales]\n`);
  process.exit(2);
}
const vite = await createServer({ appType: "custom", server: { middlewareMode: true, hmr: false }, logLevel: "error" });
let result;
try {
  const { exportContent } = await vite.ssrLoadModule("./app/features/content/content-files.server.ts");
  result = await exportContent({
    to: args.to,
    dataDir: process.env.DATA_DIR ?? "./data",
    databaseUrl: process.env.DATABASE_URL,
  });
} finally {
  await vite.close();
}
(result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
process.exit(result.ok ? 0 : 1);
