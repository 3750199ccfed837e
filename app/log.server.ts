import { AsyncLocalStorage } from "node:async_hooks";
import { getEnv } from "~/config/env.server";

/**
 * The request being handled, for every log line written meanwhile (server/app.ts starts it): its id is
 * also sent back in `X-Request-Id` and shown on error pages, so a visitor can quote it.
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();
export const currentRequestId = () => requestScope.getStore()?.requestId;

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * One JSON line per event on stdout/stderr. Callers pass facts, never personal data: no names,
 * e-mails, phone numbers, query strings or request bodies.
 */
function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  let threshold: Level = "info";
  try {
    threshold = getEnv().LOG_LEVEL;
  } catch {
    // An invalid environment is reported by the start-up itself; keep logging meanwhile.
  }
  if (order[level] < order[threshold]) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...(requestId && { requestId }),
    ...fields,
  });
  if (order[level] >= order.warn) process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/** How many causes deep an error is described (a chain may loop: `a.cause = b; b.cause = a`). */
const causeDepth = 5;

/**
 * What may be logged of an error: its kind and message, SQLite's own code (e.g. SQLITE_FULL, SQLITE_READONLY)
 * and the chain of causes, the stack only in development. Anything thrown that is not an Error is named by
 * its kind and status or code only: it may hold personal data (a request's body) or refer to itself.
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return describeThrown(error);
  const dev = process.env.NODE_ENV === "development";
  const sqlite = error as Error & { errcode?: number; errstr?: string; code?: unknown };
  const cause =
    error.cause === undefined ? {} : { cause: depth < causeDepth ? describeError(error.cause, depth + 1) : "…" };
  return {
    error: error.name,
    detail: error.message.slice(0, 500),
    ...(sqlite.errstr ? { sqlite: `${sqlite.errcode} ${sqlite.errstr}` } : {}),
    ...(typeof sqlite.code === "string" && !sqlite.errstr ? { code: sqlite.code } : {}),
    ...cause,
    ...(dev ? { stack: error.stack } : {}),
  };
}

function describeThrown(thrown: unknown): Record<string, unknown> {
  if (thrown === null || typeof thrown !== "object") return { error: String(thrown).slice(0, 200) };
  const { status, code } = thrown as { status?: unknown; code?: unknown };
  return {
    error: thrown.constructor?.name || "object",
    ...(typeof status === "number" ? { status } : {}),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
  };
}

/**
 * A fault that checks meet again and again (a monitor asks every few seconds) is logged once, then again only when
 * it changes or after it ended (`ok`). `failed` returns what it describes.
 */
export function repeatedFault(message: string) {
  let last: string | undefined;
  return {
    failed(error: unknown) {
      const fault = describeError(error);
      const kind = `${fault.error}: ${fault.detail}`;
      if (kind !== last) log.error(message, fault);
      last = kind;
      return fault;
    },
    ok() {
      last = undefined;
    },
  };
}
