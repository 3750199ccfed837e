// `npm run content:import -- --from <folder>`: publishes, as one version by the command line, the texts of the files
// under <folder> (`<language>/<namespace>.json`, as content:export writes them) that differ from what the site shows;
// the same rules as a publish in the editor apply, and a refusal publishes nothing. Runs the app's own code through
// Vite (app/features/content/content-files.server.ts).
import { parseArgs } from "node:util";
import { exitWith, withAppModules } from "./app-modules.mjs";

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
exitWith(
  await withAppModules(async (load) => {
    const { importContent } = await load("./app/features/content/content-files.server.ts");
    return importContent({
      from: args.from,
      dataDir: process.env.DATA_DIR ?? "./data",
      databaseUrl: process.env.DATABASE_URL,
    });
  }),
);
