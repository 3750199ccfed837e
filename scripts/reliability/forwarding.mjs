// `npm run reliability:forwarding [-- --quick]`: every contact request reaches the clinic's backend exactly once,
// however badly that backend behaves. The production server forwards to a stand-in started here (127.0.0.1)
// that fails half of its calls (500), never answers some (10 %), and is down (nothing listening) for a while
// in the middle of the posts. Passes when every request was accepted exactly once (one 2xx answer each) within
// 3 minutes after the backend came back. Full: 300 requests, 60 s down; quick: 30 requests, 5 s down, and no
// request refused more than twice in a row (so that its time in the test suite has a bound, about a minute with the
// outbox's back-off of 5, 10, 20 and 40 s: the full run has none).
import { createServer } from "node:http";
import { contactForm, freshDataDir, requireBuild, startServer } from "./run-server.mjs";

const quick = process.argv.includes("--quick");
const total = Number(process.env.FORWARDING_REQUESTS ?? (quick ? 30 : 300));
const downMs = Number(process.env.FORWARDING_DOWN_SECONDS ?? (quick ? 5 : 60)) * 1000;
const deadlineMs = 180_000;
const port = Number(process.env.RELIABILITY_PORT ?? 4480);

requireBuild();

// The stand-in backend: counts its 2xx answers per person.
const accepted = new Map();
const failuresInARow = new Map();
const maxFailuresInARow = quick ? 2 : Number.POSITIVE_INFINITY;
let calls = 0;
const backend = createServer((req, res) => {
  calls += 1;
  const name = decodeURIComponent(req.url?.split("/")[3] ?? "");
  const roll = (failuresInARow.get(name) ?? 0) < maxFailuresInARow ? Math.random() : 1;
  if (roll < 0.55) failuresInARow.set(name, (failuresInARow.get(name) ?? 0) + 1);
  if (roll < 0.1) return; // hangs: never answers
  if (roll < 0.55) return res.writeHead(500).end("{}");
  failuresInARow.delete(name);
  accepted.set(name, (accepted.get(name) ?? 0) + 1);
  res.writeHead(200, { "content-type": "application/json" }).end("{}");
});
const listen = () => new Promise((resolve) => backend.listen(port + 1, "127.0.0.1", resolve));
const close = () =>
  new Promise((resolve) => {
    backend.close(resolve);
    backend.closeAllConnections();
  });

await listen();
const dataDir = freshDataDir("forwarding");
const server = await startServer({
  port,
  dataDir,
  env: { CONTACT_FORWARD_URL: `http://127.0.0.1:${port + 1}` },
});
const started = Date.now();
let acknowledged = 0;
let backUpAt = 0;
let doneAt = 0;
try {
  let next = 0;
  const poster = async () => {
    for (let n = next++; n < total; n = next++) {
      if (n === Math.floor(total / 3)) {
        await close();
        setTimeout(async () => {
          await listen();
          backUpAt = Date.now();
        }, downMs);
      }
      const answer = await fetch(`${server.base}/?index`, { method: "POST", body: contactForm(n) });
      if (answer.ok) acknowledged += 1;
      await new Promise((resolve) => setTimeout(resolve, quick ? 20 : 150));
    }
  };
  await Promise.all(Array.from({ length: 4 }, poster));
  while (!backUpAt) await new Promise((resolve) => setTimeout(resolve, 100));
  while (accepted.size < total && Date.now() - backUpAt < deadlineMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  doneAt = Date.now();
} finally {
  await server.stop();
  await close();
}

const twice = [...accepted.values()].filter((count) => count > 1).length;
const figures = {
  requests: total,
  acknowledged,
  delivered: accepted.size,
  deliveredTwice: twice,
  missing: total - accepted.size,
  backendCalls: calls,
  backendDownSeconds: downMs / 1000,
  secondsAfterBackendBack: Math.round((doneAt - backUpAt) / 100) / 10,
  secondsInAll: Math.round((Date.now() - started) / 100) / 10,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
const ok = acknowledged === total && accepted.size === total && twice === 0;
process.stdout.write(ok ? "forwarding: every request delivered exactly once\n" : "forwarding: FAILED\n");
if (!ok) {
  // What the outbox says of the requests that did not arrive.
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(`${dataDir}/clinic.sqlite`, { readOnly: true });
  const waiting = db
    .prepare(
      "SELECT attempts, last_status, next_attempt_at, delivered_at FROM contact_outbox WHERE delivered_at IS NULL OR 1",
    )
    .all()
    .filter((row) => !row.delivered_at);
  process.stdout.write(`${JSON.stringify({ waitingInOutbox: waiting.slice(0, 10), now: Date.now() })}\n`);
  db.close();
}
process.exit(ok ? 0 : 1);
