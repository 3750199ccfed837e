import { vitalsReport } from "~/features/web-vitals/vitals-schema.server";
import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { apiError, methodNotAllowed } from "~/http/api-response.server";
import { describeError, log } from "~/log.server";
import { rateLimit, rateLimitContext } from "~/security/rate-limit.server";
import type { Route } from "./+types/web-vitals";

/** Reports are small: a page and five numbers. */
const maxReportBytes = 4 * 1024;

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit({ name: "web-vitals", limit: () => 60, windowSeconds: 15 * 60 }),
];

export const loader = () => methodNotAllowed(["POST"]);

/**
 * The receiving end of the optional page-speed measurement (`navigator.sendBeacon`, sent only
 * after a visitor allowed it; any content type). Only the page's totals are stored; the request
 * itself is not logged. Bad reports get a 400, floods a 429; nothing ever answers 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (context.get(rateLimitContext).limited) return apiError(429, "too many reports");
  const body = await request.text().catch(() => null);
  if (body === null) return apiError(400, "invalid report");
  if (Buffer.byteLength(body) > maxReportBytes) return apiError(413, "report too large");
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return apiError(400, "invalid report");
  }
  const report = vitalsReport.safeParse(parsed);
  if (!report.success) return apiError(400, "invalid report");
  try {
    await vitalsStore().record(report.data);
  } catch (error) {
    log.error("web vitals not stored", describeError(error));
    return apiError(503, "not stored");
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
