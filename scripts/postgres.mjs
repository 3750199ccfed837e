// A throw-away PostgreSQL server for the tests (npm test, npm run reliability:instances): Debian's `postgresql`
// package (installed when missing, as scripts/test.mjs does for Chromium), a new cluster in a temporary folder on a
// free port of 127.0.0.1, run as an unprivileged user (initdb refuses root), removed when stopped.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

function binaries() {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return version ? path.join(root, version, "bin") : undefined;
}

function install() {
  process.stdout.write("PostgreSQL is missing: installing Debian's package.\n");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  const result = spawnSync(
    "sh",
    [
      "-c",
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql`,
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("could not install PostgreSQL (apt-get install postgresql)");
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a PostgreSQL server and returns its address (`postgres://clinic@127.0.0.1:PORT/postgres`, trust
 * authentication on 127.0.0.1 only) and `stop()`, which stops it and deletes its folder.
 */
export async function startPostgres() {
  let bin = binaries();
  if (!bin) {
    install();
    bin = binaries();
    if (!bin) throw new Error("PostgreSQL was installed but initdb is not under /usr/lib/postgresql/*/bin");
  }
  const root = process.getuid?.() === 0;
  // As root, the cluster belongs to the package's `postgres` user; otherwise to the user running the tests.
  const as = (command, args) => (root ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);
  const run = (command, args) => {
    const [file, list] = as(command, args);
    execFileSync(file, list, { stdio: ["ignore", "ignore", "inherit"] });
  };

  const dir = mkdtempSync(path.join(tmpdir(), "clinic-postgres-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  if (root) execFileSync("chown", ["postgres", dir]);
  run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "clinic", "--locale=C.UTF-8", "-E", "UTF8"]);
  run(path.join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "start",
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://clinic@127.0.0.1:${port}/postgres`, stop };
}
