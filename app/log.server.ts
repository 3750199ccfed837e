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

/** What may be logged of an error: its kind and message, the stack only outside production. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: typeof error === "object" ? JSON.stringify(error) : String(error) };
  const dev = process.env.NODE_ENV === "development";
  // SQLite's own code (e.g. SQLITE_FULL, SQLITE_READONLY) and the cause, when the error carries them.
  const sqlite = error as Error & { errcode?: number; errstr?: string; code?: string };
  const cause = error.cause === undefined ? {} : { cause: describeError(error.cause) };
  return {
    error: error.name,
    detail: error.message,
    ...(sqlite.errstr ? { sqlite: `${sqlite.errcode} ${sqlite.errstr}` } : {}),
    ...(sqlite.code && !sqlite.errstr ? { code: sqlite.code } : {}),
    ...cause,
    ...(dev ? { stack: error.stack } : {}),
  };
}
