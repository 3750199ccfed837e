// `npm run reliability:durability [-- --quick]`: a request acknowledged is a request kept. Clients post
// contact requests to the production server (127.0.0.1) while it is killed with SIGKILL again and again and
// restarted on the same data folder. A client whose answer did not arrive sends the same post again with the
// same idempotency key, as the site's form does. Passes when every acknowledged request is in the database,
// none twice, and SQLite's integrity check is ok. Full: 8 clients, 20 kills; quick: 8 clients, 3 kills.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { freshDataDir, postingClients, requireBuild, startServer } from "./run-server.mjs";

const quick = process.argv.includes("--quick");
const kills = quick ? 3 : 20;
const clients = 8;
const port = Number(process.env.RELIABILITY_PORT ?? 4475);

requireBuild();
const dataDir = freshDataDir("durability");
let server = await startServer({ port, dataDir });
const started = Date.now();
const posting = postingClients({ clients, name: "durable", url: () => `http://127.0.0.1:${port}/?index` });
for (let kill = 0; kill < kills; kill++) {
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
  server.child.kill("SIGKILL");
  await server.exited;
  server = await startServer({ port, dataDir });
}
await new Promise((resolve) => setTimeout(resolve, 500));
await posting.stop();
await server.stop();

const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
const integrity = db.prepare("PRAGMA integrity_check").get().integrity_check;
const keys = db
  .prepare("SELECT idempotency_key AS key FROM contact_requests")
  .all()
  .map((row) => row.key);
const duplicatedPeople = db
  .prepare(
    "SELECT count(*) AS n FROM (SELECT email, phone FROM contact_requests GROUP BY email, phone HAVING count(*) > 1)",
  )
  .get().n;
db.close();
const stored = new Set(keys);
const lost = [...posting.acknowledged].filter((key) => !stored.has(key)).length;

const figures = {
  clients,
  kills,
  posted: posting.figures.sent,
  acknowledged: posting.acknowledged.size,
  retriedPosts: posting.figures.retries,
  stored: keys.length,
  lost,
  duplicates: keys.length - stored.size + duplicatedPeople,
  integrity,
  seconds: Math.round((Date.now() - started) / 100) / 10,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
const ok = lost === 0 && figures.duplicates === 0 && integrity === "ok" && posting.acknowledged.size > 0;
process.stdout.write(ok ? "durability: nothing acknowledged lost, nothing twice\n" : "durability: FAILED\n");
process.exit(ok ? 0 : 1);
