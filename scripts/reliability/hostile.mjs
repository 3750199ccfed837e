// `npm run reliability:hostile [-- --quick]`: what a bot or a broken client may send, against the production
// server on 127.0.0.1. Full: 6,000 generated posts (fast-check: every content type, size, encoding, control
// character, prototype key, repeated field) and 400 raw requests (malformed targets, methods and headers);
// quick: 400 and 100. Passes when no answer is a 5xx, the server process is the same from start to end, the
// database passes SQLite's integrity check and every stored row is a valid contact request.
import { connect } from "node:net";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import fc from "fast-check";
import { postBody, postTarget, rawRequest } from "./hostile-cases.mjs";
import { freshDataDir, requireBuild, startServer } from "./run-server.mjs";

const quick = process.argv.includes("--quick");
const posts = quick ? 400 : 6_000;
const raws = quick ? 100 : 400;
const port = Number(process.env.RELIABILITY_PORT ?? 4485);

requireBuild();
const dataDir = freshDataDir("hostile");
const server = await startServer({ port, dataDir });
const statuses = new Map();
const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const started = Date.now();

/** One raw request; the status of its answer, 0 when the connection closed without one. */
function send(head) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on("error", () => {});
  });
}

let serverErrors = 0;
try {
  await fc.assert(
    fc.asyncProperty(postTarget, postBody, async (target, { type, data }) => {
      const headers = type ? { "content-type": type } : {};
      const answer = await fetch(server.base + target, { method: "POST", body: data, headers, redirect: "manual" });
      await answer.arrayBuffer();
      count(answer.status);
      if (answer.status >= 500) serverErrors += 1;
    }),
    { numRuns: posts, endOnFailure: false },
  );
  await fc.assert(
    fc.asyncProperty(rawRequest, async (head) => {
      const status = await send(head);
      count(status);
      if (status >= 500) serverErrors += 1;
    }),
    { numRuns: raws },
  );
} finally {
  await server.stop();
}
const samePid = server.child.exitCode === 0 && server.child.signalCode === null;

// The database, as the server left it.
const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true });
const integrity = db.prepare("PRAGMA integrity_check").get();
const rows = db.prepare("SELECT name, email, phone, country FROM contact_requests").all();
db.close();
// biome-ignore lint/suspicious/noControlCharactersInRegex: a stored value must contain none of them
const control = /[\u0000-\u001f\u007f-\u009f]/;
const invalid = rows.filter(
  (row) =>
    [row.name, row.email, row.phone].some((value) => !value || control.test(value) || value !== value.trim()) ||
    row.name.length > 120 ||
    row.phone.length > 40 ||
    !/^\S+@\S+\.\S+$/.test(row.email) ||
    !/^[A-Z]{2}$/.test(row.country),
);

const figures = {
  posts,
  rawRequests: raws,
  answers: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  serverErrors,
  sameProcess: samePid,
  integrity: integrity.integrity_check,
  storedRows: rows.length,
  invalidRows: invalid.length,
  seconds: Math.round((Date.now() - started) / 100) / 10,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
const ok = serverErrors === 0 && samePid && integrity.integrity_check === "ok" && invalid.length === 0;
process.stdout.write(ok ? "hostile input: no 5xx, same process, database intact\n" : "hostile input: FAILED\n");
process.exit(ok ? 0 : 1);
