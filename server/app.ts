import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { RouterContextProvider } from "react-router";
import { type Env, EnvError, getEnv } from "~/config/env.server";
import { closeDatabase, getDatabase } from "~/db/database.server";
import { startContactServices, stopContactServices } from "~/features/contact/contact-services.server";
import { describeError, log } from "~/log.server";
import { nonceContext } from "~/security/nonce";
import { requestLimitsContext } from "~/security/request-limits";
import { adminRouter } from "./admin";
import { errorPage } from "./error-page";
import { assignNonce, nonceOf, securityHeaders } from "./security";
import { webVitalsRouter } from "./web-vitals";

const allowedMethods = new Set(["GET", "HEAD", "POST"]);

/** Answers methods the site does not use (TRACE, PUT, …) with 405 instead of passing them on. */
const onlySiteMethods: RequestHandler = (req, res, next) => {
  if (allowedMethods.has(req.method)) return next();
  if (req.method === "DELETE" && req.path.startsWith("/admin/")) return next();
  res
    .set("Allow", [...allowedMethods].join(", "))
    .status(405)
    .type("html")
    .send(errorPage(405));
};

/** A path with broken percent-encoding (`/%E0%A4%A`) gets a 400, never reaches the router. */
const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    log.warn("malformed percent-encoding in request path", { method: req.method });
    res.status(400).type("html").send(errorPage(400));
  }
};

/** `/en/about-us` is `/about-us`: English has no prefix (docs/decisions/001-language-urls.md). */
const dropEnglishPrefix: RequestHandler = (req, res, next) => {
  const match = /^\/en(\/.*)?$/.exec(req.path);
  if (!match?.[1]) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.redirect(301, `${match[1]}${query}`);
};

/** One line per request, without query strings (they may carry campaign or personal values). */
const accessLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const fields = { method: req.method, path: req.path.slice(0, 200), status: res.statusCode, ms: Math.round(ms) };
    if (res.statusCode >= 500) log.error("request", fields);
    else log.debug("request", fields);
  });
  next();
};

/** Form posts are small: refuse bodies over 16 KiB (413) or of unknown length (411). */
export const maxBodyBytes = 16 * 1024;
const limitBodies: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") return next();
  const length = Number(req.get("content-length"));
  if (!req.get("content-length") || Number.isNaN(length)) {
    res.status(411).type("html").send(errorPage(411));
  } else if (length > maxBodyBytes) {
    res.status(413).type("html").send(errorPage(413));
  } else {
    next();
  }
};

/**
 * Contact requests per client: `CONTACT_RATE_LIMIT` posts in 15 minutes. Over it, the action
 * answers 429 with a translated message (the limiter only marks the request).
 */
function contactRateLimit(limit: number) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skip: (req) => req.method !== "POST" || req.path.startsWith("/api/"),
    handler: (_req, res, next) => {
      res.locals.rateLimited = true;
      next();
    },
  });
}

const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status >= 500) log.error("unhandled server error", { method: req.method, ...describeError(error) });
  if (res.headersSent) return res.end();
  res.status(status).type("html").send(errorPage(status));
};

export function createApp(env: Env) {
  const app = express();
  const development = env.NODE_ENV === "development";
  const clientDir = fileURLToPath(new URL("../client", import.meta.url));

  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  app.use(accessLog, onlySiteMethods, rejectMalformedPaths, dropEnglishPrefix);
  app.use(compression());
  app.use(limitBodies, contactRateLimit(env.CONTACT_RATE_LIMIT));
  app.use(assignNonce, securityHeaders({ schedulingUrl: env.SCHEDULING_URL, development }));
  if (env.ADMIN_TOKEN) app.use("/admin", adminRouter(env.ADMIN_TOKEN));
  app.use(webVitalsRouter());

  // Hashed build files never change: cache them for a year. `redirect: false` keeps `/pt` from
  // being redirected to `/pt/` should a folder of that name ever exist.
  app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", redirect: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false, redirect: false }));

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: development ? "development" : "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, nonceOf(res));
        context.set(requestLimitsContext, { rateLimited: res.locals.rateLimited === true });
        return context;
      },
    }),
  );
  app.use(lastResort);
  return app;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Starts the production server: validates the environment, opens the database, listens. */
export async function startServer(): Promise<Server> {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  getDatabase(env.DATA_DIR);
  startContactServices();
  if (!env.SCHEDULING_URL) log.warn("SCHEDULING_URL is not set: booking buttons lead to the contact form");

  const app = createApp(env);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST ?? "", () => resolve(listening));
    listening.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info("listening", { url: `http://${env.HOST ?? "localhost"}:${port}`, dataDir: env.DATA_DIR });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      await stopContactServices();
      closeDatabase();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  return server;
}
