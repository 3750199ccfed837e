// `npm run reliability:instances [-- --quick]`: two instances of the production server on one PostgreSQL database
// (a throw-away server: scripts/postgres.mjs) and the stand-in for the clinic's backend. Eight clients post contact
// requests through both, as a load balancer would spread them (a client whose answer did not arrive sends the same
// post again, with the same idempotency key, to the other instance), while one instance is killed with SIGKILL again
// and again and restarted. Passes when every acknowledged request is in the database, none twice, and the backend
// received every stored request, each always under one idempotency key, so that it processes each exactly once.
// A call in flight when its instance is killed (the backend took it, the instance died before recording it) is
// made again once its claim runs out: at most one repeat per call in flight at a kill, and reported as such.
// Full: 10 kills; quick: 3.
import { createServer } from "node:http";
import pg from "pg";
import { startPostgres } from "../postgres.mjs";
import { freshDataDir, postingClients, requireBuild, startServer } from "./run-server.mjs";

const quick = process.argv.includes("--quick");
const kills = quick ? 3 : 10;
const clients = 8;
const port = Number(process.env.RELIABILITY_PORT ?? 4485);

requireBuild();
const postgres = await startPostgres();
process.on("exit", () => postgres.stop());

// The clinic's backend: answers every call, and keeps the calls per request (the e-mail is unique per request here)
// with their idempotency keys; it processes a request on the first call of its key, as the header asks.
const calls = new Map();
let callCount = 0;
const processed = new Set();
const backend = createServer((req, res) => {
  const email = decodeURIComponent(req.url?.split("/")[4] ?? "");
  const key = req.headers["idempotency-key"];
  callCount += 1;
  calls.set(email, [...(calls.get(email) ?? []), key]);
  if (key) processed.add(key);
  res.writeHead(200, { "content-type": "application/json" }).end("{}");
});
await new Promise((resolve) => backend.listen(0, "127.0.0.1", resolve));
const backendUrl = `http://127.0.0.1:${backend.address().port}`;

const settings = { DATABASE_URL: postgres.url, CONTACT_FORWARD_URL: backendUrl };
const start = (n) => startServer({ port: port + n, dataDir: freshDataDir(`instance-${n}`), env: settings });
const instances = [await start(0), await start(1)];
const started = Date.now();
// Each client sends to "its" instance first, then, without an answer, to the other one.
const posting = postingClients({
  clients,
  name: "instances",
  url: (id, attempt) => `http://127.0.0.1:${port + ((id + attempt) % 2)}/?index`,
});
for (let kill = 0; kill < kills; kill++) {
  await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 800));
  instances[0].child.kill("SIGKILL");
  await instances[0].exited;
  instances[0] = await start(0);
}
await new Promise((resolve) => setTimeout(resolve, 500));
await posting.stop();

// Every stored request forwarded: claims left by a killed instance run out after 30 s (app/jobs/job-runner.server.ts).
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const waiting = async () =>
  Number((await db.query("SELECT count(*) AS n FROM contact_outbox WHERE delivered_at IS NULL")).rows[0].n);
const deadline = Date.now() + 120_000;
while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
const stillWaiting = await waiting();
const rows = (await db.query("SELECT idempotency_key AS key, email FROM contact_requests")).rows;
await db.end();
await Promise.all(instances.map((instance) => instance.stop()));
backend.close();

const stored = new Set(rows.map((row) => row.key));
const lost = [...posting.acknowledged].filter((key) => !stored.has(key)).length;
const storedTwice = rows.length - stored.size + (rows.length - new Set(rows.map((row) => row.email)).size);
const notForwarded = rows.filter((row) => !calls.has(row.email)).length;
// Each request always under one key, never two requests under one: a backend that honours the key processes each once.
const keysOfOneRequest = [...calls.values()].filter((keys) => new Set(keys).size !== 1 || !keys[0]).length;
const repeatedCalls = callCount - calls.size;
// Calls in flight when an instance was killed: at most `concurrency` (6) per kill.
const repeatsExplained = repeatedCalls <= kills * 6;

const figures = {
  instances: 2,
  clients,
  kills,
  posted: posting.figures.sent,
  acknowledged: posting.acknowledged.size,
  retriedPosts: posting.figures.retries,
  stored: rows.length,
  lost,
  storedTwice,
  forwarded: calls.size,
  backendCalls: callCount,
  repeatedCalls,
  processedByBackend: processed.size,
  keysOfOneRequest,
  notForwarded,
  stillWaiting,
  seconds: Math.round((Date.now() - started) / 100) / 10,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
const ok =
  posting.acknowledged.size > 0 &&
  lost === 0 &&
  storedTwice === 0 &&
  notForwarded === 0 &&
  keysOfOneRequest === 0 &&
  processed.size === rows.length &&
  repeatsExplained &&
  stillWaiting === 0;
process.stdout.write(
  ok
    ? "instances: nothing acknowledged lost, nothing stored twice, every request processed by the backend exactly once\n"
    : "instances: FAILED\n",
);
process.exit(ok ? 0 : 1);
