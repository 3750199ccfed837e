import { STATUS_CODES } from "node:http";

/**
 * The error screen for the few answers given before React Router is reached (a malformed path,
 * an unsupported method): the same title as the site's own error screen, no details but the request's
 * reference (its id in the logs).
 */
export function errorPage(status: number, requestId?: string): string {
  const text = STATUS_CODES[status] ?? "Error";
  const reference = requestId ? `<p>Reference: <code>${requestId.replace(/[^\w-]/g, "")}</code></p>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${text}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f0f10;color:#f4efe8;font:16px/1.6 system-ui,sans-serif}main{max-width:36rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 .5rem}a{color:#e59e34}</style></head><body><main><h1>Unexpected Application Error!</h1><p>${status} ${text}</p>${reference}<p><a href="/">Home page</a></p></main></body></html>`;
}
