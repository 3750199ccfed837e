// `npm run benchmark:load`: how many page requests per second the production server answers, and
// how fast, under 50 concurrent connections from this machine (build first with `npm run build`).
// Each page: a 3 s warm-up, then 10 s measured with autocannon, as a browser asks (Brotli or gzip,
// a language, a cookie). Writes benchmarks/load.json. 127.0.0.1 only.
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { startBenchmarkServer } from "./benchmark-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/,/pt,/pt/about-us,/privacy-policy,/service/trichotest").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const server = await startBenchmarkServer(port);

const headers = {
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "pt-BR,pt;q=0.9,en;q=0.8",
  cookie: "color-mode=light",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};
const run = (path, duration) => autocannon({ url: base + path, connections, duration, headers });

const results = {};
try {
  for (const path of pages) {
    await run(path, 3);
    const result = await run(path, seconds);
    results[path] = {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    process.stdout.write(`${path}: ${JSON.stringify(results[path])}\n`);
  }
} finally {
  server.kill("SIGTERM");
}
mkdirSync("benchmarks", { recursive: true });
writeFileSync(
  "benchmarks/load.json",
  `${JSON.stringify({ date: new Date().toISOString(), connections, seconds, results }, null, 2)}\n`,
);
