// `npm test`: what CI runs. Type check, lint, unit tests, production build, browser tests.
// Installs Debian's Chromium and fonts first when the machine lacks them (CI starts on a fresh machine), and starts a
// throw-away PostgreSQL server (installed when missing) on which the stores' tests run too (scripts/postgres.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startPostgres } from "./postgres.mjs";

// Debian's Chromium (the benchmarks') and its headless shell (the browser tests', tests/support/chromium.ts).
const chromiums = process.env.CHROME_PATH
  ? [process.env.CHROME_PATH]
  : ["/usr/bin/chromium", "/usr/lib/chromium/chromium-headless-shell"];
const runStarted = Date.now();

function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✓ ${command} ${args.join(" ")} (${seconds} s)\n`);
}

// Liberation Sans: Arial's metric twin, which the site's fallback faces use on Linux (app/styles/fonts.css);
// the browser tests check that text in the fallback takes the room of the web fonts.
const liberationSans = spawnSync("fc-list", [":family=Liberation Sans"], { encoding: "utf8" }).stdout?.trim();
if (!chromiums.every((path) => existsSync(path)) || !liberationSans) {
  process.stdout.write("Chromium or the Liberation fonts are missing: installing Debian's packages.\n");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  run("sh", [
    "-c",
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-noto-color-emoji fonts-liberation`,
  ]);
}

run("npm", ["run", "typecheck"]);
run("npm", ["run", "lint"]);
const postgres = await startPostgres();
process.on("exit", () => postgres.stop());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(1));
process.stdout.write(`✓ PostgreSQL for the tests at ${postgres.url}\n`);
// The stores' tests run on SQLite and on this server; without it they would fail rather than test half.
run("npm", ["run", "test:unit"], { env: { ...process.env, TEST_DATABASE_URL: postgres.url, REQUIRE_POSTGRES: "1" } });
run("npm", ["run", "build"]);
run("npm", ["run", "test:e2e"]);
// The whole run's time, to keep an eye on CI's margin (the browser tests' own margin: the slow-tests reporter).
process.stdout.write(`✓ npm test: every step passed (${((Date.now() - runStarted) / 1000).toFixed(1)} s in all)\n`);
