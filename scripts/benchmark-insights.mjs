// `npm run benchmark:insights`: how fast the owners' figures page (/admin/insights) answers with a year of figures
// (100 contact requests and 1,000 page-speed measurements a day, seeded as `npm run seed:figures` does), on SQLite
// and on PostgreSQL (a server of its own, as the tests start it), through the production server on 127.0.0.1 (build
// first with `npm run build`), signed in as an owner (who sees every series). Each period (4, 13, 52 weeks): 3 warm-up
// requests, then BENCH_TRIES (20) timed one after another; the median and the 95th percentile of the whole answer.
// BENCH_DAYS (365) days seeded; BENCH_ENGINES (sqlite,postgres). Writes benchmarks/insights.json.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { withAppModules } from "./app-modules.mjs";
import { startBenchmarkServer } from "./benchmark-server.mjs";
import { startPostgres } from "./postgres.mjs";

const port = Number(process.env.BENCH_PORT ?? 4396);
const days = Number(process.env.BENCH_DAYS ?? 365);
const tries = Number(process.env.BENCH_TRIES ?? 20);
const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",");
const periods = [4, 13, 52];

const quantile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] * 10) / 10;
};

async function measure(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-insights-"));
  const postgres = engine === "postgres" ? await startPostgres() : null;
  try {
    const seeded = await withAppModules(async (load) => {
      const { seedDatabase } = await load("./app/features/insights/seed-figures.server.ts");
      return seedDatabase({ dataDir, databaseUrl: postgres?.url, days, owner: true });
    });
    process.stdout.write(`${engine}: ${seeded.message}\n`);
    const server = await startBenchmarkServer(port, {
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });
    try {
      const results = {};
      for (const weeks of periods) {
        const ask = async () => {
          const started = performance.now();
          const answer = await fetch(`http://127.0.0.1:${port}/admin/insights?weeks=${weeks}`, {
            headers: { cookie: `staff_session=${seeded.token}`, "accept-encoding": "br, gzip" },
          });
          const body = await answer.text();
          const ms = performance.now() - started;
          if (answer.status !== 200 || !body.includes('id="chart-speed-LCP-title"')) {
            throw new Error(`${engine}, ${weeks} weeks: ${answer.status}, not the figures page`);
          }
          return ms;
        };
        for (let n = 0; n < 3; n++) await ask();
        const times = [];
        for (let n = 0; n < tries; n++) times.push(await ask());
        results[weeks] = { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: quantile(times, 1) };
        process.stdout.write(
          `${engine}, ${weeks} weeks: median ${results[weeks].p50} ms, p95 ${results[weeks].p95} ms\n`,
        );
      }
      return results;
    } finally {
      server.kill();
    }
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = {};
for (const engine of engines) results[engine] = await measure(engine);
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
writeFileSync(
  "benchmarks/insights.json",
  `${JSON.stringify({ measuredAt: new Date().toISOString(), commit, days, perDay: { requests: 100, measurements: 1000 }, tries, budgetMs: 300, results }, null, 2)}\n`,
);
const over = Object.entries(results).flatMap(([engine, byPeriod]) =>
  Object.entries(byPeriod)
    .filter(([, figures]) => figures.p50 > 300)
    .map(([weeks, figures]) => `${engine} ${weeks} weeks: ${figures.p50} ms`),
);
process.stdout.write(over.length ? `Over 300 ms: ${over.join("; ")}\n` : "Every median within 300 ms.\n");
process.exit(over.length ? 1 : 0);
