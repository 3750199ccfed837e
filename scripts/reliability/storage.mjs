// `npm run reliability:storage`: the database's storage fails while the production server runs (127.0.0.1):
// its files made immutable (`chattr +i`), then its disk full (a 256 KiB tmpfs). Each time the visitor is told
// the request was not saved (503 and the form's notice), the server stays up, /healthz reports the fault, and
// once the storage is back new requests are stored and none acknowledged before is lost. Needs root (chattr,
// mount); without it, it says so and exits with 3.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { contactForm, freshDataDir, requireBuild, startServer } from "./run-server.mjs";

const port = Number(process.env.RELIABILITY_PORT ?? 4510);
const run = (command, ...args) => execFileSync(command, args, { stdio: "ignore" });
if (process.getuid?.() !== 0) {
  process.stdout.write("storage: needs root (chattr, mount): skipped\n");
  process.exit(3);
}
requireBuild();

/** Whether this machine lets us break storage on purpose (a container may refuse chattr or mount). */
function permitted() {
  const probe = freshDataDir("probe");
  try {
    writeFileSync(path.join(probe, "f"), "x");
    run("chattr", "+i", path.join(probe, "f"));
    run("chattr", "-i", path.join(probe, "f"));
    run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe);
    run("umount", probe);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
if (!permitted()) {
  process.stdout.write("storage: chattr or mount is not permitted on this machine: skipped\n");
  process.exit(3);
}

const results = [];
let n = 0;
async function scenario(name, dataDir, breakStorage, repair) {
  const server = await startServer({ port, dataDir });
  const post = () => fetch(`${server.base}/?index`, { method: "POST", body: contactForm(n++) });
  const before = await post();
  breakStorage();
  const refused = await post();
  const notice = (await refused.text()).includes("could not be sent");
  const health = await fetch(`${server.base}/healthz`).then(async (r) => ({ status: r.status, body: await r.json() }));
  const alive = server.child.exitCode === null && server.child.signalCode === null;
  repair();
  const after = await post();
  const healthAfter = (await fetch(`${server.base}/healthz`)).status;
  await server.stop();
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
  const stored = db.prepare("SELECT count(*) AS n FROM contact_requests").get().n;
  const integrity = db.prepare("PRAGMA integrity_check").get().integrity_check;
  db.close();
  results.push({
    name,
    before: before.status,
    refused: refused.status,
    notice,
    serverAlive: alive,
    healthz: health.status,
    fault: health.body.database?.fault,
    after: after.status,
    healthzAfter: healthAfter,
    stored,
    integrity,
  });
}

const immutable = freshDataDir("storage");
await scenario(
  "immutable files",
  immutable,
  () => run("chattr", "+i", "-R", immutable),
  () => run("chattr", "-i", "-R", immutable),
);

const small = freshDataDir("full");
mkdirSync(small, { recursive: true });
run("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", small);
try {
  await scenario(
    "full disk",
    small,
    () => {
      try {
        writeFileSync(path.join(small, "filler"), Buffer.alloc(512 * 1024));
      } catch {
        // Filled up to the last byte: that is the point.
      }
    },
    () => rmSync(path.join(small, "filler"), { force: true }),
  );
} finally {
  run("umount", small);
}

for (const result of results) process.stdout.write(`${JSON.stringify(result)}\n`);
const ok = results.every(
  (r) =>
    r.before === 200 &&
    r.refused === 503 &&
    r.notice &&
    r.serverAlive &&
    r.healthz === 503 &&
    r.after === 200 &&
    r.healthzAfter === 200 &&
    r.stored === 2 &&
    r.integrity === "ok",
);
process.stdout.write(ok ? "storage: faults answered, server up, nothing lost\n" : "storage: FAILED\n");
process.exit(ok ? 0 : 1);
