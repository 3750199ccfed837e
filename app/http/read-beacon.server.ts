import type { ZodType } from "zod";
import { apiError } from "./api-response.server";

/**
 * A small JSON report a page sends by `navigator.sendBeacon` (any content type): read whole up to `maxBytes`, parsed
 * and checked with `schema`. The report, or the answer to give instead: 400 when unreadable or not as the schema
 * says, 413 when too large. Never throws.
 */
export async function readBeacon<T>(
  request: Request,
  schema: ZodType<T>,
  maxBytes: number,
  what: string,
): Promise<{ ok: true; report: T } | { ok: false; answer: Response }> {
  const refused = (status: number, error: string) => ({ ok: false as const, answer: apiError(status, error) });
  const body = await request.text().catch(() => null);
  if (body === null) return refused(400, `invalid ${what}`);
  if (Buffer.byteLength(body) > maxBytes) return refused(413, `${what} too large`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refused(400, `invalid ${what}`);
  }
  const report = schema.safeParse(parsed);
  return report.success ? { ok: true, report: report.data } : refused(400, `invalid ${what}`);
}
