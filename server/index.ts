// The Node entry of the site, for `npm start` and `npm run dev` alike: one HTTP server around the
// one Express app of server/app.ts (docs/decisions/006-one-server-shape.md). In production it loads
// the built app and serves the built client files; in development (NODE_ENV=development) it loads
// the app through Vite, whose middleware serves the sources with hot reload.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import type * as ServerApp from "./app.ts";

type ServerModule = typeof ServerApp;
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

process.env.NODE_ENV ??= "production";
const server = createServer();

/** The built app, with the client's files: hashed ones cached for a year, the others for an hour. */
async function production() {
  const module: ServerModule = await import(new URL("../build/server/index.js", import.meta.url).href);
  const client = fileURLToPath(new URL("../build/client", import.meta.url));
  const assets = express.Router();
  // The Brotli and gzip copies written at build time (scripts/precompress.mjs), br preferred.
  // `redirect: false` keeps `/pt` from being redirected to `/pt/` should a folder of that name exist.
  const files = (dir: string, cache: { maxAge: string } & Record<string, boolean | string>) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { ...cache, index: false, redirect: false },
    });
  const readOnly =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      req.method === "GET" || req.method === "HEAD" ? handler(req, res, next) : next();
  // Hashed files never change: no validators (a browser never asks again), about 100 bytes less on each
  // of the dozen files a page starts with.
  const hashed = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };
  assets.use("/assets", readOnly(files(`${client}/assets`, hashed)));
  assets.use(readOnly(files(client, { maxAge: "1h" })));
  const env = module.loadEnv();
  await module.startServices(env);
  const app = module.createApp(env, { assets, clientDirectory: client });
  const clientError = module.answerClientError({ development: false });
  return { env, handler: app as Handler, stop: () => module.stopServices(), log: module.log, clientError };
}

/**
 * The app loaded through Vite: every request gets the server code as it is now. When a change
 * replaced it, the old code's services (forwarding, purge) stop and the new code's start.
 */
async function development() {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({ appType: "custom", server: { middlewareMode: true, hmr: { server } } }),
  );
  const assets = vite.middlewares as unknown as RequestHandler;
  const load = () => vite.ssrLoadModule("./server/app.ts") as Promise<ServerModule>;
  const first = await load();
  const env = first.loadEnv();
  await first.startServices(env);
  let current = Promise.resolve({ module: first, app: first.createApp(env, { assets }) });

  const latest = async () => {
    const [module, running] = await Promise.all([load(), current]);
    if (module === running.module) return running;
    current = running.module.stopServices({ keepDatabase: true }).then(async () => {
      await module.startServices(env);
      return { module, app: module.createApp(env, { assets }) };
    });
    return current;
  };
  const handler: Handler = (req, res) => {
    latest().then(
      ({ app }) => app(req, res),
      (error: Error) => {
        vite.ssrFixStacktrace(error);
        process.stderr.write(`${error.stack ?? error}\n`);
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${error.stack ?? error}`);
      },
    );
  };
  const stop = async () => {
    await (await current).module.stopServices();
    await vite.close();
  };
  return { env, handler, stop, log: first.log, clientError: first.answerClientError({ development: true }) };
}

const { env, handler, stop, log, clientError } =
  process.env.NODE_ENV === "development" ? await development() : await production();
server.on("request", handler);
server.on("clientError", clientError);
await new Promise<void>((resolve, reject) => {
  server.once("error", reject);
  server.listen(env.PORT, env.HOST ?? "", resolve);
});
const address = server.address();
const port = typeof address === "object" && address ? address.port : env.PORT;
log.info("listening", { url: `http://${env.HOST ?? "localhost"}:${port}`, mode: env.NODE_ENV, dataDir: env.DATA_DIR });

/** Stops accepting connections, lets running requests finish (10 s at most), stops the services, exits. */
let stopping = false;
function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  setTimeout(() => server.closeAllConnections(), 10_000).unref();
  server.close(async () => {
    await stop();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
