// `npm run benchmark`: the site's speed in a browser, measured. Starts the production server (build
// first with `npm run build`) and runs Lighthouse (Debian's Chromium) on each page, mobile and desktop,
// three runs each, interleaved (page after page, then again), and reports medians: the scores, the
// paints, blocking time, layout shift, and the JavaScript each page downloads before anyone interacts
// (bytes on the wire, as compressed). Writes benchmarks/results.json; a run of a part (BENCH_PAGES or BENCH_FORMS set)
// writes test-results/benchmark-part.json instead, so that the whole run's file is kept; BENCH_OUT names another file.
//
// Two references are measured in the same interleaved run (Lighthouse slows the CPU relative to the host, so only
// figures of one run compare): a static page with one image, served by the same server (`reference one image`), and,
// with BENCH_COMPARE=<commit>, the same pages of that earlier commit, checked out, installed and built under
// test-results/ and served on the next port (`<form> <page> @<commit>`).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { startBenchmarkServer } from "./benchmark-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4399);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/,/pt,/pt/about-us,/privacy-policy,/service/trichotest").split(",");
const forms = (process.env.BENCH_FORMS ?? "mobile,desktop").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const part = Boolean(process.env.BENCH_PAGES || process.env.BENCH_FORMS);
const out = process.env.BENCH_OUT ?? (part ? "test-results/benchmark-part.json" : "benchmarks/results.json");

const compare = process.env.BENCH_COMPARE;
// BENCH_THROTTLING=devtools: the page is really loaded on a slowed CPU and link (Chromium's own throttling) instead
// of Lighthouse's simulation from an unthrottled load (the default, `simulate`). Slower to run, but the first paint
// and the tasks are those the browser had: the simulation may place the first paint before the end of the first
// layout, whose rest it then counts as blocking time.
const throttling = process.env.BENCH_THROTTLING;
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();

/** The static reference: one large image and a heading, as light as a page can be (removed at the end). */
const referencePath = "/benchmark-one-image.html";
const referenceFile = `build/client${referencePath}`;
writeFileSync(
  referenceFile,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference: one image</title><meta name="description" content="A static page with one image, the benchmark's reference."><style>body{margin:0;font-family:sans-serif}img{display:block;width:100%;height:auto}</style></head><body><main><h1>Reference page</h1><img src="/media/hero-poster.webp" width="1280" height="720" alt="The clinic's hero picture"></main></body></html>\n`,
);

/** The earlier commit, checked out, installed and built once (kept under test-results/ for the next run). */
function prepareEarlier(ref) {
  const dir = `test-results/benchmark-${ref}`;
  if (!existsSync(`${dir}/build/server/index.js`)) {
    rmSync(dir, { recursive: true, force: true });
    execFileSync("git", ["worktree", "prune"]);
    execFileSync("git", ["worktree", "add", "--detach", dir, ref], { stdio: "inherit" });
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
    execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  }
  return dir;
}

const server = await startBenchmarkServer(port);
const earlierPort = port + 1;
const earlier = compare
  ? await startBenchmarkServer(earlierPort, { DATA_DIR: "benchmarks/data" }, prepareEarlier(compare))
  : undefined;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

/** One Lighthouse run; undefined when it could not measure (e.g. the machine was too busy). */
async function measure(path, form, origin = base) {
  const { lhr } = await lighthouse(
    origin + path,
    {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      ...(throttling ? { throttlingMethod: throttling } : {}),
    },
    form === "desktop" ? desktopConfig : undefined,
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  if (lhr.runtimeError || [metric("largest-contentful-paint"), metric("cumulative-layout-shift")].includes(undefined)) {
    return undefined;
  }
  // The audits that cost a point of best practices or findability (search engines).
  const failing = [...lhr.categories["best-practices"].auditRefs, ...lhr.categories.seo.auditRefs]
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  const scripts = lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script");
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(metric("first-contentful-paint")),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    scriptKiB: Math.round((scripts?.transferSize ?? 0) / 102.4) / 10,
    failing,
  };
}

const samples = {};
/** What one run measures, in its order: each page, of this commit then of the earlier one, then the reference. */
const targets = (form) => [
  ...pages.flatMap((path) => [
    { key: `${form} ${path}`, path, origin: base },
    ...(earlier ? [{ key: `${form} ${path} @${compare}`, path, origin: `http://127.0.0.1:${earlierPort}` }] : []),
  ]),
  { key: `${form} reference one image`, path: referencePath, origin: base },
];
try {
  for (let run = 0; run < runs; run++) {
    for (const form of forms) {
      for (const { key, path, origin } of targets(form)) {
        let result;
        for (let attempt = 0; attempt < 3 && !result; attempt++) result = await measure(path, form, origin);
        if (!result) throw new Error(`${key}: Lighthouse could not measure the page`);
        samples[key] = [...(samples[key] ?? []), result];
        process.stdout.write(`run ${run + 1} ${key}: ${JSON.stringify(result)}\n`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  earlier?.kill("SIGTERM");
  rmSync(referenceFile, { force: true });
}

const results = Object.fromEntries(
  Object.entries(samples).map(([key, list]) => {
    const numbers = Object.keys(list[0]).filter((name) => name !== "failing");
    const summary = Object.fromEntries(numbers.map((name) => [name, median(list.map((sample) => sample[name]))]));
    return [
      key,
      {
        ...summary,
        // Every run's blocking time and largest paint, in the order measured: their spread says how far medians hold.
        tbtMsRuns: list.map((sample) => sample.tbtMs),
        lcpMsRuns: list.map((sample) => sample.lcpMs),
        failingAudits: [...new Set(list.flatMap((sample) => sample.failing))],
      },
    ];
  }),
);
const media = ["public/media/hero.webm", "public/media/hero.mp4"].map((file) => readFileSync(file).length);
results.media = { heroVideoKB: Math.round((media[0] + media[1]) / 1024) };
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), commit, compare, throttling: throttling ?? "simulate", runs, forms, pages, results }, null, 2)}\n`,
);
process.stdout.write(`\nMedians of ${runs} runs written to ${out}\n`);
process.stdout.write(
  "\n| page | form | perf | FCP | LCP | TBT | CLS | JS (transfer) |\n|---|---|---|---|---|---|---|---|\n",
);
for (const [key, r] of Object.entries(results)) {
  if (key === "media") continue;
  const [form, ...page] = key.split(" ");
  process.stdout.write(
    `| \`${page.join(" ")}\` | ${form} | ${r.performance} | ${(r.fcpMs / 1000).toFixed(2)} s | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.scriptKiB} KiB |\n`,
  );
}
