// The production server as both benchmarks start it: on 127.0.0.1 with a data folder of its own,
// ready once /health answers. Build first with `npm run build`.
import { spawn } from "node:child_process";

export async function startBenchmarkServer(port, environment = {}, cwd = process.cwd()) {
  const server = spawn(process.execPath, ["server/index.ts"], {
    cwd,
    env: {
      ...process.env,
      // The built app, even where this process ran Vite before (the figures' benchmark seeds through it, and Vite
      // sets NODE_ENV to development for its process).
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "benchmarks/data",
      LOG_LEVEL: "warn",
      // As deployed: canonical and alternate links are absolute with SITE_URL (relative without it, which search
      // engines and Lighthouse's findability audits take for an error).
      SITE_URL: `http://127.0.0.1:${port}`,
      ...environment,
    },
    stdio: "inherit",
  });
  const up = () =>
    fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
  for (let i = 0; i < 100 && !(await up()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return server;
}
