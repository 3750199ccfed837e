// `npm run reliability:load [-- --quick]`: the production server (127.0.0.1) under load for 30 s (quick: 5 s):
// 50 connections asking for pages and 10 posting contact requests, at once (autocannon). Passes when no answer
// is an error and the database holds every request acknowledged, and none that was not sent (the posts still
// on their way when the run stops are stored without their answer being counted). Prints p50/p99 of each.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { contactForm, freshDataDir, requireBuild, startServer } from "./run-server.mjs";

const quick = process.argv.includes("--quick");
const duration = quick ? 5 : 30;
const port = Number(process.env.RELIABILITY_PORT ?? 4505);
const pages = ["/", "/pt", "/pt/about-us", "/privacy-policy", "/service/trichotest"];

requireBuild();
const dataDir = freshDataDir("load");
const server = await startServer({ port, dataDir });
let posted = 0;

const browse = autocannon({
  url: server.base,
  connections: 50,
  duration,
  headers: { "accept-encoding": "br, gzip", "accept-language": "pt-BR,pt;q=0.9" },
  requests: pages.map((page) => ({ method: "GET", path: page })),
});
const submit = autocannon({
  url: server.base,
  connections: 10,
  duration,
  requests: [
    {
      method: "POST",
      path: "/?index",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      setupRequest: (request) => ({ ...request, body: contactForm(posted++).toString() }),
    },
  ],
});
const [pagesResult, formResult] = await Promise.all([browse, submit]);
await server.stop();

const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
const stored = db.prepare("SELECT count(*) AS n FROM contact_requests").get().n;
db.close();

const summary = (result) => ({
  requests: result.requests.total,
  perSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});
const figures = {
  seconds: duration,
  pages: summary(pagesResult),
  form: summary(formResult),
  sentPosts: posted,
  acknowledgedPosts: formResult["2xx"],
  storedRequests: stored,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
const ok =
  figures.pages.errors === 0 &&
  figures.pages.non2xx === 0 &&
  figures.form.errors === 0 &&
  figures.form.non2xx === 0 &&
  stored >= figures.acknowledgedPosts &&
  stored <= posted;
process.stdout.write(ok ? "load: no errors, every acknowledged post stored\n" : "load: FAILED\n");
process.exit(ok ? 0 : 1);
