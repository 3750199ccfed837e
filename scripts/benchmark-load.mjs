// `npm run benchmark:load`: how many page requests per second the production server answers, and
// how fast, under 50 concurrent connections from this machine (build first with `npm run build`).
// Each page: a 3 s warm-up, then 10 s measured with autocannon, as a browser asks (Brotli or gzip,
// a language, a cookie). The reference of each page: its bytes as the server sends them (Brotli, gzip and plain),
// served as a static file by the same process (docs/performance.md#server-throughput), measured right after the
// page; each page's ratio to it is reported. Writes benchmarks/load.json. 127.0.0.1 only.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startBenchmarkServer } from "./benchmark-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/,/pt,/pt/about-us,/privacy-policy,/service/trichotest").split(",");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The static copy of each page, in the built client's folder (removed at the end). */
const referenceOf = (n) => `/benchmark-reference-${n}.html`;
const referenceFiles = pages.flatMap((_, n) =>
  ["", ".br", ".gz"].map((ending) => `build/client${referenceOf(n)}${ending}`),
);

const headers = {
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "pt-BR,pt;q=0.9,en;q=0.8",
  cookie: "color-mode=light",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};
const run = (path, duration) => autocannon({ url: base + path, connections, duration, headers });

/** The bytes of `path` as they travel, in `encoding`. */
const rawGet = (path, encoding) =>
  new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { ...headers, "accept-encoding": encoding } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });

/**
 * Each page as the server sends it once kept (asked until its policy names no nonce), written as a static file with
 * its Brotli and gzip copies: the static server indexes compressed copies when it starts, so the server starts again
 * after.
 */
async function writeReferences() {
  const server = await startBenchmarkServer(port);
  try {
    for (const [n, path] of pages.entries()) {
      for (let i = 0; i < 50; i++) {
        const answer = await fetch(base + path, { headers });
        if (!answer.headers.get("content-security-policy")?.includes("'nonce-")) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const file = `build/client${referenceOf(n)}`;
      const plain = await rawGet(path, "identity");
      writeFileSync(file, plain);
      writeFileSync(`${file}.br`, await rawGet(path, "br"));
      writeFileSync(`${file}.gz`, gzipSync(plain, { level: 9 }));
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

const measure = async (path) => {
  await run(path, 3);
  const result = await run(path, seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
};

await writeReferences();
const server = await startBenchmarkServer(port);
const results = {};
try {
  for (const [n, path] of pages.entries()) {
    const page = await measure(path);
    const staticFile = await measure(referenceOf(n));
    results[path] = {
      ...page,
      staticFile,
      ofStaticFile: Math.round((page.requestsPerSecond / staticFile.requestsPerSecond) * 100) / 100,
    };
    process.stdout.write(`${path}: ${JSON.stringify(page)}; its static copy: ${JSON.stringify(staticFile)}\n`);
    process.stdout.write(`${path}: ${Math.round(results[path].ofStaticFile * 100)} % of its static copy's rate\n`);
  }
} finally {
  server.kill("SIGTERM");
  for (const file of referenceFiles) rmSync(file, { force: true });
}
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
mkdirSync("benchmarks", { recursive: true });
writeFileSync(
  "benchmarks/load.json",
  `${JSON.stringify({ date: new Date().toISOString(), commit, connections, seconds, results }, null, 2)}\n`,
);
