/**
 * The answers of the site's JSON endpoints (`/api/*`, `/admin/*`, `/health`): never cached by a
 * shared cache, errors as `{ "error": "…" }` with a short, stable message.
 */
export function apiJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

export function apiError(status: number, error: string, headers?: HeadersInit): Response {
  return apiJson({ error }, { status, headers });
}

/** 405 with the methods the endpoint does answer. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  return apiError(405, "method not allowed", { Allow: allowed.join(", ") });
}

export { positiveInt } from "./positive-int";
