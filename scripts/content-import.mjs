// `npm run content:import -- --from <folder>`: publishes, as one version by the command line, the texts of the files
// under <folder> (`<language>/<namespace>.json`, as content:export writes them) that differ from what the site shows;
// the same rules as a publish in the editor apply, and a refusal publishes nothing. Runs the app's own code through
// Vite (app/features/content/content-files.server.ts).
import { parseArgs } from "node:util";
import { createServer } from "vite";

let args;
try {
  args = parseArgs({ options: { from: { type: "string" } } }).values;
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
if (!args.from) {
  process.stderr.write("Usage: npm run content:import -- --from <folder>\n");
  process.exit(2);
}
const vite = await createServer({ appType: "custom", server: { middlewareMode: true, hmr: false }, logLevel: "error" });
let result;
try {
  const { importContent } = await vite.ssrLoadModule("./app/features/content/content-files.server.ts");
  result = await importContent({
    from: args.from,
    dataDir: process.env.DATA_DIR ?? "./data",
    databaseUrl: process.env.DATABASE_URL,
  });
} finally {
  await vite.close();
}
(result.ok ? process.stdout : process.stderr).write(`${result.message}\n`);
process.exit(result.ok ? 0 : 1);
