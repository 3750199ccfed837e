// The production server for the reliability scripts: 127.0.0.1, a data folder of its own, settings given.
// Build first with `npm run build`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export function requireBuild() {
  if (!existsSync("build/server/index.js")) {
    process.stderr.write("build/ is missing: run `npm run build` first.\n");
    process.exit(2);
  }
}

export const freshDataDir = (name) => mkdtempSync(path.join(tmpdir(), `clinic-${name}-`));

/** Starts `node server/index.ts`; resolves once /health answers. `stop()` ends it with SIGTERM. */
export async function startServer({ port, dataDir, env = {} }) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.RELIABILITY_LOG_LEVEL ?? "error",
      CONTACT_RATE_LIMIT: "100000",
      ...env,
    },
    stdio: ["ignore", process.env.RELIABILITY_LOG_LEVEL ? "inherit" : "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    base,
    pid: child.pid,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A valid contact post, distinct per `n`, as the browser sends it (urlencoded form). */
export function contactForm(n, key = `rel-${process.pid}-${n}-${Math.random().toString(36).slice(2, 10)}`) {
  return new URLSearchParams({
    idempotencyKey: key,
    name: `Reliability Person ${n}`,
    email: `person.${n}@example.com`,
    phone: `+351 91 234 ${String(n).padStart(4, "0")}`,
    country: "PT",
    acceptTerms: "on",
    acceptPolicy: "on",
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * Clients that post contact requests until stopped, each post sent again with the same idempotency key until an
 * answer arrives (the server may be down or restarting meanwhile), as the site's form does. `url(client, attempt)`
 * says where each attempt goes. `stop()` waits for the posts in flight.
 */
export function postingClients({ clients, name, url }) {
  const acknowledged = new Set();
  const figures = { sent: 0, retries: 0 };
  let running = true;
  async function client(id) {
    for (let n = 0; running; n++) {
      const key = `${name}-${id}-${n}-${Math.random().toString(36).slice(2, 10)}`;
      const body = contactForm(id * 100_000 + n, key);
      figures.sent += 1;
      for (let attempt = 0; ; attempt++) {
        const answer = await fetch(url(id, attempt), { method: "POST", body }).catch(() => undefined);
        if (answer?.ok) {
          acknowledged.add(key);
          break;
        }
        if (!running && !answer) break;
        figures.retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
  const posting = Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  return {
    acknowledged,
    figures,
    stop: async () => {
      running = false;
      await posting;
    },
  };
}
