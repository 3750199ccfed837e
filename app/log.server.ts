import { getEnv } from "~/config/env.server";

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
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
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
  if (!(error instanceof Error)) return { error: String(error) };
  const dev = process.env.NODE_ENV === "development";
  return { error: error.name, detail: error.message, ...(dev ? { stack: error.stack } : {}) };
}
