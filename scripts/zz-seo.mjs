import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { startBenchmarkServer } from "./benchmark-server.mjs";
const server = await startBenchmarkServer(4390);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
for (const path of ["/", "/pt-pt"]) {
  const { lhr } = await lighthouse(`http://127.0.0.1:4390${path}`, { port: chrome.port, output: "json", onlyCategories: ["seo"] });
  for (const ref of lhr.categories.seo.auditRefs) {
    const a = lhr.audits[ref.id];
    if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(path, ref.id, a.title, JSON.stringify(a.details?.items?.slice(0, 5)));
  }
}
await chrome.kill();
await server.stop?.();
process.exit(0);
