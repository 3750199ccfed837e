// `npm run benchmark`: the site's speed, measured. Starts the production server (build first with
// `npm run build`), runs Lighthouse (mobile, Debian's Chromium) on a few pages three times each and
// reports medians, and the gzipped JavaScript each page loads at start. Writes benchmarks/results.json.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";

const port = Number(process.env.BENCH_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/,/pt/about-us,/service/trichotest").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);

const server = spawn(process.execPath, ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "benchmarks/data", LOG_LEVEL: "warn" },
  stdio: "inherit",
});
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/robots.txt`)
      .then((r) => r.ok)
      .catch(() => false)
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Gzipped size of the scripts a page's HTML asks for at start (module and preloaded). */
async function startupJavaScript(path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) urls.add(m[1]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  return { files: urls.size, gzipKB: Math.round(bytes / 102.4) / 10 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const results = {};
try {
  for (const path of pages) {
    const scores = [];
    const failing = new Set();
    for (let i = 0, attempts = 0; i < runs; attempts++) {
      const { lhr } = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const metric = (id) => lhr.audits[id]?.numericValue;
      if (
        lhr.runtimeError ||
        [metric("largest-contentful-paint"), metric("cumulative-layout-shift")].includes(undefined)
      ) {
        // A run that could not measure (e.g. the machine was busy): try again, a few times at most.
        process.stdout.write(`${path}: run not measured (${lhr.runtimeError?.code ?? "missing metrics"}), again\n`);
        if (attempts >= runs + 2) throw new Error(`${path}: Lighthouse could not measure the page`);
        continue;
      }
      for (const ref of lhr.categories["best-practices"].auditRefs) {
        if (ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1) failing.add(ref.id);
      }
      scores.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      });
      i++;
    }
    const summary = Object.fromEntries(Object.keys(scores[0]).map((key) => [key, median(scores.map((s) => s[key]))]));
    results[path] = {
      ...summary,
      startupJavaScript: await startupJavaScript(path),
      bestPracticesFailing: [...failing],
    };
    process.stdout.write(`${path}: ${JSON.stringify(results[path])}\n`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
const media = ["public/media/hero.webm", "public/media/hero.mp4"].map((file) => readFileSync(file).length);
results.media = { heroVideoKB: Math.round((media[0] + media[1]) / 1024) };
mkdirSync("benchmarks", { recursive: true });
writeFileSync(
  "benchmarks/results.json",
  `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`,
);
