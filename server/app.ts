import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import Negotiator from "negotiator";
import onHeaders from "on-headers";
import { createRequestHandler as createRouterHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { locations } from "~/config/clinic";
import { type Env, EnvError, getEnv, invalidEnvironment, settingWarnings } from "~/config/env.server";
import { operators } from "~/config/legal-identity";
import { assertLegalIdentity, LegalIdentityError } from "~/config/legal-identity.server";
import { physicians } from "~/config/physicians";
import { maxPictureBytes } from "~/config/pictures";
import { closeDatabase, startDatabase } from "~/db/database.server";
import { startContactServices, stopContactServices } from "~/features/contact/contact-services.server";
import { startContentServices, stopContentServices } from "~/features/content/content-services.server";
import { pictureEditorRoutes } from "~/features/records/kinds.server";
import { clinicLocations } from "~/features/records/record-state.server";
import { bookingClinics, bookingOrigins } from "~/features/scheduling/booking-clinics";
import { staffAccounts } from "~/features/staff/staff-access.server";
import { startStaffServices, stopStaffServices } from "~/features/staff/staff-services.server";
import { builtFetchAheadFiles, fetchAheadContext } from "~/http/fetch-ahead.server";
import { builtStylesheets, stylesheetsContext } from "~/http/first-paint.server";
import { cachedPage, pageCacheKey } from "~/http/page-cache.server";
import { setPageRenderer } from "~/http/page-renderer.server";
import { languages, urlPrefix } from "~/i18n/languages";
import { describeError, log, requestScope } from "~/log.server";

export { answerClientError } from "./client-error";
export { log };

import { nonceContext } from "~/http/nonce";
import { tokenIsGuessable } from "~/security/password-policy.server";
import { clientAddressContext, clientKey } from "~/security/rate-limit.server";
import { errorPage, visitorOf } from "./error-page";
import { assignNonce, nonceOf, securityHeaders, staticFileHeaders } from "./security";

/**
 * The site's Express app, the same in development and production (docs/decisions/006-one-server-shape.md):
 * what every request passes (log line, method and path checks, the `/en` redirect, compression,
 * body limits, security headers), then the static files or Vite that `server/index.ts` hands in,
 * then React Router, where every page and endpoint is a route.
 */

const allowedMethods = ["GET", "HEAD", "POST"];

/** Answers given before the pages (400, 405, 411, 413, the `/en` redirect) carry the pages' headers too. */
function answerEarly(req: Request, res: Response, send: () => void) {
  const pageHeaders = req.app.locals.pageHeaders as RequestHandler;
  assignNonce(req, res, () => pageHeaders(req, res, send));
}

/** The error screen for `status`, with the pages' headers and the request's reference. */
function sendErrorPage(req: Request, res: Response, status: number) {
  answerEarly(req, res, () =>
    res
      .status(status)
      .type("html")
      .send(errorPage(status, { requestId: res.locals.requestId, visitor: visitorOf(req) })),
  );
}

/**
 * A request target in absolute form (`GET http://host/path`, which HTTP/1.1 servers must accept) is read
 * as its path and query; any other target that is not a path (`*`), or a host name that is not one, is a 400.
 */
const normalizeTarget: RequestHandler = (req, res, next) => {
  // HTTP/1.0 may come without a host: the site's pages do not depend on it.
  req.headers.host ??= "localhost";
  // A host name that cannot be part of an address (`Host: bad host`) is a 400 too.
  if (!URL.canParse(`http://${req.hostname || "localhost"}/`)) {
    return sendErrorPage(req, res, 400);
  }
  // `//host/x` and `/\\host/x` would read as another host wherever an address is made of the path.
  if (/^\/[/\\]/.test(req.url)) {
    req.url = `/${req.url.replace(/^[/\\]+/, "")}`;
    req.originalUrl = req.url;
  }
  if (req.url.startsWith("/")) return next();
  if (/^https?:\/\//i.test(req.url)) {
    try {
      const url = new URL(req.url);
      req.url = `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
      req.originalUrl = req.url;
      return next();
    } catch {
      // Not a URL after all: a 400 below.
    }
  }
  sendErrorPage(req, res, 400);
};

/**
 * The staff's pages and the clinic's API (`/admin…`, in any language, and the pages' data at `/admin.data`) are never stored by a cache nor indexed, whoever
 * answers: the pages set it themselves, and this covers the answers given before them (301, 400, 405, 413) and the
 * router's own (a form posted from another site).
 */
const privateAdminAnswers: RequestHandler = (req, res, next) => {
  if (/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/admin(?:\/|\.data$|$)/i.test(req.path)) {
    // Set as the headers go out, replacing what the answer set (React Router's adapter appends to what is there).
    onHeaders(res, () => {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    });
  }
  next();
};

/** Answers methods the site does not use (TRACE, PUT, …) with 405 instead of passing them on. */
function onlySiteMethods(adminApi: boolean): RequestHandler {
  return (req, res, next) => {
    if (allowedMethods.includes(req.method)) return next();
    // The clinic's API erases a request with DELETE (routes/api/contact-request.ts).
    if (adminApi && req.method === "DELETE" && req.path.startsWith("/admin/")) return next();
    res.set("Allow", allowedMethods.join(", "));
    sendErrorPage(req, res, 405);
  };
}

/** A path with broken percent-encoding (`/%E0%A4%A`) gets a 400, never reaches the router. */
const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    log.warn("malformed percent-encoding in request path", { method: req.method });
    sendErrorPage(req, res, 400);
  }
};

/**
 * One address per page, so that links and search engines agree: `/en/about-us` is `/about-us` (English has
 * no prefix: docs/decisions/001-language-urls.md) and `/about-us/` is `/about-us` (for reading methods; a
 * form posted to `/pt/` is still received). The target stays on this site: `/en//other.example` or
 * `/en/\\other.example/` go to `/other.example`, never to another host (a browser reads `//host` and
 * `/\\host` as one).
 */
const canonicalPaths: RequestHandler = (req, res, next) => {
  let path = /^\/en(\/.*)?$/.exec(req.path)?.[1] ?? req.path;
  if ((req.method === "GET" || req.method === "HEAD") && path.length > 1) path = path.replace(/\/+$/, "");
  if (path === req.path) return next();
  const query = req.url.slice(req.path.length);
  answerEarly(req, res, () => res.redirect(301, `/${path.replace(/^[/\\]+/, "")}${query}`));
};

/**
 * Every request gets an id (or keeps a sane one a proxy gave it): in `X-Request-Id`, in every log line
 * written while it is handled, and on error pages.
 */
const requestIds: RequestHandler = (req, res, next) => {
  const given = req.get("x-request-id");
  const requestId = given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  requestScope.run({ requestId }, next);
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

/**
 * Form posts are small: refuse bodies over 16 KiB (413) or of unknown length (411). A picture (a treatment's, a
 * physician's portrait, a brand's logo), sent as a file to its record's page in the content editor, may be up to
 * `maxPictureBytes` (the page lets only signed-in editors' posts through to the form's reading). Those pages are
 * the editor pages of the kinds of record with a picture field (`pictureEditorRoutes`, from their declarations), in
 * every language, whatever their record's key.
 */
export const maxBodyBytes = 16 * 1024;
const pictureUploads = new RegExp(
  `^(?:/(?:${languages.map(urlPrefix).join("|")}))?/(?:${pictureEditorRoutes
    .map((path) => path.replaceAll(/:\w+/g, "[^/]+"))
    .join("|")})$`,
);
const limitBodies: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") return next();
  const length = Number(req.get("content-length"));
  const upload = pictureUploads.test(req.path) && req.is("multipart/form-data");
  if (!req.get("content-length") || Number.isNaN(length)) {
    sendErrorPage(req, res, 411);
  } else if (length > (upload ? maxPictureBytes + maxBodyBytes : maxBodyBytes)) {
    sendErrorPage(req, res, 413);
  } else {
    next();
  }
};

/**
 * A page already rendered for this address, language and colour mode goes out from memory as it was kept, the same
 * bytes for every visitor (app/http/page-cache.server.ts, docs/decisions/025-shared-page-bytes.md): compressed once
 * (Brotli, else gzip, else as it is), its inline scripts allowed by their hashes instead of this answer's nonce,
 * without a trip through React Router.
 */
const servePageFromCache: RequestHandler = (req, res, next) => {
  if (req.method !== "GET") return next();
  const key = pageCacheKey(new URL(req.originalUrl, "http://site.invalid"), { get: (name) => req.get(name) ?? null });
  const page = cachedPage(key);
  if (!page) return next();
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const policy = String(res.getHeader("Content-Security-Policy") ?? "");
  res.setHeader("Content-Security-Policy", policy.replace(/'nonce-[^']*'/, page.scriptHashes.join(" ")));
  res.vary("Accept-Encoding");
  // Brotli whenever the browser takes it, as for the static files; else gzip, else the page as it is.
  const accepted = new Negotiator(req).encodings(["br", "gzip", "identity"]);
  const encoding = accepted.includes("br") ? "br" : accepted[0];
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.html;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200).end(body);
};

let unreadableAddressSeen = false;
/** The client's key for the rate limits; said once in the log if an address cannot be read (a proxy's odd header). */
function clientOf(req: Request) {
  const key = clientKey(req.ip);
  if (key === "unknown" && !unreadableAddressSeen) {
    unreadableAddressSeen = true;
    log.warn(
      "a client address could not be read: such clients share one rate limit (check TRUST_PROXY and the proxy's X-Forwarded-For)",
    );
  }
  return key;
}

const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status >= 500) log.error("unhandled server error", { method: req.method, ...describeError(error) });
  if (res.headersSent) return res.end();
  sendErrorPage(req, res, status);
};

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

interface AppOptions {
  /** Static files: the built client in production, Vite's middleware in development. */
  assets: RequestHandler;
  /** The built client's folder, in production: pages inline its stylesheets (app/http/first-paint.server.ts). */
  clientDirectory?: string;
}

export function createApp(env: Env, { assets, clientDirectory }: AppOptions) {
  const stylesheets = clientDirectory ? builtStylesheets(clientDirectory) : null;
  const fetchAhead = clientDirectory ? builtFetchAheadFiles(clientDirectory) : {};
  const app = express();
  const development = env.NODE_ENV === "development";

  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(env.TRUST_PROXY));
  // The booking pages in use: each shown clinic's own, else the site's (the same reading as the booking dialog's).
  const frameOrigins = () =>
    bookingOrigins(bookingClinics(clinicLocations(), env.SCHEDULING_URL ?? null).map((clinic) => clinic.url));
  const pageHeaders = securityHeaders({ frameOrigins, development });
  app.locals.pageHeaders = pageHeaders;
  app.use(
    requestIds,
    accessLog,
    privateAdminAnswers,
    normalizeTarget,
    onlySiteMethods(Boolean(env.ADMIN_TOKEN)),
    rejectMalformedPaths,
    canonicalPaths,
  );
  // Pages are compressed as they are sent: Brotli at a level that costs about what gzip does (the
  // default, 11, is meant for files compressed once and takes ten times the CPU).
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(limitBodies);
  // Static files get their own lean headers; everything else goes on to the pages' set, which
  // replaces each of those (same names) with the page's own.
  app.use(staticFileHeaders({ development }), assets);
  // The static files replaced the pages' headers with their own lean set; everything else gets them again.
  app.use(assignNonce, pageHeaders);
  if (!development) app.use(servePageFromCache);
  // A function, so that in development each request gets the routes as they are now.
  const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  const mode = development ? "development" : "production";
  const routerContext = (nonce: string, client: string) => {
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    context.set(clientAddressContext, client);
    context.set(stylesheetsContext, stylesheets);
    context.set(fetchAheadContext, fetchAhead);
    return context;
  };
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => routerContext(nonceOf(res), clientOf(req)),
    }),
  );
  // The publish check renders the pages in this process, as they would be answered (app/http/page-renderer.server.ts).
  const renderPage = createRouterHandler(build, mode);
  setPageRenderer((request) => renderPage(request, routerContext(randomUUID(), "publish-check")));
  app.use(lastResort);
  return app;
}

/**
 * The environment and the clinic's legal identity, validated; a wrong value stops the process with a message naming
 * the variable or the field.
 */
export function loadEnv(): Env {
  try {
    assertLegalIdentity({ operators, physicians, locations });
    const env = getEnv();
    if (env.ADMIN_TOKEN && tokenIsGuessable(env.ADMIN_TOKEN)) {
      throw invalidEnvironment([
        "ADMIN_TOKEN: is guessable (a word, a repeat or a sequence); generate one with openssl rand -hex 32",
      ]);
    }
    return env;
  } catch (error) {
    if (error instanceof EnvError || error instanceof LegalIdentityError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens the database (migrating it: SQLite under `DATA_DIR`, or PostgreSQL at `DATABASE_URL`) and starts the
 * background work: forwarding, notices, retention purge. A database that cannot be opened (PostgreSQL down or not
 * answering, a folder that cannot be written) stops the process with one log line saying why: a process manager
 * or orchestrator starts it again.
 */
export async function startServices(env: Env) {
  const db = await startDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }).catch((error) => {
    log.error("the database could not be opened: the server stops", describeError(error));
    process.exit(1);
  });
  log.info("database open", { engine: db.engine });
  startContactServices();
  startStaffServices();
  // The clinic's published texts over the repository's, before the first page is served.
  await startContentServices();
  if (!env.SCHEDULING_URL) log.warn("SCHEDULING_URL is not set: booking buttons lead to the contact form");
  for (const warning of settingWarnings(env)) log.warn(warning);
  await reportStaffAccounts(env);
}

/**
 * Says at start-up what a site moving from the shared password must do (docs/decisions/019-staff-accounts.md): the
 * old `ADMIN_PASSWORD_HASH` signs nobody in, and without an account nobody can sign in to the staff area.
 */
async function reportStaffAccounts(env: Env) {
  if (env.ADMIN_PASSWORD_HASH) {
    log.warn(
      "ADMIN_PASSWORD_HASH is no longer used: each person signs in with an account; remove it from the settings",
    );
  }
  const accounts = await staffAccounts()
    .count()
    .catch(() => undefined);
  if (accounts === 0)
    log.warn("no staff account yet: create the first owner with npm run staff:add -- --email … --role owner");
}

/**
 * Lets running deliveries finish and stops the background work, then closes the database (kept
 * open when development swaps in changed server code: the database module itself is not reloaded).
 */
export async function stopServices({ keepDatabase = false } = {}) {
  await Promise.all([stopContentServices(), stopContactServices(), stopStaffServices()]);
  if (!keepDatabase) await closeDatabase();
}
