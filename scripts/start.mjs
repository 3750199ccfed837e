// `npm start`: builds the site when there is no build or the sources are newer, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const built = "build/server/index.js";
const sources = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  process.stdout.write("Building the site…\n");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/index.ts");
